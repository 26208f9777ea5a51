import { Link } from 'react-router';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCalendarEvent, IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useConfirm } from '../../components/confirm-dialog';
import { formatDateTime } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { ApplicationStatusBadge } from './application-status-badge';
import { salaryLine } from './job-post-card';
import { isAnswered, openApplicationDocument, useWithdrawApplication, type TInterviewResponse, type TMyApplication } from './jobs.api';

const RESPONSE_LABELS: Record<TInterviewResponse, string> = { accepted: 'You accepted', declined: 'You declined', reschedule: 'You asked for another time' };
/** Stages from which the applicant may still step back. */
const WITHDRAWABLE = new Set(['submitted', 'qualified', 'not_qualified', 'interview', 'assessed']);

export const submissionsPath = (application: Pick<TMyApplication, 'id'>, applicantId: number) => `/jobs/${application.id}/other/submissions/${applicantId}`;

function Interview({ interview }: { interview: NonNullable<TMyApplication['interview']> }) {
  return (
    <Alert color="violet" variant="light" icon={<IconCalendarEvent size={18} />} title="Interview">
      <Text fz="sm">
        {formatDateTime(interview.slot.starts_at)} · {interview.slot.venue}
      </Text>
      <Text fz="sm" mt={4}>
        {isAnswered(interview.response) ? RESPONSE_LABELS[interview.response] : 'Answer through the link in the invitation e-mail.'}
        {interview.response_note ? ` — “${interview.response_note}”` : ''}
      </Text>
    </Alert>
  );
}

/** One application on the status page: the post, its stage and history, the interview, the documents. */
export function ApplicationCard({ application, applicantId }: { application: TMyApplication; applicantId: number }) {
  const withdraw = useWithdrawApplication();
  const confirm = useConfirm();
  const post = application.job_post;
  const waiting = application.document_requests.filter((request) => !request.fulfilled_at);

  const askWithdraw = () =>
    confirm({
      title: 'Withdraw this application?',
      message: `Your application for ${post.position.name} will no longer be considered. You cannot apply for this post again.`,
      confirmLabel: 'Withdraw',
      danger: true,
      onConfirm: () => withdraw.mutateAsync(application.id).then((answer) => showSuccessToast(answer.message)),
    });

  return (
    <Paper withBorder radius="md" p="lg" data-testid="my-application">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              {post.position.name}
            </Title>
            <Text fz="sm">
              {post.department.fullname} · {post.campus.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {salaryLine(post)} · applied {formatDateTime(application.submitted_at)}
            </Text>
          </Stack>
          <ApplicationStatusBadge status={application.status} />
        </Group>
        {/* The latest remarks (the reason, the interview's time) are the newest step of the history. */}
        {application.interview ? <Interview interview={application.interview} /> : null}
        {waiting.length > 0 ? (
          <Alert color="orange" variant="light" icon={<IconUpload size={18} />} title="HR asks for more documents">
            <Stack gap="xs">
              <Text fz="sm">{waiting.map((request) => request.description).join('; ')}</Text>
              <Button component={Link} to={submissionsPath(application, applicantId)} size="xs" w="fit-content">
                Submit documents
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="xs">
            <Text fw={600} fz="sm">
              History
            </Text>
            <Timeline active={application.events.length - 1} bulletSize={14} lineWidth={2}>
              {application.events.map((event, index) => (
                <Timeline.Item
                  key={index}
                  title={
                    <Text fz="sm" fw={600}>
                      {event.status_label}
                    </Text>
                  }
                >
                  {event.remarks ? <Text fz="sm">{event.remarks}</Text> : null}
                  <Text fz="xs" c="dimmed">
                    {formatDateTime(event.created_at)}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </Stack>
          <Stack gap="xs">
            <Text fw={600} fz="sm">
              Documents ({application.documents.length})
            </Text>
            {application.documents.map((document) => (
              <Group key={document.id} gap={6} wrap="nowrap" align="flex-start">
                <IconFileTypePdf size={18} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
                <div style={{ minWidth: 0 }}>
                  <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => void openApplicationDocument(application.id, document.id)}>
                    {document.requirement}
                  </Anchor>
                  <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {document.file_name} · {formatDateTime(document.created_at)}
                  </Text>
                </div>
              </Group>
            ))}
            {application.document_requests.some((request) => request.fulfilled_at) ? (
              <Badge variant="light" color="gray" tt="none" w="fit-content">
                {application.document_requests.filter((request) => request.fulfilled_at).length} asked by HR, sent
              </Badge>
            ) : null}
          </Stack>
        </SimpleGrid>
        {WITHDRAWABLE.has(application.status) ? (
          <Group justify="flex-end">
            <Button variant="subtle" color="red" size="xs" onClick={askWithdraw}>
              Withdraw my application
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
