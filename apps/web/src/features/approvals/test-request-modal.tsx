import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { userSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { formErrorsOf, type FieldErrors } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useSendTestRequest, type TApprovalChain, type TTestRequestAnswer } from './approval-chains.api';

type Props = { chain: TApprovalChain | null; opened: boolean; onClose: () => void };

/** Sends a request through a chain as if a chosen user had made it: the first approver is notified. */
export function TestRequestModal({ chain, opened, onClose }: Props) {
  const send = useSendTestRequest(chain?.id ?? 0);
  const [requester, setRequester] = useState<PickerOption | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<TTestRequestAnswer['request'] | null>(null);

  const submit = () => {
    if (!requester) {
      setErrors({ requester_user_id: 'Choose who makes the request.' });
      return;
    }
    setErrors({});
    send.mutate(requester.id, {
      onSuccess: (answer) => {
        showSuccessToast(answer.message ?? `A test request was sent for ${requester.label}.`);
        setSent(answer.request);
      },
      onError: (error) => setErrors(formErrorsOf(error)),
    });
  };

  return (
    <FormModal opened={opened} onClose={onClose} title="Send a test request" onSubmit={submit} submitting={send.isPending} submitLabel="Send" errors={errors}>
      <Text fz="sm" c="dimmed">
        The request goes through “{chain?.name}” as if the chosen user had made it; each approver is notified in turn.
      </Text>
      <RemoteSearchPicker
        label="Requester"
        placeholder="Type a user's name or e-mail"
        source={userSource}
        value={requester}
        onChange={setRequester}
        error={errors.requester_user_id}
        data-autofocus
      />
      {sent ? (
        <Text fz="sm">
          Sent: request #{sent.id} waits at its first step.{' '}
          <Anchor component={Link} to={`/approvals?id=${sent.id}`}>
            Open it
          </Anchor>
        </Text>
      ) : null}
    </FormModal>
  );
}
