import { Badge, Group, Tooltip } from '@mantine/core';
import { IconAlarm, IconLock } from '@tabler/icons-react';
import { DOCUMENT_STATE_LABELS, type TDocumentState } from '@hris/contracts';
import { formatDeadline } from '../../lib/dates';

const STATE_COLORS: Record<TDocumentState, string> = {
  incoming: 'blue',
  received: 'teal',
  hold: 'yellow',
  returned: 'grape',
  for_pickup: 'cyan',
  released: 'green',
  rejected: 'red',
  archived: 'gray',
};

/** Where a document stands, in the users' words (Incoming, Received, On hold, Returned, For pick-up…). */
export function DocumentStateBadge({ state }: { state: TDocumentState }) {
  return (
    <Badge color={STATE_COLORS[state]} variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {DOCUMENT_STATE_LABELS[state]}
    </Badge>
  );
}

/** Red "Overdue": its time at the office ran out (the working days of its type). */
export function OverdueBadge({ dueAt }: { dueAt: string | null }) {
  const badge = (
    <Badge color="red" variant="filled" radius="sm" tt="none" leftSection={<IconAlarm size={12} />} style={{ flexShrink: 0 }}>
      Overdue
    </Badge>
  );
  return dueAt ? <Tooltip label={`Was due ${formatDeadline(dueAt)}`}>{badge}</Tooltip> : badge;
}

export function ConfidentialBadge() {
  return (
    <Badge color="dark" variant="outline" radius="sm" tt="none" leftSection={<IconLock size={12} />} style={{ flexShrink: 0 }}>
      Confidential
    </Badge>
  );
}

/** The state, the overdue flag and the confidential mark of a document, side by side. */
export function DocumentBadges({
  document: d,
  withConfidential = false,
}: {
  document: { state: TDocumentState; overdue: boolean; due_at: string | null; confidential: boolean };
  withConfidential?: boolean;
}) {
  return (
    <Group gap={6} wrap="wrap">
      <DocumentStateBadge state={d.state} />
      {d.overdue ? <OverdueBadge dueAt={d.due_at} /> : null}
      {withConfidential && d.confidential ? <ConfidentialBadge /> : null}
    </Group>
  );
}
