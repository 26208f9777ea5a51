import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FieldErrors } from '../lib/field-errors';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: string;
  onSubmit: () => void;
  submitting: boolean;
  submitLabel?: string;
  /** Messages under the inputs; `form` is the server's message when it named no field. */
  errors: FieldErrors;
  /** The form's count of refused saves (`useContractForm`'s `refusal`): the first message is brought into view on each. */
  refusal?: number;
  size?: string | number;
  children: ReactNode;
};

/**
 * A long form scrolls (inside a modal, or down a page): after a refusal, bring the first
 * refused input into view and focus it, or the refusal is missed. With `refusal` (a contract form's count of refused
 * saves) only a refusal does it: a message that comes or goes as a field is typed in must not take the cursor away.
 */
export function useScrollToFirstError(formRef: RefObject<HTMLElement | null>, errors: FieldErrors, refusal?: number): void {
  const cue = refusal ?? errors;
  useEffect(() => {
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (!first) return;
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (first instanceof HTMLInputElement || first instanceof HTMLTextAreaElement) first.focus({ preventScroll: true });
  }, [formRef, cue]);
}

/** A create or edit form in a modal: the fields, a message at the top when refused, Cancel and Save. */
export function FormModal({ opened, onClose, title, onSubmit, submitting, submitLabel = 'Save', errors, refusal, size = 'md', children }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  // Without a contract form's `refusal`, the messages that follow a press of Save (checked at once, or a 422 a moment
  // later) are the refusal; those that come and go while a field is typed in must not move the cursor.
  const awaiting = useRef(false);
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (!awaiting.current || Object.keys(errors).length === 0) return;
    awaiting.current = false;
    setAnswered((count) => count + 1);
  }, [errors]);
  useScrollToFirstError(formRef, errors, refusal ?? answered);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    awaiting.current = true;
    onSubmit();
  };
  return (
    <Modal opened={opened} onClose={submitting ? () => undefined : onClose} title={title} size={size} centered>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          {errors.form ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {errors.form}
            </Alert>
          ) : null}
          {children}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Which record a modal is open for (null: a new one). Each opening gets a new `key`, so the
 * form inside starts from that record's values rather than from the last edit.
 */
export function useModalFor<T>() {
  const [state, setState] = useState<{ opened: boolean; subject: T | null; key: number }>({ opened: false, subject: null, key: 0 });
  return {
    ...state,
    open: (subject: T | null = null) => setState((current) => ({ opened: true, subject, key: current.key + 1 })),
    close: () => setState((current) => ({ ...current, opened: false })),
  };
}
