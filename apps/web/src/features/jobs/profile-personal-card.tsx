import { useRef } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { ZApplicantProfileBody } from '@hris/contracts';
import { useScrollToFirstError } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { PdsChoice, PdsDate, PdsText, PdsTextarea } from '../pds/pds-fields';
import { checkedSection } from '../pds/pds-form-state';
import { profileBody } from './applicant-profile';
import { useSaveProfile, type TApplicantProfile } from './jobs.api';

const ZPersonal = ZApplicantProfileBody.omit({ sections: true });
const SEX_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];

/** Who the applicant is: the names, sex, birth date and how to reach them (PDS part I's essentials). */
export function ProfilePersonalCard({ profile }: { profile: TApplicantProfile }) {
  const save = useSaveProfile();
  const { complete: _complete, sections: _sections, ...personal } = profile;
  const form = useContractForm<typeof ZPersonal, Record<string, unknown>>(ZPersonal, { initialValues: personal });
  const formRef = useRef<HTMLFormElement>(null);
  useScrollToFirstError(formRef, form.errors, form.refusal);

  const submit = () => {
    const body = checkedSection(form);
    form.saveChecked(save, body && profileBody(profile, body), () => undefined);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="profile-personal">
      <form ref={formRef} onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Title order={3} fz="md">
            Personal information
          </Title>
          {form.errors.form ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {form.errors.form}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <PdsText form={form} path="last_name" label="Surname" required />
            <PdsText form={form} path="first_name" label="First name" required />
            <PdsText form={form} path="middle_name" label="Middle name" />
            <PdsText form={form} path="name_extension" label="Name extension" description="Jr., Sr., III" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            <PdsChoice form={form} path="sex" label="Sex" data={SEX_OPTIONS} required />
            <PdsDate form={form} path="birth_date" label="Date of birth" required />
            <PdsText form={form} path="mobile_no" label="Mobile number" />
          </SimpleGrid>
          <PdsTextarea form={form} path="address" label="Address" description="House no., street, barangay, city or municipality, province" />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
