import { useState, type FormEvent } from 'react';
import { Button, Card, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconPhone, IconUser } from '@tabler/icons-react';
import { ZUpdateInfoBody } from '@hris/contracts';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useUpdateInfo } from './account.api';
import { useSignedInUser } from './current-user';

/** Name and mobile number. */
export function PersonalInfoCard() {
  const { user } = useSignedInUser();
  const [name, setName] = useState(user.name);
  const [mobileNo, setMobileNo] = useState(user.mobile_no ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateInfo();
  const changed = name.trim() !== user.name || mobileNo.trim() !== (user.mobile_no ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZUpdateInfoBody.safeParse({ name, mobile_no: mobileNo.trim() === '' ? null : mobileNo });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    update.mutate(checked.data, { onSuccess: () => showSuccessToast('Your details have been saved.') });
  };

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
          <TextInput
            label="Name"
            name="name"
            leftSection={<IconUser size={16} />}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            required
          />
          <TextInput
            label="Mobile number"
            name="mobile_no"
            type="tel"
            placeholder="0917 123 4567"
            leftSection={<IconPhone size={16} />}
            value={mobileNo}
            onChange={(event) => setMobileNo(event.currentTarget.value)}
            error={errors.mobile_no}
          />
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
