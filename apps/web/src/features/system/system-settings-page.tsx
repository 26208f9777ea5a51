import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../app/layout/page-header';
import { AnnouncementCard } from './announcement-card';
import { MaintenanceCard } from './maintenance-card';

/** /settings/system (administrators): maintenance mode and announcements. */
export function SystemSettingsPage() {
  return (
    <Stack gap="xl">
      <PageHeader title="System" description="Switch maintenance mode and send announcements to users." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <MaintenanceCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AnnouncementCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
