import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { ChangePasswordCard } from './change-password-card';
import { PersonalInfoCard } from './personal-info-card';
import { ProfilePhotoCard } from './profile-photo-card';
import { SessionsCard } from './sessions-card';

/** /profile/account/settings: name, mobile number, photo, password and sign-ins of the signed-in user. */
export function AccountSettingsPage() {
  return (
    <Stack gap="xl">
      <PageHeader title="Account Settings" description="Keep your contact details, photo and password up to date, and see where you are signed in." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfilePhotoCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PersonalInfoCard />
            <ChangePasswordCard />
            <SessionsCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
