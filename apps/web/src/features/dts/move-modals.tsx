import { Text, Textarea } from '@mantine/core';
import { ZForwardBody, ZReaderBody, ZReasonBody, ZRemarksBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { PdfFilesInput, pdfFilesProblem } from '../../components/pdf-files-input';
import { activeDepartmentSource, personnelSource } from '../../components/picker-sources';
import { RemoteSearchMultiPicker, RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useContractForm } from '../../lib/use-contract-form';
import { useForwardDocument, useMoveDocument, useNameReader, type TDocument, type TSimpleMove } from './dts.api';

type ModalProps = { document: TDocument; opened: boolean; onClose: () => void };

/** A refusal of the move itself (the document moved meanwhile) names no input: it is shown at the top of the form. */
const withStateAtTop = (errors: Partial<Record<string, string>>) => ({ ...errors, form: errors.form ?? errors.state });

/**
 * Forward: the office it goes to (the next of its type's route suggested), the persons there it is for (not offered to
 * whoever may not read a confidential document: addressing it lets someone read it), remarks, and files added at this step.
 */
export function ForwardModal({ document: d, opened, onClose, suggested }: ModalProps & { suggested: PickerOption | null }) {
  const forward = useForwardDocument(d.id);
  const form = useContractForm(ZForwardBody, {
    initialValues: { to: suggested, addressees: [] as PickerOption[], remarks: '', files: [] as File[] },
    toInput: (values) => ({
      to_office_id: values.to?.id,
      addressee_ids: values.addressees.map((a) => a.id),
      remarks: values.remarks.trim() || undefined,
      attachments: [],
    }),
    warnOnLeave: opened,
  });
  const submit = () => {
    const body = form.validate();
    const fileProblem = pdfFilesProblem(form.values.files);
    if (fileProblem) {
      form.setErrors((current) => ({ ...current, attachments: fileProblem }));
      return;
    }
    form.saveChecked(forward, body ? { body, files: form.values.files } : null, onClose);
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`Forward ${d.tracking_number}`}
      onSubmit={submit}
      submitting={forward.isPending}
      submitLabel="Forward"
      errors={withStateAtTop(form.errors)}
      size="lg"
    >
      <RemoteSearchPicker
        source={activeDepartmentSource}
        label="Forward to"
        placeholder="Search an office"
        required
        value={form.values.to}
        onChange={(option) => form.setFieldValue('to', option)}
        error={form.errors.to_office_id}
        description={suggested ? 'The next office of this type’s usual route is suggested; search to choose another' : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      {d.withheld ? null : (
        <RemoteSearchMultiPicker
          source={personnelSource}
          label="Addressed to"
          description="Optional: the persons there it is for. They are told of it and may read it even when it is confidential."
          placeholder={form.values.addressees.length ? undefined : 'Search by name'}
          value={form.values.addressees}
          onChange={(options) => form.setFieldValue('addressees', options)}
          error={form.errors.addressee_ids}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Textarea
        label="Remarks"
        description="Optional: what the next office should know or do"
        autosize
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('remarks')}
      />
      <PdfFilesInput
        label="Files added at this step"
        files={form.values.files}
        onChange={(files) => {
          form.setFieldValue('files', files);
          // Each chosen file shows its own problem; the form's message comes back on sending.
          form.setErrors((current) => ({ ...current, attachments: undefined }));
        }}
        error={form.errors.attachments}
        disabled={forward.isPending}
      />
    </FormModal>
  );
}

type MoveWords = { title: string; submit: string; explain: (d: TDocument) => string };

/** The words of each move made from a modal (Receive is one click; Forward has its own form). */
export const MOVE_WORDS: Record<Exclude<TSimpleMove, 'receive'>, MoveWords> = {
  hold: { title: 'Hold', submit: 'Put on hold', explain: () => 'The document stays at your office, on hold. Say why: the reason is written to its history.' },
  return: {
    title: 'Return',
    submit: 'Return it',
    explain: (d) => `The document goes back to ${d.from_office ? `${d.from_office.fullname} (${d.from_office.acronym})` : 'the office that sent it'}. Say why.`,
  },
  reject: { title: 'Reject', submit: 'Reject', explain: () => 'Its route ends here, rejected. Say why: the office that filed it will read the reason.' },
  for_pickup: { title: 'For pick-up', submit: 'Mark for pick-up', explain: () => 'The document is ready: the requester may pick it up at your office.' },
  release: { title: 'Release', submit: 'Release', explain: () => 'The document is handed over (released or picked up): its route ends here.' },
  archive: { title: 'Archive', submit: 'Archive', explain: () => 'The document is kept in your office’s files: its route ends here.' },
};

/** Hold, return or reject (a reason is required), or for pick-up, release, archive (remarks optional). */
export function MoveModal({ document: d, opened, onClose, move }: ModalProps & { move: Exclude<TSimpleMove, 'receive'> }) {
  const withReason = move === 'hold' || move === 'return' || move === 'reject';
  const mutation = useMoveDocument();
  const form = useContractForm(withReason ? ZReasonBody : ZRemarksBody, {
    initialValues: { text: '' },
    toInput: (values) => (withReason ? { reason: values.text } : { remarks: values.text.trim() || undefined }),
    warnOnLeave: opened,
  });
  const words = MOVE_WORDS[move];
  const submit = () => {
    const checked = form.validate();
    if (checked === null) return;
    const text = (checked as { reason?: string; remarks?: string }).reason ?? (checked as { remarks?: string }).remarks;
    form.saveChecked(mutation, withReason ? { id: d.id, move, reason: text } : { id: d.id, move, remarks: text }, onClose);
  };
  const field = form.getInputProps('text');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`${words.title}: ${d.tracking_number}`}
      onSubmit={submit}
      submitting={mutation.isPending}
      submitLabel={words.submit}
      errors={withStateAtTop(form.errors)}
    >
      <Text fz="sm">{words.explain(d)}</Text>
      <Textarea
        label={withReason ? 'Reason' : 'Remarks'}
        description={withReason ? undefined : 'Optional'}
        required={withReason}
        autosize
        minRows={3}
        maxLength={1000}
        data-autofocus
        {...field}
        error={form.errors.reason ?? form.errors.remarks ?? field.error}
      />
    </FormModal>
  );
}

/** Its holder names someone of their office (a clerk who handles it for the head) who may read a confidential document. */
export function NameReaderModal({ document: d, opened, onClose }: ModalProps) {
  const nameReader = useNameReader(d.id);
  const form = useContractForm(ZReaderBody, {
    initialValues: { person: null as PickerOption | null },
    toInput: (values) => ({ personnel_id: values.person?.id }),
    warnOnLeave: opened,
  });
  const submit = () => form.save(nameReader, onClose);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`Who else may read ${d.tracking_number}`}
      onSubmit={submit}
      submitting={nameReader.isPending}
      submitLabel="Let them read it"
      errors={withStateAtTop(form.errors)}
    >
      <Text fz="sm">
        This document is confidential: the others of your office see only its tracking number and status. Name someone of your office who needs to read it; it
        is written to its history.
      </Text>
      <RemoteSearchPicker
        source={personnelSource}
        label="Person"
        placeholder="Search by name"
        required
        withAvatar
        value={form.values.person}
        onChange={(option) => form.setFieldValue('person', option)}
        error={form.errors.personnel_id}
        comboboxProps={{ withinPortal: true }}
      />
    </FormModal>
  );
}
