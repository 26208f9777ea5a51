import { Link } from 'react-router';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLayoutDashboard } from '@tabler/icons-react';
import { MESSAGES } from '@hris/contracts';
import { useToken } from '../../lib/session';
import { StatusLayout } from './status-layout';

/** /404: unknown paths and modules the user's views do not include end here. */
export function NotFoundPage() {
  const token = useToken();
  if (token) {
    return (
      <Card withBorder padding="xl" maw={620} mx="auto" mt="xl">
        <Stack align="center" gap="md" ta="center">
          <Text fz={64} fw={800} c="maroon.2" lh={1} aria-hidden data-decorative>
            404
          </Text>
          <Title order={1} fz={26}>
            {MESSAGES.pageNotFound}
          </Title>
          <Text c="gray.7">The page you are looking for does not exist, has moved, or is not part of your account's access.</Text>
          <Button component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={16} />}>
            Go to the dashboard
          </Button>
        </Stack>
      </Card>
    );
  }
  return (
    <StatusLayout code="404" title={MESSAGES.pageNotFound}>
      <Text c="dimmed">The page you are looking for does not exist, has moved, or is not part of your account's access.</Text>
      <Button component={Link} to="/login" variant="light" leftSection={<IconArrowLeft size={16} />}>
        {MESSAGES.backToLogin}
      </Button>
    </StatusLayout>
  );
}
