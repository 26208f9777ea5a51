import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { MESSAGES } from '@hris/contracts';
import { StatusLayout } from './status-layout';

/** /503: shown while the system is in maintenance mode. */
export function MaintenancePage() {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [stillClosed, setStillClosed] = useState(false);

  const tryAgain = async () => {
    setChecking(true);
    try {
      const answer = await fetch('/api/users/maintainance', { headers: { Accept: 'application/json' } });
      if (answer.status === 503) setStillClosed(true);
      else void navigate('/', { replace: true });
    } catch {
      setStillClosed(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <StatusLayout code="503" title="Under maintenance">
      <Text c="dimmed">{MESSAGES.maintenance}</Text>
      {stillClosed ? (
        <Text fz="sm" c="orange.8">
          The system is still under maintenance.
        </Text>
      ) : null}
      <Button onClick={() => void tryAgain()} loading={checking} variant="light" leftSection={<IconRefresh size={16} />}>
        Try again
      </Button>
    </StatusLayout>
  );
}
