import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconCalendarDue, IconCash, IconMapPin } from '@tabler/icons-react';
import { formatLongDate } from '../../lib/dates';
import { formatPeso } from '../../lib/money';
import type { TPublicPost } from './jobs.api';

/** Where Apply leads: Apply Now forwards to the post's form once the visitor is signed in (posts are known by their public code). */
export const applyPath = (post: Pick<TPublicPost, 'code'>) => `/jobs/apply_now?job=${encodeURIComponent(post.code)}`;
/** The application form of a post for the signed-in applicant. */
export const applyFormPath = (post: Pick<TPublicPost, 'code'>, applicantId: number) =>
  `/jobs/apply_now/${encodeURIComponent(post.code)}/applicant/${applicantId}`;
export const previewPath = (post: Pick<TPublicPost, 'code'>) => `/jobs/preview/${encodeURIComponent(post.code)}`;

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text c="maroon.7" lh={1} mt={2}>
        {icon}
      </Text>
      <Text fz="sm">{children}</Text>
    </Group>
  );
}

/** "SG 11 · ₱27,000.00 a month". */
export function salaryLine(post: Pick<TPublicPost, 'salary_grade' | 'monthly_salary'>): string {
  return `SG ${post.salary_grade} · ${formatPeso(post.monthly_salary)} a month`;
}

/** One open post on the board or on Apply Now: what, where, how much, until when. */
export function JobPostCard({ post, action }: { post: TPublicPost; action?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="job-post-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="lg" lh={1.3}>
            {post.position.name}
          </Title>
          <Badge variant="light" color={post.is_open ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
            {post.is_open ? 'Open' : 'Closed'}
          </Badge>
        </Group>
        <Stack gap={6}>
          <Fact icon={<IconBuilding size={16} />}>{post.department.fullname}</Fact>
          <Fact icon={<IconMapPin size={16} />}>{post.campus.name}</Fact>
          <Fact icon={<IconCash size={16} />}>{salaryLine(post)}</Fact>
          {post.closing_date ? <Fact icon={<IconCalendarDue size={16} />}>Apply until {formatLongDate(post.closing_date)}</Fact> : null}
        </Stack>
        <Text fz="xs" c="dimmed">
          {post.slots === 1 ? '1 post' : `${post.slots} posts`} · {post.board === 'APB' ? 'Academic' : 'Non-academic'}
          {post.plantilla_item_no ? ` · Item ${post.plantilla_item_no}` : ''}
        </Text>
        <Group gap="xs" mt="auto" pt="xs">
          <Button component={Link} to={previewPath(post)} variant="default" size="sm">
            View details
          </Button>
          {action ??
            (post.is_open ? (
              <Button component={Link} to={applyPath(post)} size="sm">
                Apply
              </Button>
            ) : null)}
        </Group>
      </Stack>
    </Card>
  );
}
