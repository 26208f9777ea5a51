import { approvedAs } from '@hris/contracts';

/** "approve" → "Approved" ("Certified", "Recommended" at the steps that do that), as the timeline says what was done. */
export function actionLabel(action: string, step?: { label: string; position: number }, lastPosition?: number): string {
  switch (action) {
    case 'approve':
    case 'approved':
      return step && lastPosition !== undefined ? approvedAs(step, lastPosition) : 'Approved';
    case 'return':
    case 'returned':
      return 'Returned';
    case 'disapprove':
    case 'disapproved':
      return 'Disapproved';
    default:
      return action.charAt(0).toUpperCase() + action.slice(1);
  }
}

export function actionColor(action: string): string {
  if (action.startsWith('approve')) return 'teal';
  if (action.startsWith('return')) return 'yellow';
  if (action.startsWith('disapprove')) return 'red';
  return 'gray';
}
