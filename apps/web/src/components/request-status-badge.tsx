import { Badge } from '@mantine/core';
import type { TRequestStatus } from '@hris/contracts';

const STATUS: Record<TRequestStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'orange' },
  approved: { label: 'Approved', color: 'teal' },
  returned: { label: 'Returned', color: 'yellow' },
  disapproved: { label: 'Disapproved', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

/** Where a request stands in its approval chain, as every request list and page shows it. */
export function RequestStatusBadge({ status }: { status: TRequestStatus }) {
  const shown = STATUS[status] ?? { label: status, color: 'gray' };
  return (
    <Badge color={shown.color} variant="light" radius="sm">
      {shown.label}
    </Badge>
  );
}
