import { useDeferredValue, type ReactNode } from 'react';
import { Alert, Grid, Skeleton, Stack } from '@mantine/core';
import { BelowTheFold } from '../../components/below-the-fold';
import { PageHeader } from '../../components/page-header';
import { manilaNow } from '../../lib/dates';
import { SetupCard } from '../setup/setup-card';
import { useNotificationList } from '../notifications/notifications.api';
import { useSignedInUser } from '../account/current-user';
import { useDashboard } from './dashboard.api';
import { LatestNotificationsCard } from './latest-notifications-card';
import { MyApplicationsCard, MyRequestsCard, OpenPostsCard } from './my-items-cards';
import { WaitingForYou } from './waiting-for-you';
import { WhoYouAreCard } from './who-you-are-card';

function greeting(now = new Date()): string {
  const { hour } = manilaNow(now);
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

const today = () => manilaNow().todayInWords;

/**
 * Holds the cards back until every answer they show has arrived (the counts with an administrator's setup progress, and
 * the notifications), over a placeholder taller than the screen: the cards then appear in place at once instead of
 * pushing each other down one by one as their data lands (issue 42: a layout shift of 0.4 on a phone).
 */
function WhenLoaded({ children }: { children: ReactNode }) {
  const dashboard = useDashboard();
  const notifications = useNotificationList();
  const loading = dashboard.isPending || notifications.isPending;
  // Answers that arrive after the page is drawn have the cards drawn as a transition, in slices the browser can
  // interleave with its own work, not in the one long task an answer's render would be (issue 42 item 19); the
  // placeholder stays until they are ready. Answers already there (lib/early-answers.ts) have them drawn with the page.
  const waiting = useDeferredValue(loading);
  if (loading || waiting) {
    return (
      <Stack gap="xl" mih="100dvh" data-testid="dashboard-loading" aria-busy>
        <Skeleton h={140} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Skeleton h={300} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Skeleton h={300} />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <SetupCard progress={dashboard.data?.setup ?? null} />
      {children}
    </Stack>
  );
}

/** An applicant's dashboard: their applications and the posts open today. */
function ApplicantDashboard() {
  const dashboard = useDashboard();
  if (!dashboard.data) return <Alert color="red">We could not load your applications. Try again in a moment.</Alert>;
  const { my_applications, open_posts, open_posts_total } = dashboard.data;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <MyApplicationsCard applications={my_applications} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <OpenPostsCard posts={open_posts} total={open_posts_total} />
      </Grid.Col>
      <Grid.Col span={12}>
        <LatestNotificationsCard />
      </Grid.Col>
    </Grid>
  );
}

/** About the heights of the cards drawn after the first screen (their placeholders'). */
const NOTIFICATIONS_CARD_HEIGHT = 300;
const WHO_YOU_ARE_CARD_HEIGHT = 330;
const ITEMS_CARD_HEIGHT = 300;

/** An employee's dashboard: what waits for them, their latest requests, notifications, who they are. */
function EmployeeDashboard() {
  const dashboard = useDashboard();
  const data = dashboard.data;
  return (
    <Stack gap="xl">
      {data ? <WaitingForYou tasks={data.tasks} /> : null}
      {dashboard.isError ? <Alert color="red">We could not count what waits for you. Try again in a moment.</Alert> : null}
      <Grid gap="lg">
        {/* Below the first screen on a phone (under what waits): drawn after it. */}
        {data ? (
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <BelowTheFold minHeight={ITEMS_CARD_HEIGHT}>
              <MyRequestsCard requests={data.my_requests} />
            </BelowTheFold>
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <BelowTheFold minHeight={NOTIFICATIONS_CARD_HEIGHT}>
            <LatestNotificationsCard />
          </BelowTheFold>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <BelowTheFold minHeight={WHO_YOU_ARE_CARD_HEIGHT}>
            <WhoYouAreCard />
          </BelowTheFold>
        </Grid.Col>
        {data && (data.my_applications.length > 0 || data.open_posts_total > 0) ? (
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <BelowTheFold minHeight={ITEMS_CARD_HEIGHT}>
              {data.my_applications.length > 0 ? (
                <MyApplicationsCard applications={data.my_applications} />
              ) : (
                <OpenPostsCard posts={data.open_posts} total={data.open_posts_total} />
              )}
            </BelowTheFold>
          </Grid.Col>
        ) : null}
      </Grid>
    </Stack>
  );
}

/** /dashboard: what waits for me, with counts, and my latest items (issue 17), not a card per module. */
export function DashboardPage() {
  const { user } = useSignedInUser();
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;

  return (
    <Stack gap="xl">
      <PageHeader title={`${greeting()}, ${firstName}`} description={today()} />
      <WhenLoaded>{user.is_applicant || !user.personnel ? <ApplicantDashboard /> : <EmployeeDashboard />}</WhenLoaded>
    </Stack>
  );
}
