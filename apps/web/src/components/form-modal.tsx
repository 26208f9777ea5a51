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
    // A searchable list (a picker) opens on focus, and its dropdown would cover the message under it (issue 42 item
    // 12: "You already belong to …" hidden): it is brought into view, not focused.
    const opensList = first.getAttribute('aria-haspopup') === 'listbox';
    if ((first instanceof HTMLInputElement || first instanceof HTMLTextAreaElement) && !opensList) first.focus({ preventScroll: true });
  }, [formRef, cue]);
}

/** The text inside `root`, leaving out `skip` (the fallback list itself, which must not count as showing its messages). */
function textOutside(root: HTMLElement, skip: HTMLElement | null): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!skip?.contains(node)) parts.push(node.textContent ?? '');
  return parts.join('\n');
}

/**
 * The messages no input of the form shows: a refusal keyed by a field the form has no input for (a server's key that
 * differs from the input's name) would otherwise leave the modal open with no message anywhere (issue 42 item 12).
 * Read from what is on screen after the messages are placed, so it holds for every form without a list of its fields.
 */
function useUnshownMessages(formRef: RefObject<HTMLElement | null>, fallbackRef: RefObject<HTMLElement | null>, errors: FieldErrors): string[] {
  const [unshown, setUnshown] = useState<string[]>([]);
  useEffect(() => {
    const root = formRef.current;
    if (!root) return;
    const shown = textOutside(root, fallbackRef.current);
    const missing = Object.entries(errors).flatMap(([key, message]) => (key !== 'form' && message && !shown.includes(message) ? [message] : []));
    setUnshown((current) => (current.join('\n') === missing.join('\n') ? current : missing));
  }, [formRef, fallbackRef, errors]);
  return unshown;
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
  const fallbackRef = useRef<HTMLDivElement>(null);
  const unshown = useUnshownMessages(formRef, fallbackRef, errors);

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
          {unshown.length > 0 ? (
            <Alert ref={fallbackRef} color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {unshown.map((message) => (
                <div key={message}>{message}</div>
              ))}
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
