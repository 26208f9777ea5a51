import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../app/layout/page-header';
import { ChangePasswordCard } from './change-password-card';
import { PersonalInfoCard } from './personal-info-card';
import { ProfilePhotoCard } from './profile-photo-card';

/** /profile/account/settings: name, mobile number, photo and password of the signed-in user. */
export function AccountSettingsPage() {
  return (
    <Stack gap="xl">
      <PageHeader title="Account Settings" description="Keep your contact details, photo and password up to date." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfilePhotoCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PersonalInfoCard />
            <ChangePasswordCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
