import { useState } from 'react';
import { Anchor, Badge, Button, FileInput, Group, Input, Paper, Rating, Select, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconPhoto, IconSend } from '@tabler/icons-react';
import { FEEDBACK_TEXT_MAX, ZFeedbackBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { formatDateTime } from '../../lib/dates';
import { AVATAR_UPLOAD, checkUpload, type UploadRule } from '../../lib/upload-checks';
import { useContractForm } from '../../lib/use-contract-form';
import { saveScreenshot, useFeedbackLiveRefresh, useFeedbackModules, useMyFeedback, useSendFeedback, type TFeedback } from './feedback.api';
import { STATUS_COLOR, stars, statusLabel } from './feedback-format';

/** A screenshot: PNG or JPEG up to 3 MB (the server checks the bytes again). */
const SCREENSHOT_UPLOAD: UploadRule = { ...AVATAR_UPLOAD, maxBytes: 3 * 1024 * 1024, hint: 'png or jpg images up to 3mb' };

function SendForm({ onSent }: { onSent: () => void }) {
  const modules = useFeedbackModules();
  const send = useSendFeedback();
  // The screenshot is a File, kept beside the form's values; it is uploaded when the feedback is sent.
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const initialValues: { module_id: string | null; rating: number; text: string } = { module_id: null, rating: 0, text: '' };
  const form = useContractForm(ZFeedbackBody, {
    initialValues,
    toInput: (v) => ({ module_id: v.module_id ?? undefined, rating: v.rating || undefined, text: v.text }),
  });
  const submit = () => {
    const body = form.validate();
    if (body === null) return;
    if (screenshot) {
      const problem = checkUpload(screenshot, SCREENSHOT_UPLOAD);
      if (problem) {
        form.setErrors({ screenshot_path: problem });
        return;
      }
    }
    form.saveChecked(send, { body, screenshot }, () => {
      setScreenshot(null);
      onSent();
    });
  };
  return (
    <Paper withBorder radius="md" p="lg" component="form" noValidate onSubmit={form.onSubmit(submit)} aria-label="Send feedback">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Module"
            required
            searchable
            placeholder={modules.isPending ? 'Loading…' : 'Choose the module'}
            data={(modules.data?.modules ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
            nothingFoundMessage="No such module"
            {...form.getInputProps('module_id')}
          />
          <Input.Wrapper label="Rating" required error={form.errors.rating} description="1 (poor) to 5 (excellent)">
            <Rating
              size="lg"
              value={form.values.rating}
              onChange={(v) => form.setFieldValue('rating', v)}
              getSymbolLabel={(v) => `${v} star${v === 1 ? '' : 's'}`}
              aria-label="Rating"
              mt={4}
            />
          </Input.Wrapper>
        </SimpleGrid>
        <Textarea
          label="Feedback"
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={FEEDBACK_TEXT_MAX}
          placeholder="What works well, what does not, what you would change"
          {...form.getInputProps('text')}
        />
        <FileInput
          label="Screenshot"
          description={`Optional: ${SCREENSHOT_UPLOAD.hint}`}
          placeholder="Choose an image"
          accept={SCREENSHOT_UPLOAD.accept}
          leftSection={<IconPhoto size={16} />}
          clearable
          value={screenshot}
          onChange={(chosen) => {
            setScreenshot(chosen);
            form.setErrors(({ screenshot_path: _, ...rest }) => rest);
          }}
          error={form.errors.screenshot_path}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
            Send feedback
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function FeedbackCard({ feedback }: { feedback: TFeedback }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="my-feedback">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="sm">
            <Text fw={600}>{feedback.module.name}</Text>
            <Text c="yellow.7" aria-label={`${feedback.rating} of 5`} fz="md">
              {stars(feedback.rating)}
            </Text>
          </Group>
          <Group gap="sm">
            <Text fz="xs" c="dimmed">
              {formatDateTime(feedback.created_at)}
            </Text>
            <Badge variant="light" color={STATUS_COLOR[feedback.status]} radius="sm" tt="none">
              {statusLabel(feedback.status)}
            </Badge>
          </Group>
        </Group>
        <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {feedback.text}
        </Text>
        {feedback.screenshot_name ? (
          <Group gap={6}>
            <Text fz="xs" c="dimmed">
              Screenshot:
            </Text>
            <Anchor component="button" type="button" fz="xs" onClick={() => void saveScreenshot(feedback.id, feedback.screenshot_name!)}>
              {feedback.screenshot_name}
            </Anchor>
          </Group>
        ) : null}
        {feedback.answer ? (
          <Paper radius="sm" p="sm" bg="var(--mantine-color-gray-0)" style={{ borderLeft: '3px solid var(--mantine-color-green-6)' }}>
            <Text fz="xs" c="dimmed" mb={2}>
              Answer from {feedback.answered_by ?? 'the administrators'}
              {feedback.answered_at ? `, ${formatDateTime(feedback.answered_at)}` : ''}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {feedback.answer}
            </Text>
          </Paper>
        ) : (
          <Text fz="xs" c="dimmed">
            Not answered yet.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** /feedback (any signed-in user): send feedback on a module; below it, my feedback with its status and answer. */
export function FeedbackPage() {
  const mine = useMyFeedback();
  const [formKey, setFormKey] = useState(0);
  useFeedbackLiveRefresh();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Feedback"
        description="Tell the administrators how a module of the HRIS works for you: rate it, say why, add a screenshot if it helps."
      />
      <SendForm key={formKey} onSent={() => setFormKey((k) => k + 1)} />
      <Stack gap="sm">
        <Text fw={700} fz="lg">
          My feedback
        </Text>
        {mine.isPending ? (
          <Skeleton height={120} />
        ) : (mine.data?.feedback.length ?? 0) === 0 ? (
          <Text fz="sm" c="dimmed">
            You have not sent feedback yet.
          </Text>
        ) : (
          mine.data!.feedback.map((f) => <FeedbackCard key={f.id} feedback={f} />)
        )}
      </Stack>
    </Stack>
  );
}
