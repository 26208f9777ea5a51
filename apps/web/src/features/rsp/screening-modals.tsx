import { useState } from 'react';
import { Text, Textarea, TextInput } from '@mantine/core';
import { ZDocumentRequestBody, ZScreeningBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
import { useRequestDocument, useScreenApplication } from './rsp.api';

export type ScreeningSubject = { id: number; name: string; decision: 'qualified' | 'not_qualified' };

/** Qualified, or not qualified with the standard that is not met (the applicant is told the reason). */
export function ScreeningModal({ subject, opened, onClose }: { subject: ScreeningSubject | null; opened: boolean; onClose: () => void }) {
  const screen = useScreenApplication();
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const qualified = subject?.decision === 'qualified';
  const submit = () => {
    if (!subject) return;
    const checked = ZScreeningBody.safeParse({ decision: subject.decision, remarks: remarks.trim() || null });
    if (!checked.success) return setErrors(errorsFromIssues(checked.error.issues));
    setErrors({});
    saveForm(screen, { id: subject.id, decision: checked.data.decision, remarks: checked.data.remarks ?? null }, { setErrors, done: onClose });
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={qualified ? `Qualified: ${subject?.name ?? ''}` : `Not qualified: ${subject?.name ?? ''}`}
      onSubmit={submit}
      submitting={screen.isPending}
      errors={errors}
      submitLabel={qualified ? 'Mark qualified' : 'Mark not qualified'}
    >
      <Text fz="sm" c="dimmed">
        {qualified
          ? 'The applicant meets the qualification standards of the post and may be invited to the interview. The applicant is told by e-mail.'
          : 'Say which qualification standard is not met. The applicant is told this reason by e-mail and in the bell.'}
      </Text>
      <Textarea
        label={qualified ? 'Remarks' : 'Reason'}
        autosize
        minRows={3}
        maxLength={1000}
        value={remarks}
        onChange={(e) => setRemarks(e.currentTarget.value)}
        error={errors.remarks}
        required={!qualified}
      />
    </FormModal>
  );
}

/** Asks the applicant for a document more; it shows on the applicant's Submit Documents page. */
export function RequestDocumentModal({ subject, opened, onClose }: { subject: { id: number; name: string } | null; opened: boolean; onClose: () => void }) {
  const request = useRequestDocument();
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    if (!subject) return;
    const checked = ZDocumentRequestBody.safeParse({ description });
    if (!checked.success) return setErrors(errorsFromIssues(checked.error.issues));
    setErrors({});
    saveForm(request, { id: subject.id, description: checked.data.description }, { setErrors, done: onClose });
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`Request a document from ${subject?.name ?? ''}`}
      onSubmit={submit}
      submitting={request.isPending}
      errors={errors}
      submitLabel="Send request"
    >
      <TextInput
        label="Document"
        placeholder="e.g. Certified true copy of the eligibility"
        maxLength={200}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        error={errors.description}
        required
      />
    </FormModal>
  );
}
