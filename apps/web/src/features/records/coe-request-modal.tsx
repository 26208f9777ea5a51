import { Switch, Textarea } from '@mantine/core';
import { ZCoeRequestBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { useRequestCoe } from './records.api';

/** An employee asks for a certificate of employment: what for, and whether it shows the salary. */
export function CoeRequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const request = useRequestCoe();
  const form = useContractForm(ZCoeRequestBody, { initialValues: { purpose: '', with_compensation: false }, warnOnLeave: opened });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Request a certificate of employment"
      onSubmit={() => form.save(request, onClose)}
      submitting={request.isPending}
      submitLabel="Send request"
      errors={form.errors}
    >
      <Textarea
        label="Purpose"
        description="What the certificate is for, e.g. a housing loan with Pag-IBIG, a visa application"
        autosize
        minRows={2}
        {...form.getInputProps('purpose')}
        required
        data-autofocus
      />
      <Switch
        label="With compensation"
        description="The certificate states your monthly and annual basic salary"
        {...form.getInputProps('with_compensation', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
