// Where an application stands, in a module of its own: a page that shows an application's status (the dashboard's
// card) loads these words without recruitment.ts's schemas and the modules they import (issue 42 item 19).

/** Where an application stands, in order. */
export const APPLICATION_STATUSES = [
  'submitted',
  'qualified',
  'not_qualified',
  'interview',
  'assessed',
  'selected',
  'not_selected',
  'appointed',
  'withdrawn',
] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<TApplicationStatus, string> = {
  submitted: 'Received',
  qualified: 'Qualified',
  not_qualified: 'Not qualified',
  interview: 'Invited to interview',
  assessed: 'Assessed by the board',
  selected: 'Selected',
  not_selected: 'Not selected',
  appointed: 'Appointed',
  withdrawn: 'Withdrawn',
};
