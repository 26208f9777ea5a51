import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Card, Group, Stack, Text } from '@mantine/core';
import type { TDashboard } from '@hris/contracts';
import { formatLongDate, formatRelative } from '../../lib/dates';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { ApplicationStatusBadge } from '../jobs/application-status-badge';
import classes from './dashboard.module.css';

function ListCard({
  title,
  action,
  empty,
  testId,
  children,
}: {
  title: string;
  action?: ReactNode;
  empty: string | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder shadow="xs" padding="lg" h="100%" data-testid={testId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={700} component="h2" fz="md">
          {title}
        </Text>
        {action}
      </Group>
      {empty ? (
        <Text fz="sm" c="gray.7" py="md">
          {empty}
        </Text>
      ) : (
        <Stack gap={2} mx={-10}>
          {children}
        </Stack>
      )}
    </Card>
  );
}

function Row({ to, children }: { to: string | null; children: ReactNode }) {
  return to ? (
    <Link to={to} className={classes.row}>
      {children}
    </Link>
  ) : (
    <Box className={classes.row}>{children}</Box>
  );
}

/** My latest requests through the approval chain (leave, travel, overtime…) with their status. */
export function MyRequestsCard({ requests }: { requests: TDashboard['my_requests'] }) {
  return (
    <ListCard
      title="Your latest requests"
      testId="my-requests"
      empty={requests.length === 0 ? 'You have not filed a request yet. Leave, travel and overtime are under My Account.' : null}
      action={
        <Anchor component={Link} to="/approvals" fz="sm">
          All your requests
        </Anchor>
      }
    >
      {requests.map((request) => (
        <Row key={request.id} to={request.link}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Box style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} className={classes.title}>
                {request.title}
              </Text>
              <Text fz="xs" c="gray.7">
                {request.type_label} · filed {formatRelative(request.filed_at)}
              </Text>
            </Box>
            <RequestStatusBadge status={request.status} />
          </Group>
        </Row>
      ))}
    </ListCard>
  );
}

/** My job applications with where each stands. */
export function MyApplicationsCard({ applications }: { applications: TDashboard['my_applications'] }) {
  return (
    <ListCard
      title="Your applications"
      testId="my-applications"
      empty={applications.length === 0 ? 'You have not applied for a post yet. Choose one of the open posts to apply.' : null}
      action={
        <Anchor component={Link} to="/account/application/status" fz="sm">
          Follow your applications
        </Anchor>
      }
    >
      {applications.map((application) => (
        <Row key={application.id} to="/account/application/status">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Box style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600} className={classes.title}>
                {application.position}
              </Text>
              <Text fz="xs" c="gray.7">
                Post {application.post_code} · applied {formatRelative(application.submitted_at)}
              </Text>
            </Box>
            <ApplicationStatusBadge status={application.status} />
          </Group>
        </Row>
      ))}
    </ListCard>
  );
}

/** The posts open today, closing soonest first, and a link to all of them. */
export function OpenPostsCard({ posts, total }: { posts: TDashboard['open_posts']; total: number }) {
  return (
    <ListCard
      title="Open posts"
      testId="open-posts"
      empty={posts.length === 0 ? 'No post is open today. New vacancies are published here.' : null}
      action={
        <Anchor component={Link} to="/jobs/apply_now" fz="sm">
          {total > 0 ? `See all ${total}` : 'Job board'}
        </Anchor>
      }
    >
      {posts.map((post) => (
        <Row key={post.code} to={`/jobs/preview/${encodeURIComponent(post.code)}`}>
          <Text fz="sm" fw={600} className={classes.title}>
            {post.position}
          </Text>
          <Text fz="xs" c="gray.7">
            {post.campus} · closes {formatLongDate(post.closing_date)}
          </Text>
        </Row>
      ))}
    </ListCard>
  );
}
