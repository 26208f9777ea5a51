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
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
import { checkUpload, PDF_UPLOAD } from '../../lib/upload-checks';
import { useAudienceOptions, useSaveMemorandum, type TMemorandum } from './memoranda.api';

type Props = { memorandum: TMemorandum | null; opened: boolean; onClose: () => void; onSaved?: (id: number) => void };

const ids = (values: string[]) => values.map(Number);

/** Issues a memorandum, or edits one nobody has read yet (its PDF kept unless another is chosen). */
export function MemorandumFormModal({ memorandum, opened, onClose, onSaved }: Props) {
  const save = useSaveMemorandum(memorandum?.id ?? null);
  const options = useAudienceOptions(opened);
  const ofKind = (kind: TMemorandumAudience) => (memorandum?.audience === kind ? memorandum.targets.map((t) => String(t.id)) : []);
  const [number, setNumber] = useState(memorandum?.number ?? '');
  const [issuedOn, setIssuedOn] = useState(memorandum?.issued_on ?? manilaToday());
  const [title, setTitle] = useState(memorandum?.title ?? '');
  const [subject, setSubject] = useState(memorandum?.subject ?? '');
  const [audience, setAudience] = useState<TMemorandumAudience>(memorandum?.audience ?? 'everyone');
  const [campus, setCampus] = useState<string | null>(ofKind('campus')[0] ?? null);
  const [offices, setOffices] = useState<string[]>(ofKind('offices'));
  const [roles, setRoles] = useState<string[]>(ofKind('roles'));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const checked = ZMemorandumBody.safeParse({
      number,
      issued_on: issuedOn,
      title,
      subject,
      audience,
      campus_id: audience === 'campus' && campus ? Number(campus) : null,
      department_ids: audience === 'offices' ? ids(offices) : [],
      role_ids: audience === 'roles' ? ids(roles) : [],
    });
    const found: FieldErrors = checked.success ? {} : errorsFromIssues(checked.error.issues);
    if (!memorandum && !file) found.file_path = MEMORANDUM_PDF_REQUIRED;
    const problem = file ? checkUpload(file, PDF_UPLOAD) : null;
    if (problem) found.file_path = problem;
    if (audience === 'campus' && !campus) found.campus_id = 'Choose the campus.';
    if (audience === 'offices' && !offices.length) found.department_ids = 'Choose at least one office.';
    if (audience === 'roles' && !roles.length) found.role_ids = 'Choose at least one role.';
    if (!checked.success || Object.keys(found).length) {
      setErrors(found);
      return;
    }
    setErrors({});
    saveForm(
      save,
      { body: checked.data, file },
      {
        setErrors,
        done: (answer) => {
          onClose();
          onSaved?.(answer.memorandum.id);
        },
      },
    );
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
      errors={errors}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Number"
          name="number"
          placeholder="e.g. Memorandum Circular No. 12, s. 2026"
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
          error={errors.number}
          maxLength={60}
          required
          data-autofocus
        />
        <TextInput
          type="date"
          label="Date"
          name="issued_on"
          value={issuedOn}
          max={manilaToday()}
          onChange={(e) => setIssuedOn(e.currentTarget.value)}
          error={errors.issued_on}
          required
        />
      </SimpleGrid>
      <TextInput label="Title" name="title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={errors.title} maxLength={300} required />
      <Textarea
        label="Subject"
        name="subject"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={5000}
        value={subject}
        onChange={(e) => setSubject(e.currentTarget.value)}
        error={errors.subject}
      />
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
          setErrors(({ file_path: _, ...rest }) => rest);
        }}
        error={errors.file_path}
        required={!memorandum}
      />
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          Addressed to
        </Text>
        <SegmentedControl
          aria-label="Addressed to"
          value={audience}
          onChange={(v) => setAudience(v)}
          data={MEMORANDUM_AUDIENCES.map((a) => ({ value: a, label: MEMORANDUM_AUDIENCE_LABELS[a] }))}
        />
        {errors.audience ? (
          <Text fz="xs" c="red">
            {errors.audience}
          </Text>
        ) : null}
      </Stack>
      {audience === 'campus' ? (
        <Select
          label="Campus"
          required
          searchable
          placeholder={data ? 'Choose the campus' : 'Loading…'}
          data={(data?.campuses ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={campus}
          onChange={setCampus}
          error={errors.campus_id}
        />
      ) : null}
      {audience === 'offices' ? (
        <MultiSelect
          label="Offices"
          required
          searchable
          placeholder={data ? 'Choose the offices' : 'Loading…'}
          data={(data?.offices ?? []).map((o) => ({ value: String(o.id), label: o.campus ? `${o.name} (${o.campus})` : o.name }))}
          value={offices}
          onChange={setOffices}
          error={errors.department_ids}
          nothingFoundMessage="No such office"
        />
      ) : null}
      {audience === 'roles' ? (
        <MultiSelect
          label="Roles"
          required
          searchable
          placeholder={data ? 'Choose the roles' : 'Loading…'}
          data={(data?.roles ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
          value={roles}
          onChange={setRoles}
          error={errors.role_ids}
          nothingFoundMessage="No such role"
        />
      ) : null}
    </FormModal>
  );
}
