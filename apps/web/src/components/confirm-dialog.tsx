import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError, failureMessages } from '../lib/api';

export type ConfirmRequest = {
  title: string;
  /** The question, e.g. "Remove Accountant I ?" (SPEC.md §5). */
  message: ReactNode;
  confirmLabel: string;
  /** The button that closes the dialog; "Keep it" when the action itself is a cancelling, so "Cancel" is never said twice. */
  cancelLabel?: string;
  /** Red for what cannot be undone, the brand colour otherwise. */
  danger?: boolean;
  /** The action; the dialog stays open with the server's message when it is refused. */
  onConfirm: () => Promise<unknown>;
};

type Confirm = (request: ConfirmRequest) => void;

const ConfirmContext = createContext<Confirm | null>(null);

/** Messages of a refused action that the dialog shows itself (the API client already toasted the rest). */
function refusalOf(error: unknown): string[] {
  if (error instanceof ApiError && (error.status === 409 || error.status === 422)) return failureMessages(error.status, error.body);
  return [];
}

/**
 * The one confirmation dialog of the app. Callers ask `useConfirm()(…)`; the action runs with the
 * button loading, and a 422 (e.g. "still in use") is shown in the dialog rather than as a toast.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [opened, setOpened] = useState(false);
  const [running, setRunning] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);

  const confirm = useCallback<Confirm>((next) => {
    setRequest(next);
    setRefusal([]);
    setOpened(true);
  }, []);

  const close = () => {
    if (!running) setOpened(false);
  };

  const proceed = async () => {
    if (!request) return;
    setRunning(true);
    setRefusal([]);
    try {
      await request.onConfirm();
      setOpened(false);
    } catch (error) {
      const messages = refusalOf(error);
      if (messages.length > 0) setRefusal(messages);
      else setOpened(false);
    } finally {
      setRunning(false);
    }
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {/* Above drawers and modals (z-index 200): a confirmation asked from inside a drawer must not open behind it. */}
      <Modal opened={opened} onClose={close} title={request?.title} centered size="md" data-testid="confirm-dialog" zIndex={400}>
        <Stack gap="md">
          {typeof request?.message === 'string' ? <Text>{request.message}</Text> : request?.message}
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
            <Button variant="default" onClick={close} disabled={running}>
              {request?.cancelLabel ?? (/^cancel/i.test(request?.confirmLabel ?? '') ? 'Keep it' : 'Cancel')}
            </Button>
            <Button color={request?.danger ? 'red' : undefined} loading={running} onClick={() => void proceed()}>
              {request?.confirmLabel ?? 'Confirm'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm is used outside ConfirmProvider');
  return confirm;
}
