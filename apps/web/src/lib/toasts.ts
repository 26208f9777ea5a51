import { notifications } from '@mantine/notifications';
import { LIMITS } from '@hris/contracts';

// One toast per event (ARCHITECTURE.md, "Who shows a toast"): a failure is toasted by the API client, once, with all
// its messages; a success by the page that asked for it, from the answer's message; a live notification of the user's
// own action goes to the bell without popping up. A toast is keyed by what it says, so the same words shown twice at
// once (two calls refused alike) appear once.
function keyOf(color: string, message: string, title = ''): string {
  let hash = 5381;
  for (const char of `${color}\u0000${title}\u0000${message}`) hash = (Math.imul(hash, 33) ^ char.charCodeAt(0)) >>> 0;
  return `toast-${hash.toString(36)}`;
}

/** One line per message, in one toast. */
const LINES = { description: { whiteSpace: 'pre-line' as const } };

/** Red toast for a failure (SPEC.md §8: error toasts last 4 seconds); several messages of one failure share it, one per line. */
export function showErrorToast(message: string | readonly string[], title?: string): void {
  const text = typeof message === 'string' ? message : message.join('\n');
  notifications.show({ id: keyOf('red', text, title), color: 'red', title, message: text, autoClose: LIMITS.toastMs, styles: LINES });
}

/** Green toast for a success (4 seconds). */
export function showSuccessToast(message: string, title?: string): void {
  notifications.show({ id: keyOf('green', message, title), color: 'green', title, message, autoClose: LIMITS.toastMs, styles: LINES });
}
