import { Box, Button, Card, FileButton, Grid, Group, Image, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { ZUniversityProfileBody, type TUniversityProfile } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useContractForm } from '../../lib/use-contract-form';
import { checkUpload, OFFICE_LOGO_UPLOAD } from '../../lib/upload-checks';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useSaveUniversityProfile, useUniversityProfile, useUploadUniversityLogo } from './setup.api';

function LogoCard({ logoPath }: { logoPath: string | null }) {
  const upload = useUploadUniversityLogo();
  const choose = (file: File | null) => {
    if (!file) return;
    const problem = checkUpload(file, OFFICE_LOGO_UPLOAD);
    if (problem) {
      showErrorToast(problem);
      return;
    }
    upload.mutate(file, { onSuccess: (answer) => showSuccessToast(answer.message) });
  };
  return (
    <Card withBorder padding="lg">
      <Text fw={700}>Logo</Text>
      <Text fz="sm" c="dimmed" mb="md">
        Printed at the top of the forms ({OFFICE_LOGO_UPLOAD.hint}).
      </Text>
      <Group align="center" gap="lg">
        <Box w={96} h={96} style={{ border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8, display: 'grid', placeItems: 'center' }}>
          {logoPath ? (
            <Image src={logoPath} alt="The university's logo" w={88} h={88} fit="contain" />
          ) : (
            <Text fz="xs" c="dimmed">
              No logo
            </Text>
          )}
        </Box>
        <FileButton onChange={choose} accept={OFFICE_LOGO_UPLOAD.accept} inputProps={{ 'aria-label': 'University logo file' }}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoUp size={16} />} loading={upload.isPending}>
              {logoPath ? 'Replace logo' : 'Upload logo'}
            </Button>
          )}
        </FileButton>
      </Group>
    </Card>
  );
}

function ProfileForm({ profile }: { profile: TUniversityProfile }) {
  const save = useSaveUniversityProfile();
  const { logo_path: _logo, ...initialValues } = profile;
  const form = useContractForm(ZUniversityProfileBody, { initialValues });
  return (
    <Card withBorder padding="lg" component="form" onSubmit={form.onSubmit(() => form.save(save, () => undefined))} noValidate>
      <Stack gap="sm">
        <Text fw={700}>The university</Text>
        <TextInput label="Name" required placeholder="e.g. Tarlac Northern State University" {...form.getInputProps('university_name')} />
        <TextInput
          label="Address"
          description="Printed under the name on the forms (CS Form No. 6); left out while empty"
          placeholder="e.g. Rizal Avenue, Tarlac City 2300"
          {...form.getInputProps('university_address')}
        />
        <Text fw={700} mt="md">
          Codes and numbers the payroll files and BIR forms print
        </Text>
        <Text fz="sm" c="dimmed">
          The same values as Payroll → BIR (employer&apos;s data) and the payroll files&apos; settings: a change here shows there.
        </Text>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="TIN" placeholder="000-000-000" {...form.getInputProps('employer_tin')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label="Branch code" placeholder="0000" {...form.getInputProps('employer_branch')} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <TextInput label="RDO code" placeholder="e.g. 017" {...form.getInputProps('employer_rdo')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Bank's agency code" description="The code the depository bank gave the university" {...form.getInputProps('bank_agency_code')} />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /settings/university (administrators, general settings): the university's name, address, logo and codes, in one place. */
export function UniversityProfilePage() {
  const profile = useUniversityProfile();
  return (
    <Stack gap="lg">
      <PageHeader title="University profile" description="The name, address and logo the forms print, and the codes the payroll files and BIR forms carry." />
      {profile.data ? (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <ProfileForm profile={profile.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <LogoCard logoPath={profile.data.logo_path} />
          </Grid.Col>
        </Grid>
      ) : (
        <Skeleton h={360} />
      )}
    </Stack>
  );
}
