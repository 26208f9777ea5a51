import { Alert, Anchor, Badge, Box, Button, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconSend } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { FEEDBACK_TEXT_MAX, ZFeedbackReplyBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/dates';
import { useContractForm } from '../../lib/use-contract-form';
import { useSignedInUser } from '../account/current-user';
import { saveScreenshot, useAnswerFeedback, useFeedbackDetails, useScreenshotUrl, type TFeedback } from './feedback.api';
import { STATUS_COLOR, stars, statusLabel } from './feedback-format';

function Screenshot({ feedback }: { feedback: TFeedback }) {
  const url = useScreenshotUrl(feedback.id, feedback.screenshot_name !== null);
  if (!feedback.screenshot_name) return null;
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text fz="sm" fw={600}>
          Screenshot
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} />}
          onClick={() => void saveScreenshot(feedback.id, feedback.screenshot_name!)}
        >
          {feedback.screenshot_name}
        </Button>
      </Group>
      {url.data ? (
        <Box>
          <img
            src={url.data}
            alt={`Screenshot: ${feedback.screenshot_name}`}
            style={{ display: 'block', maxWidth: '100%', maxHeight: 560, borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
          />
        </Box>
      ) : (
        <Skeleton height={160} />
      )}
    </Stack>
  );
}

function AnswerForm({ feedback }: { feedback: TFeedback }) {
  const answer = useAnswerFeedback(feedback.id);
  const form = useContractForm(ZFeedbackReplyBody, {
    initialValues: { answer: feedback.answer ?? '', status: feedback.status === 'resolved' ? 'resolved' : 'acknowledged' },
  });
  return (
    <Paper withBorder radius="md" p="lg" component="form" noValidate onSubmit={form.onSubmit(() => form.save(answer, () => undefined))} aria-label="Answer">
      <Stack gap="md">
        <Text fw={700}>{feedback.answer ? 'Change the answer' : 'Answer'}</Text>
        <Textarea label="Answer" required autosize minRows={4} maxRows={12} maxLength={FEEDBACK_TEXT_MAX} {...form.getInputProps('answer')} />
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            Status
          </Text>
          <SegmentedControl
            aria-label="Status"
            data={[
              { value: 'acknowledged', label: 'Acknowledged' },
              { value: 'resolved', label: 'Resolved' },
            ]}
            value={form.values.status}
            onChange={(v) => form.setFieldValue('status', v)}
            w="fit-content"
          />
          {form.errors.status ? (
            <Text fz="xs" c="red">
              {form.errors.status}
            </Text>
          ) : null}
        </Stack>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} loading={answer.isPending}>
            Send answer
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /feedback/details/:id (FEEDBACK): the feedback with its sender, module, rating, text and screenshot, and the answer form. */
export function FeedbackDetailsPage() {
  const params = useParams();
  const id = Number(params.id);
  const details = useFeedbackDetails(id);
  const me = useSignedInUser();
  const feedback = details.data?.feedback;
  const fact = (label: string, value: React.ReactNode) => (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} component="div">
        {value}
      </Text>
    </Stack>
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={feedback ? `Feedback on ${feedback.module.name}` : 'Feedback'}
        description={feedback ? `From ${feedback.sender.name}, ${formatDateTime(feedback.created_at)}` : undefined}
        actions={
          <Anchor component={Link} to="/feedback/list" fz="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} /> All feedback
            </Group>
          </Anchor>
        }
      />
      {!feedback ? (
        <Skeleton height={260} />
      ) : (
        <>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {fact('From', feedback.sender.name)}
                {fact('Module', feedback.module.name)}
                {fact(
                  'Rating',
                  <Text c="yellow.7" fz="lg" aria-label={`${feedback.rating} of 5`} span>
                    {stars(feedback.rating)}
                  </Text>,
                )}
                {fact(
                  'Status',
                  <Badge variant="light" color={STATUS_COLOR[feedback.status]} radius="sm" tt="none">
                    {statusLabel(feedback.status)}
                  </Badge>,
                )}
              </SimpleGrid>
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="feedback-text">
                {feedback.text}
              </Text>
              <Screenshot feedback={feedback} />
              {feedback.answer ? (
                <Paper radius="sm" p="sm" bg="var(--mantine-color-gray-0)" style={{ borderLeft: '3px solid var(--mantine-color-green-6)' }}>
                  <Text fz="xs" c="dimmed" mb={2}>
                    Answered by {feedback.answered_by}
                    {feedback.answered_at ? `, ${formatDateTime(feedback.answered_at)}` : ''}
                  </Text>
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {feedback.answer}
                  </Text>
                </Paper>
              ) : null}
            </Stack>
          </Paper>
          {feedback.sender.user_id === me.user.id ? (
            <Alert color="gray" variant="light">
              This is your own feedback: another administrator answers it.
            </Alert>
          ) : (
            <AnswerForm key={`${feedback.id}-${feedback.answered_at ?? ''}`} feedback={feedback} />
          )}
        </>
      )}
    </Stack>
  );
}
