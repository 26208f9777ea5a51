import { useState } from 'react';
import { FileInput, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import {
  manilaToday,
  MEMORANDUM_AUDIENCE_LABELS,
  MEMORANDUM_AUDIENCES,
  MEMORANDUM_PDF_REQUIRED,
  ZMemorandumBody,
  type TMemorandumAudience,
} from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { checkUpload, PDF_UPLOAD } from '../../lib/upload-checks';
import { useAudienceOptions, useSaveMemorandum, type TMemorandum } from './memoranda.api';

type Props = { memorandum: TMemorandum | null; opened: boolean; onClose: () => void; onSaved?: (id: number) => void };

/** The body, and what the form adds: the audience chosen names whom it is addressed to. */
const ZMemorandumForm = ZMemorandumBody.superRefine((body, ctx) => {
  if (body.audience === 'campus' && !body.campus_id) ctx.addIssue({ code: 'custom', path: ['campus_id'], message: 'Choose the campus.' });
  if (body.audience === 'offices' && !body.department_ids.length)
    ctx.addIssue({ code: 'custom', path: ['department_ids'], message: 'Choose at least one office.' });
  if (body.audience === 'roles' && !body.role_ids.length) ctx.addIssue({ code: 'custom', path: ['role_ids'], message: 'Choose at least one role.' });
});

/** The form's values: the ids as the pickers hold them (strings), whichever audience is chosen. */
type Values = {
  number: string;
  issued_on: string;
  title: string;
  subject: string;
  audience: TMemorandumAudience;
  campus_id: string | null;
  department_ids: string[];
  role_ids: string[];
};

const ids = (values: string[]) => values.map(Number);

/** Issues a memorandum, or edits one nobody has read yet (its PDF kept unless another is chosen). */
export function MemorandumFormModal({ memorandum, opened, onClose, onSaved }: Props) {
  const save = useSaveMemorandum(memorandum?.id ?? null);
  const options = useAudienceOptions(opened);
  const ofKind = (kind: TMemorandumAudience) => (memorandum?.audience === kind ? memorandum.targets.map((t) => String(t.id)) : []);
  const initialValues: Values = {
    number: memorandum?.number ?? '',
    issued_on: memorandum?.issued_on ?? manilaToday(),
    title: memorandum?.title ?? '',
    subject: memorandum?.subject ?? '',
    audience: memorandum?.audience ?? 'everyone',
    campus_id: ofKind('campus')[0] ?? null,
    department_ids: ofKind('offices'),
    role_ids: ofKind('roles'),
  };
  const form = useContractForm(ZMemorandumForm, {
    initialValues,
    // Only the ids of the audience chosen are sent: a campus picked, then "Offices" chosen, addresses the offices.
    toInput: ({ audience, campus_id, department_ids, role_ids, ...values }) => ({
      ...values,
      audience,
      campus_id: audience === 'campus' && campus_id ? Number(campus_id) : null,
      department_ids: audience === 'offices' ? ids(department_ids) : [],
      role_ids: audience === 'roles' ? ids(role_ids) : [],
    }),
    warnOnLeave: opened,
  });
  // The PDF is a File, kept beside the form's values; it is uploaded when the memorandum is saved.
  const [file, setFile] = useState<File | null>(null);

  const submit = () => {
    const body = form.validate();
    const fileProblem = file ? checkUpload(file, PDF_UPLOAD) : memorandum ? null : MEMORANDUM_PDF_REQUIRED;
    if (fileProblem) {
      form.setErrors((current) => ({ ...current, file_path: fileProblem }));
      return;
    }
    form.saveChecked(save, body && { body, file }, (answer) => {
      onClose();
      onSaved?.(answer.memorandum.id);
    });
  };

  const data = options.data;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={memorandum ? `Edit ${memorandum.number}` : 'Issue a memorandum'}
      submitLabel={memorandum ? 'Save' : 'Issue'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={form.errors}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Number"
          placeholder="e.g. Memorandum Circular No. 12, s. 2026"
          {...form.getInputProps('number')}
          maxLength={60}
          required
          data-autofocus
        />
        <TextInput type="date" label="Date" {...form.getInputProps('issued_on')} max={manilaToday()} required />
      </SimpleGrid>
      <TextInput label="Title" {...form.getInputProps('title')} maxLength={300} required />
      <Textarea label="Subject" autosize minRows={2} maxRows={6} maxLength={5000} {...form.getInputProps('subject')} />
      <FileInput
        label="PDF"
        description={memorandum ? `Kept: ${memorandum.file_name}. Choose another to replace it.` : PDF_UPLOAD.hint}
        placeholder="Choose the memorandum's PDF"
        accept={PDF_UPLOAD.accept}
        leftSection={<IconFileTypePdf size={16} />}
        clearable
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          form.setErrors(({ file_path: _, ...rest }) => rest);
        }}
        error={form.errors.file_path}
        required={!memorandum}
      />
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          Addressed to
        </Text>
        <SegmentedControl
          aria-label="Addressed to"
          value={form.values.audience}
          onChange={(v) => form.setFieldValue('audience', v)}
          data={MEMORANDUM_AUDIENCES.map((a) => ({ value: a, label: MEMORANDUM_AUDIENCE_LABELS[a] }))}
        />
        {form.errors.audience ? (
          <Text fz="xs" c="red">
            {form.errors.audience}
          </Text>
        ) : null}
      </Stack>
      {form.values.audience === 'campus' ? (
        <Select
          label="Campus"
          required
          searchable
          placeholder={data ? 'Choose the campus' : 'Loading…'}
          data={(data?.campuses ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          {...form.getInputProps('campus_id')}
        />
      ) : null}
      {form.values.audience === 'offices' ? (
        <MultiSelect
          label="Offices"
          required
          searchable
          placeholder={data ? 'Choose the offices' : 'Loading…'}
          data={(data?.offices ?? []).map((o) => ({ value: String(o.id), label: o.campus ? `${o.name} (${o.campus})` : o.name }))}
          {...form.getInputProps('department_ids')}
          nothingFoundMessage="No such office"
        />
      ) : null}
      {form.values.audience === 'roles' ? (
        <MultiSelect
          label="Roles"
          required
          searchable
          placeholder={data ? 'Choose the roles' : 'Loading…'}
          data={(data?.roles ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          {...form.getInputProps('role_ids')}
          nothingFoundMessage="No such role"
        />
      ) : null}
    </FormModal>
  );
}
