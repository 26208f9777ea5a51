import { useState } from 'react';
import { Switch, Textarea } from '@mantine/core';
import { ZCoeRequestBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
import { useRequestCoe } from './records.api';

/** An employee asks for a certificate of employment: what for, and whether it shows the salary. */
export function CoeRequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const request = useRequestCoe();
  const [purpose, setPurpose] = useState('');
  const [withCompensation, setWithCompensation] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    const checked = ZCoeRequestBody.safeParse({ purpose, with_compensation: withCompensation });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    saveForm(request, checked.data, { setErrors, done: onClose });
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Request a certificate of employment"
      onSubmit={submit}
      submitting={request.isPending}
      submitLabel="Send request"
      errors={errors}
    >
      <Textarea
        label="Purpose"
        name="purpose"
        description="What the certificate is for, e.g. a housing loan with Pag-IBIG, a visa application"
        autosize
        minRows={2}
        value={purpose}
        onChange={(e) => setPurpose(e.currentTarget.value)}
        error={errors.purpose}
        required
        data-autofocus
      />
      <Switch
        label="With compensation"
        description="The certificate states your monthly and annual basic salary"
        checked={withCompensation}
        onChange={(e) => setWithCompensation(e.currentTarget.checked)}
      />
    </FormModal>
  );
}
