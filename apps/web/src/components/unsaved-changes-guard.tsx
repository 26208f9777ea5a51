import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { hasUnsavedChanges } from '../lib/use-unsaved-changes';

/**
 * The one guard for unsaved forms (lib/use-unsaved-changes): a link, a sidebar entry, another part of the PDS
 * or the back button asks first; closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title="Leave without saving?" centered>
      <Stack gap="md">
        <Text>You have changes on this page that are not saved. If you leave now, they are lost.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
