import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconSend, IconSpeakerphone } from '@tabler/icons-react';
import { errorsFromServer, type FieldErrors } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useSendAnnouncement } from './system.api';

const EMPTY = { user_email: '', title: '', description: '', link: '' };

function requiredErrors(form: typeof EMPTY): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.user_email.trim()) errors.user_email = 'The e-mail address is required.';
  if (!form.title.trim()) errors.title = 'The title is required.';
  if (!form.description.trim()) errors.description = 'The message is required.';
  return errors;
}

/** Sends a notification to one user by e-mail address; it arrives live on their bell. */
export function AnnouncementCard() {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendAnnouncement();

  const set = (key: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = requiredErrors(form);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const link = form.link.trim();
    const recipient = form.user_email.trim();
    send.mutate(
      { user_email: recipient, title: form.title.trim(), description: form.description.trim(), ...(link ? { link } : {}) },
      {
        onSuccess: () => {
          setForm(EMPTY);
          showSuccessToast(`Announcement sent to ${recipient}.`);
        },
        onError: (error) => setErrors(errorsFromServer(error.fieldErrors)),
      },
    );
  };

  return (
    <Card withBorder shadow="xs" padding="lg">
      <Group gap="sm" mb={4}>
        <IconSpeakerphone size={20} stroke={1.7} />
        <Text fw={700}>Send an announcement</Text>
      </Group>
      <Text fz="sm" c="dimmed" mb="lg">
        The user receives it as a notification on the bell, live if they are signed in.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Recipient's e-mail address"
            name="user_email"
            type="email"
            placeholder="employee@university.edu.ph"
            value={form.user_email}
            onChange={(event) => set('user_email')(event.currentTarget.value)}
            error={errors.user_email}
            required
          />
          <TextInput
            label="Title"
            name="title"
            value={form.title}
            onChange={(event) => set('title')(event.currentTarget.value)}
            error={errors.title}
            required
          />
          <Textarea
            label="Message"
            name="description"
            autosize
            minRows={3}
            value={form.description}
            onChange={(event) => set('description')(event.currentTarget.value)}
            error={errors.description}
            required
          />
          <TextInput
            label="Link"
            name="link"
            description="Optional: a page of the system to open, e.g. /profile/account/settings"
            value={form.link}
            onChange={(event) => set('link')(event.currentTarget.value)}
            error={errors.link}
          />
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
