import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Box, Button, Card, Group, PasswordInput, SimpleGrid, Text } from '@mantine/core';
import { PASSWORD_HINT, ZUpdatePasswordBody } from '@hris/contracts';
import { errorsFromIssues, errorsFromServer, type FieldErrors } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useUpdatePassword } from './account.api';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Change password; the server's 422 messages appear under the inputs. */
export function ChangePasswordCard() {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdatePassword();

  const field = (key: keyof typeof EMPTY) => ({
    name: key,
    value: form[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [key]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZUpdatePasswordBody.safeParse(form);
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    update.mutate(form, {
      onSuccess: (answer) => {
        setForm(EMPTY);
        showSuccessToast(answer.message || 'Your password has been changed.');
      },
      onError: (error) => setErrors(errorsFromServer(error.fieldErrors)),
    });
  };

  return (
    <Card withBorder shadow="xs" padding="lg" component="section" aria-labelledby="change-password-title">
      <Text id="change-password-title" fw={700} mb={4}>
        Change password
      </Text>
      <Text fz="sm" c="dimmed" mb="md">
        {PASSWORD_HINT}
      </Text>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput label="Current password" autoComplete="current-password" required {...field('current_password')} />
          <Box visibleFrom="sm" />
          <PasswordInput label="New password" autoComplete="new-password" required {...field('password')} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" required {...field('password_confirmation')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={update.isPending}>
            Change password
          </Button>
        </Group>
      </form>
    </Card>
  );
}
