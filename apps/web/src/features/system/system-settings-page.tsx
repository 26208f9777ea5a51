import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { AnnouncementCard } from './announcement-card';
import { MaintenanceCard } from './maintenance-card';
import { UndeliveredMailCard } from './undelivered-mail-card';

/** /settings/system (administrators): maintenance mode, undelivered mail and announcements. */
export function SystemSettingsPage() {
  return (
    <Stack gap="xl">
      <PageHeader title="System" description="Switch maintenance mode, see undelivered mail and send announcements to users." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <MaintenanceCard />
            <UndeliveredMailCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AnnouncementCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
