import { Badge } from '@mantine/core';
import { APPLICATION_STATUS_LABELS, type TApplicationStatus } from '@hris/contracts';

/** The colour of each stage: under way blue, good news green, bad news red, ended gray. */
export const APPLICATION_STATUS_COLORS: Record<TApplicationStatus, string> = {
  submitted: 'blue',
  qualified: 'teal',
  not_qualified: 'red',
  interview: 'violet',
  assessed: 'indigo',
  selected: 'green',
  not_selected: 'gray',
  appointed: 'green',
  withdrawn: 'gray',
};

/** Where an application stands, in the applicant's words (APPLICATION_STATUS_LABELS). */
export function ApplicationStatusBadge({ status }: { status: TApplicationStatus }) {
  return (
    <Badge color={APPLICATION_STATUS_COLORS[status]} variant="light" tt="none">
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
