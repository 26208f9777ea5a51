import { Badge } from '@mantine/core';
import { COE_STATUS_LABELS, SEPARATION_STATUS_LABELS, type TCoeStatus, type TSeparationStatus } from '@hris/contracts';

const COE_COLORS: Record<TCoeStatus, string> = { pending: 'orange', approved: 'teal', returned: 'yellow', disapproved: 'red', issued: 'blue' };
const SEPARATION_COLORS: Record<TSeparationStatus, string> = { clearing: 'orange', completed: 'teal', cancelled: 'gray' };

export function CoeStatusBadge({ status }: { status: TCoeStatus }) {
  return (
    <Badge color={COE_COLORS[status] ?? 'gray'} variant="light" radius="sm">
      {COE_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

export function SeparationStatusBadge({ status }: { status: TSeparationStatus }) {
  return (
    <Badge color={SEPARATION_COLORS[status] ?? 'gray'} variant="light" radius="sm">
      {SEPARATION_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
