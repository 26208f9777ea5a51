import { Button, Card, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPhone, IconUser } from '@tabler/icons-react';
import { ZUpdateInfoBody } from '@hris/contracts';
import { useContractForm } from '../../lib/use-contract-form';
import { useUpdateInfo } from './account.api';
import { useSignedInUser } from './current-user';

/** Name and mobile number. */
export function PersonalInfoCard() {
  const { user } = useSignedInUser();
  const update = useUpdateInfo();
  const form = useContractForm(ZUpdateInfoBody, {
    initialValues: { name: user.name, mobile_no: user.mobile_no ?? '' },
    toInput: (values) => ({ ...values, mobile_no: values.mobile_no.trim() === '' ? null : values.mobile_no }),
  });
  const { name, mobile_no: mobileNo } = form.values;
  const changed = name.trim() !== user.name || mobileNo.trim() !== (user.mobile_no ?? '');
  const submit = form.onSubmit(() => form.save(update, () => undefined, 'Your details have been saved.'));

  return (
    <Card withBorder shadow="xs" padding="lg" component="section" aria-labelledby="personal-info-title">
      <Text id="personal-info-title" fw={700} mb={4}>
        Personal information
      </Text>
      <Text fz="sm" c="dimmed" mb="md">
        Your name as shown in the system, and a mobile number HR can reach you at.
      </Text>
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" leftSection={<IconUser size={16} />} {...form.getInputProps('name')} required />
          <TextInput label="Mobile number" type="tel" placeholder="0917 123 4567" leftSection={<IconPhone size={16} />} {...form.getInputProps('mobile_no')} />
          <TextInput label="E-mail address" value={user.email} readOnly description="Ask HR to change your e-mail address." />
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={update.isPending} disabled={!changed}>
            Save changes
          </Button>
        </Group>
      </form>
    </Card>
  );
}
