import { Box, Button, Card, Group, PasswordInput, SimpleGrid, Text } from '@mantine/core';
import { PASSWORD_HINT, ZUpdatePasswordBody } from '@hris/contracts';
import { useContractForm } from '../../lib/use-contract-form';
import { useUpdatePassword } from './account.api';

/** Change password; the server's 422 messages appear under the inputs. */
export function ChangePasswordCard() {
  const update = useUpdatePassword();
  const form = useContractForm(ZUpdatePasswordBody, { initialValues: { current_password: '', password: '', password_confirmation: '' } });

  return (
    <Card withBorder shadow="xs" padding="lg" component="section" aria-labelledby="change-password-title">
      <Text id="change-password-title" fw={700} mb={4}>
        Change password
      </Text>
      <Text fz="sm" c="dimmed" mb="md">
        {PASSWORD_HINT}
      </Text>
      <form onSubmit={form.onSubmit(() => form.save(update, () => form.reset()))} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput label="Current password" autoComplete="current-password" required {...form.getInputProps('current_password')} />
          <Box visibleFrom="sm" />
          <PasswordInput label="New password" autoComplete="new-password" required {...form.getInputProps('password')} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" required {...form.getInputProps('password_confirmation')} />
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
