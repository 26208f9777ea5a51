import { Button, Group } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The header buttons of /edats/logs: the other ways HR brings punches in. */
export function LogsPageActions() {
  return (
    <Group gap="sm">
      <Button component={Link} to="/edats/logs/import" variant="default" leftSection={<IconFileImport size={16} />}>
        Import device file
      </Button>
      <Button component={Link} to="/edats/Attendance/addLogs" leftSection={<IconPlus size={16} />}>
        Add time logs
      </Button>
    </Group>
  );
}
