import { Text, Textarea, TextInput } from '@mantine/core';
import { ZDocumentRequestBody, ZScreeningBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { useRequestDocument, useScreenApplication } from './rsp.api';

export type ScreeningSubject = { id: number; name: string; decision: 'qualified' | 'not_qualified' };

/** Qualified, or not qualified with the standard that is not met (the applicant is told the reason). */
export function ScreeningModal({ subject, opened, onClose }: { subject: ScreeningSubject | null; opened: boolean; onClose: () => void }) {
  const screen = useScreenApplication();
  const form = useContractForm(ZScreeningBody, {
    initialValues: { remarks: '' },
    toInput: (values) => ({ decision: subject?.decision, remarks: values.remarks.trim() || null }),
    warnOnLeave: opened,
  });
  const qualified = subject?.decision === 'qualified';
  const submit = () => {
    if (!subject) return;
    const body = form.validate();
    form.saveChecked(screen, body && { id: subject.id, decision: body.decision, remarks: body.remarks ?? null }, onClose);
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={qualified ? `Qualified: ${subject?.name ?? ''}` : `Not qualified: ${subject?.name ?? ''}`}
      onSubmit={submit}
      submitting={screen.isPending}
      errors={form.errors}
      submitLabel={qualified ? 'Mark qualified' : 'Mark not qualified'}
    >
      <Text fz="sm" c="dimmed">
        {qualified
          ? 'The applicant meets the qualification standards of the post and may be invited to the interview. The applicant is told by e-mail.'
          : 'Say which qualification standard is not met. The applicant is told this reason by e-mail and in the bell.'}
      </Text>
      <Textarea label={qualified ? 'Remarks' : 'Reason'} autosize minRows={3} maxLength={1000} {...form.getInputProps('remarks')} required={!qualified} />
    </FormModal>
  );
}

/** Asks the applicant for a document more; it shows on the applicant's Submit Documents page. */
export function RequestDocumentModal({ subject, opened, onClose }: { subject: { id: number; name: string } | null; opened: boolean; onClose: () => void }) {
  const request = useRequestDocument();
  const form = useContractForm(ZDocumentRequestBody, { initialValues: { description: '' }, warnOnLeave: opened });
  const submit = () => {
    if (!subject) return;
    const body = form.validate();
    form.saveChecked(request, body && { id: subject.id, description: body.description }, onClose);
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`Request a document from ${subject?.name ?? ''}`}
      onSubmit={submit}
      submitting={request.isPending}
      errors={form.errors}
      submitLabel="Send request"
    >
      <TextInput label="Document" placeholder="e.g. Certified true copy of the eligibility" maxLength={200} {...form.getInputProps('description')} required />
    </FormModal>
  );
}
