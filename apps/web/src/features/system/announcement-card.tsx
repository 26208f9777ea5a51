import { useRef } from 'react';
import { Button, Card, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconSend, IconSpeakerphone } from '@tabler/icons-react';
import { textField, ZAnnouncementBody } from '@hris/contracts';
import { useScrollToFirstError } from '../../components/form-modal';
import { formErrorsOf } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { useSendAnnouncement } from './system.api';

/** A field the page asks to be filled in, in its words, before the announcement's own check of it. */
const filled = (message: string) => textField().trim().min(1, message);
const { shape } = ZAnnouncementBody;
/** The announcement's body, with what the page asks first: a recipient, a title and a message. */
const ZAnnouncementForm = ZAnnouncementBody.extend({
  user_email: filled('The e-mail address is required.').pipe(shape.user_email),
  title: filled('The title is required.').pipe(shape.title),
  description: filled('The message is required.').pipe(shape.description.unwrap()),
});

/** Sends a notification to one user by e-mail address; it arrives live on their bell. */
export function AnnouncementCard() {
  const send = useSendAnnouncement();
  const form = useContractForm(ZAnnouncementForm, {
    initialValues: { user_email: '', title: '', description: '', link: '' },
    // A link left empty is no link.
    toInput: ({ link, ...values }) => ({ ...values, link: link.trim() || undefined }),
  });
  const formRef = useRef<HTMLFormElement>(null);
  useScrollToFirstError(formRef, form.errors, form.refusal);

  // The answer is the notification sent, with no message of its own: the page says whom it went to.
  const submit = form.onSubmit(() => {
    const body = form.validate();
    if (!body) return;
    const recipient = form.values.user_email.trim();
    send.mutate(body, {
      onSuccess: () => {
        form.reset();
        showSuccessToast(`Announcement sent to ${recipient}.`);
      },
      onError: (error) => form.setErrors(formErrorsOf(error)),
    });
  });

  return (
    <Card withBorder shadow="xs" padding="lg">
      <Group gap="sm" mb={4}>
        <IconSpeakerphone size={20} stroke={1.7} />
        <Text fw={700}>Send an announcement</Text>
      </Group>
      <Text fz="sm" c="dimmed" mb="lg">
        The user receives it as a notification on the bell, live if they are signed in.
      </Text>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Recipient's e-mail address" type="email" placeholder="employee@university.edu.ph" {...form.getInputProps('user_email')} required />
          <TextInput label="Title" {...form.getInputProps('title')} required />
          <Textarea label="Message" autosize minRows={3} {...form.getInputProps('description')} required />
          <TextInput label="Link" description="Optional: a page of the system to open, e.g. /profile/account/settings" {...form.getInputProps('link')} />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
              Send announcement
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
