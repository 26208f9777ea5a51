import { Badge } from '@mantine/core';
import { formatLongDate } from '../../lib/dates';
import type { TForcedLeaveStatus } from './leave.api';

const LABELS: Record<TForcedLeaveStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting for the head', color: 'orange' },
  approved: { label: 'Approved', color: 'teal' },
  cancelled: { label: 'Cancelled for service needs', color: 'gray' },
};

export function ForcedLeaveBadge({ status }: { status: TForcedLeaveStatus }) {
  const shown = LABELS[status];
  return (
    <Badge color={shown.color} variant="light">
      {shown.label}
    </Badge>
  );
}

/** "March 2, 2026; March 3, 2026 …" */
export const forcedDatesLabel = (dates: string[]) => dates.map((date) => formatLongDate(date)).join('; ');
