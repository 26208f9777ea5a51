import { Link } from 'react-router';
import { Button, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { MESSAGES } from '@hris/contracts';
import { StatusLayout } from './status-layout';

/** /404: unknown paths and modules the user's views do not include end here. */
export function NotFoundPage() {
  return (
    <StatusLayout code="404" title={MESSAGES.pageNotFound}>
      <Text c="dimmed">The page you are looking for does not exist, has moved, or is not part of your account's access.</Text>
      <Button component={Link} to="/login" variant="light" leftSection={<IconArrowLeft size={16} />}>
        {MESSAGES.backToLogin}
      </Button>
    </StatusLayout>
  );
}
