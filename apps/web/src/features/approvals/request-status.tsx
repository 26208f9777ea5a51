import { Badge } from '@mantine/core';
import { approvedAs } from '@hris/contracts';
import type { TRequestStatus } from './approvals.api';

const STATUS: Record<TRequestStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'orange' },
  approved: { label: 'Approved', color: 'teal' },
  returned: { label: 'Returned', color: 'yellow' },
  disapproved: { label: 'Disapproved', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

export function RequestStatusBadge({ status }: { status: TRequestStatus }) {
  const shown = STATUS[status] ?? { label: status, color: 'gray' };
  return (
    <Badge color={shown.color} variant="light" radius="sm">
      {shown.label}
    </Badge>
  );
}

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
