import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../../app/layout/page-header';
import { useSignedInUser } from '../account/current-user';
import { LatestNotificationsCard } from './latest-notifications-card';
import { ModuleShortcuts } from './module-shortcuts';
import { WhoYouAreCard } from './who-you-are-card';

function greeting(now = new Date()): string {
  const hour = Number(new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', hour: 'numeric', hourCycle: 'h23' }).format(now));
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const today = () =>
  new Intl.DateTimeFormat('en-PH', { timeZone: 'Asia/Manila', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date());

/** /dashboard: who you are, your latest notifications and shortcuts to your modules. */
export function DashboardPage() {
  const { user } = useSignedInUser();
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;

  return (
    <Stack gap="xl">
      <PageHeader title={`${greeting()}, ${firstName}`} description={today()} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <WhoYouAreCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <LatestNotificationsCard />
        </Grid.Col>
      </Grid>
      <ModuleShortcuts />
    </Stack>
  );
}
