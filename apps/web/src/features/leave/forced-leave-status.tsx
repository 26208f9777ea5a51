import { Badge } from '@mantine/core';
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

const monthDay = new Intl.DateTimeFormat('en-PH', { month: 'short', day: 'numeric', weekday: 'short', timeZone: 'UTC' });

/** "Mon, Dec 14 · Tue, Dec 15 …": the days of one year's schedule (the year is said beside them). */
export const forcedDatesLabel = (dates: string[]) => dates.map((date) => monthDay.format(Date.parse(`${date}T00:00:00Z`))).join(' · ');
