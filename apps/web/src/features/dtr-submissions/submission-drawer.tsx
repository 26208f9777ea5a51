import { Alert, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { openDepartmentForm48 } from '../attendance/dtr.api';
import { monthLabel } from '../../lib/dates';
import { DtrPrintButton } from '../attendance/dtr-print-button';
import { ApprovalSection } from '../approvals/approval-section';
import { useReloadSubmissions, type TDepartmentSubmission } from './dtr-submissions.api';
import { reviewedLine, submittedLine, SubmissionStatusBadge, waitingLine } from './submission-status';

type Props = { row: TDepartmentSubmission | null; month: string; onClose: () => void };

/**
 * HR's look at one department's submission: who submitted it, the CS Form 48 to check, and the
 * approval trail, where HR receives (approves) or returns it once the head has certified it.
 */
export function SubmissionDrawer({ row, month, onClose }: Props) {
  const reload = useReloadSubmissions();
  const submission = row?.submission ?? null;
  return (
    <Drawer opened={submission !== null} onClose={onClose} position="right" size="lg" title={row ? `DTRs of ${monthLabel(month)} — ${row.acronym}` : ''}>
      {row && submission ? (
        <Stack gap="md">
          <Stack gap={4}>
            <Group gap="sm">
              <Text fw={700}>{row.fullname}</Text>
              <SubmissionStatusBadge status={row.status} />
            </Group>
            <Text fz="sm">{submittedLine(submission)}</Text>
            {reviewedLine(submission) ? <Text fz="sm">{reviewedLine(submission)}</Text> : null}
            {submission.remarks ? (
              <Text fz="sm" c="dimmed">
                Clerk&apos;s remarks: {submission.remarks}
              </Text>
            ) : null}
          </Stack>
          {submission.status === 'returned' && submission.review_remarks ? (
            <Alert color="orange" variant="light" title="Returned to the department">
              {submission.review_remarks}
            </Alert>
          ) : null}
          {submission.waiting_for ? (
            <Alert color="blue" variant="light" icon={<IconClock size={18} />} title={waitingLine(submission)}>
              {submission.waiting_for.position < submission.waiting_for.of
                ? 'The department head certifies the DTRs first (VERIFIED as to the prescribed office hours); the HR office receives them after.'
                : 'Check the DTRs, then approve to receive them, or return them to the department with remarks.'}
            </Alert>
          ) : null}
          <Group>
            <DtrPrintButton open={() => openDepartmentForm48(row.id, month)} variant="default">
              Print CS Form 48
            </DtrPrintButton>
          </Group>
          <ApprovalSection requestId={submission.approval_request_id} onChanged={reload} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
