import { useState } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ZChainTestBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { userSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useContractForm } from '../../lib/use-contract-form';
import { useSendTestRequest, type TApprovalChain, type TTestRequestAnswer } from './approval-chains.api';

type Props = { chain: TApprovalChain | null; opened: boolean; onClose: () => void };

/** The page always names the requester: without one the API would test the chain as the administrator. */
const ZTestRequestForm = ZChainTestBody.refine((body) => body.requester_user_id !== undefined, {
  path: ['requester_user_id'],
  message: 'Choose who makes the request.',
});

/** Sends a request through a chain as if a chosen user had made it: the first approver is notified. */
export function TestRequestModal({ chain, opened, onClose }: Props) {
  const send = useSendTestRequest(chain?.id ?? 0);
  // The picker holds the chosen user under the body's field, so a pick clears its message.
  const form = useContractForm(ZTestRequestForm, {
    initialValues: { requester_user_id: null as PickerOption | null },
    toInput: (values) => ({ requester_user_id: values.requester_user_id?.id }),
    warnOnLeave: opened,
  });
  const [sent, setSent] = useState<TTestRequestAnswer['request'] | null>(null);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Send a test request"
      onSubmit={() => form.save(send, (answer) => setSent(answer.request))}
      submitting={send.isPending}
      submitLabel="Send"
      errors={form.errors}
      refusal={form.refusal}
    >
      <Text fz="sm" c="dimmed">
        The request goes through “{chain?.name}” as if the chosen user had made it; each approver is notified in turn.
      </Text>
      <RemoteSearchPicker
        label="Requester"
        placeholder="Type a user's name or e-mail"
        source={userSource}
        value={form.values.requester_user_id}
        onChange={(requester) => form.setFieldValue('requester_user_id', requester)}
        error={form.errors.requester_user_id}
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
