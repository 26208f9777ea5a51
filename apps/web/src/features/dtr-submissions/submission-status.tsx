import { Badge } from '@mantine/core';
import { formatDateTime } from '../../lib/dates';
import type { TDtrSubmission, TSubmissionStatus } from './dtr-submissions.api';

const STATUS: Record<TSubmissionStatus, { label: string; color: string }> = {
  not_submitted: { label: 'Not submitted', color: 'gray' },
  submitted: { label: 'Submitted', color: 'blue' },
  received: { label: 'Received', color: 'teal' },
  returned: { label: 'Returned', color: 'orange' },
};

export function SubmissionStatusBadge({ status }: { status: TSubmissionStatus }) {
  const shown = STATUS[status];
  return (
    <Badge color={shown.color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {shown.label}
    </Badge>
  );
}

/** "Submitted by Juan Bautista on 22 Nov 2026, 5:30 pm", and HR's side once reviewed. */
export function submittedLine(submission: TDtrSubmission): string {
  return `Submitted by ${submission.submitted_by?.name ?? 'a former user'} on ${formatDateTime(submission.submitted_at)}`;
}

export function reviewedLine(submission: TDtrSubmission): string | null {
  if (!submission.reviewed_at) return null;
  const verb = submission.status === 'returned' ? 'Returned' : 'Received';
  return `${verb} by ${submission.reviewed_by?.name ?? 'a former user'} on ${formatDateTime(submission.reviewed_at)}`;
}

/** "Waiting for the department head (Recommending approval)", while the chain has it. */
export function waitingLine(submission: TDtrSubmission): string | null {
  const step = submission.waiting_for;
  return step ? `Waiting for ${step.who} (${step.label})` : null;
}
