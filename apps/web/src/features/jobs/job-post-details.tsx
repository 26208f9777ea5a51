import type { ReactNode } from 'react';
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { formatLongDate } from '../../lib/dates';
import { salaryLine } from './job-post-card';
import type { TPublicPost } from './jobs.api';

function Standard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600} lts={0.4}>
        {label}
      </Text>
      <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The head of a post: position, office, campus, pay and the publication period. */
export function JobPostHeading({ post }: { post: TPublicPost }) {
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {post.position.name}
        </Title>
        <Badge variant="light" color={post.is_open ? 'green' : 'gray'}>
          {post.is_open ? 'Open for application' : 'Closed'}
        </Badge>
      </Group>
      <Text fw={600}>
        {post.department.fullname} · {post.campus.name}
      </Text>
      <Text c="dimmed" fz="sm">
        {salaryLine(post)}
        {post.plantilla_item_no ? ` · Plantilla item ${post.plantilla_item_no}` : ''} · {post.slots === 1 ? '1 post' : `${post.slots} posts`}
      </Text>
      {post.publish_from && post.closing_date ? (
        <Text fz="sm">
          Posted {formatLongDate(post.publish_from)} · <b>apply until {formatLongDate(post.closing_date)}</b>
        </Text>
      ) : null}
    </Stack>
  );
}

/** The qualification standards (CSC) of a post and the documents an application must carry. */
export function JobPostStandards({ post }: { post: TPublicPost }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={2} fz="md">
            Qualification standards
          </Title>
          <Standard label="Education">{post.education}</Standard>
          <Standard label="Training">{post.training}</Standard>
          <Standard label="Experience">{post.experience}</Standard>
          <Standard label="Eligibility">{post.eligibility}</Standard>
          {post.competencies ? <Standard label="Competencies">{post.competencies}</Standard> : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={2} fz="md">
            Documents to submit
          </Title>
          <Text fz="sm" c="dimmed">
            Each as one PDF file of at most 3 MB, uploaded with your application.
          </Text>
          <List spacing={6} fz="sm" icon={<IconFileTypePdf size={16} color="var(--mantine-color-red-7)" />} center>
            {post.documents_required.map((document) => (
              <List.Item key={document}>{document}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
