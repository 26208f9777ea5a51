import { notifications } from '@mantine/notifications';
import { LIMITS } from '@hris/contracts';

/** Red toast for a failure (SPEC.md §8: error toasts last 4 seconds). */
export function showErrorToast(message: string, title?: string): void {
  notifications.show({ color: 'red', title, message, autoClose: LIMITS.toastMs });
}

/** Green toast for a success (4 seconds). */
export function showSuccessToast(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message, autoClose: LIMITS.toastMs });
}
