import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ConfirmRequest } from './confirm-dialog';

/** The confirmation dialog's view; its state lives in ConfirmProvider (confirm-dialog.tsx). */
export function ConfirmDialogView({
  request,
  opened,
  running,
  refusal,
  onClose,
  onProceed,
}: {
  request: ConfirmRequest;
  opened: boolean;
  running: boolean;
  refusal: readonly string[];
  onClose: () => void;
  onProceed: () => void;
}): ReactNode {
  return (
    // Above drawers and modals (z-index 200): a confirmation asked from inside a drawer must not open behind it.
    <Modal opened={opened} onClose={onClose} title={request.title} centered size="md" data-testid="confirm-dialog" zIndex={400}>
      <Stack gap="md">
        {typeof request.message === 'string' ? <Text>{request.message}</Text> : request.message}
        {refusal.length > 0 ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {refusal.map((message) => (
              <Text key={message} fz="sm">
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={running}>
            {request.cancelLabel ?? (/^cancel/i.test(request.confirmLabel) ? 'Keep it' : 'Cancel')}
          </Button>
          <Button color={request.danger ? 'red' : undefined} loading={running} onClick={onProceed}>
            {request.confirmLabel ?? 'Confirm'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
