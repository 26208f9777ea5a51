import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
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

// The dialog itself (Mantine's modal, its focus trap and scroll area) is downloaded the first time a
// confirmation is asked, not with the sign-in page.
const ConfirmDialogView = lazy(() => import('./confirm-dialog-view').then((module) => ({ default: module.ConfirmDialogView })));

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
      {request ? (
        <Suspense fallback={null}>
          <ConfirmDialogView request={request} opened={opened} running={running} refusal={refusal} onClose={close} onProceed={() => void proceed()} />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm is used outside ConfirmProvider');
  return confirm;
}
