import { Button, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { StatusLayout } from './status-layout';

/** Shown when a page fails to render or its code cannot be downloaded (e.g. after an update). */
export function CrashPage() {
  return (
    <StatusLayout code="Oops" title="Something went wrong">
      <Text c="dimmed">This page could not be shown. Reloading usually fixes it; if not, please tell the MIS unit.</Text>
      <Button onClick={() => window.location.reload()} variant="light" leftSection={<IconRefresh size={16} />}>
        Reload the page
      </Button>
    </StatusLayout>
  );
}
