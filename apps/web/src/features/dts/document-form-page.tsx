import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconFilePlus, IconInfoCircle } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { PROCESSING_CLASSES, ZDocumentBody, ZDocumentEditBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useScrollToFirstError } from '../../components/form-modal';
import { PdfFilesInput, pdfFilesProblem } from '../../components/pdf-files-input';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchMultiPicker, type PickerOption } from '../../components/remote-search-picker';
import { BackLink, useRequestId } from '../../components/request-pages/request-detail';
import { useContractForm } from '../../lib/use-contract-form';
import { documentPagePath, useDocument, useDocumentTypes, useEditDocument, useFileDocument, type TDocument, type TDocumentType } from './dts.api';
import { officeLabel, useOfficeChoice } from './office-choice';

type Values = { title: string; document_type_id: string | null; confidential: boolean; addressees: PickerOption[]; remarks: string; files: File[] };

const typeOptions = (types: TDocumentType[] | undefined) =>
  (types ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (${t.working_days === 1 ? '1 working day' : `${t.working_days} working days`})` }));

function typeHint(types: TDocumentType[] | undefined, id: string | null): string {
  const type = types?.find((t) => String(t.id) === id);
  if (!type) return 'Its processing time (RA 11032) sets how long each office may keep it.';
  return `${PROCESSING_CLASSES[type.processing_class].label}: each office has ${type.working_days === 1 ? '1 working day' : `${type.working_days} working days`} to act on it.`;
}

/** Title, type, confidential, addressees, remarks and PDF files: the fields the filing and the correction share. */
function DocumentFields({
  form,
  types,
  typesLoading,
  disabled,
}: {
  form: Pick<DocumentForm, 'values' | 'errors' | 'getInputProps' | 'setFieldValue' | 'setErrors'>;
  types: TDocumentType[] | undefined;
  typesLoading: boolean;
  disabled: boolean;
}) {
  return (
    <>
      <TextInput
        label="Title"
        description="What the document is, as the offices on its route will read it"
        required
        maxLength={300}
        data-autofocus
        {...form.getInputProps('title')}
      />
      <Select
        label="Document type"
        description={typeHint(types, form.values.document_type_id)}
        placeholder={typesLoading ? 'Loading the types…' : 'Choose the type'}
        data={typeOptions(types)}
        searchable
        required
        nothingFoundMessage="No such type"
        {...form.getInputProps('document_type_id')}
      />
      <Switch
        label="Confidential"
        description="Only you, the persons it is addressed to and whoever holds it (and the people they name) read it. The others on its route see its tracking number and status; its title reads “Confidential document”."
        checked={form.values.confidential}
        onChange={(event) => form.setFieldValue('confidential', event.currentTarget.checked)}
      />
      <RemoteSearchMultiPicker
        label="Addressed to"
        description="Optional: the persons it is for (type 3 letters of a name). They are told of it and may read it even when it is confidential."
        placeholder={form.values.addressees.length ? undefined : 'Search by name'}
        source={personnelSource}
        value={form.values.addressees}
        onChange={(options) => form.setFieldValue('addressees', options)}
        error={form.errors.addressee_ids}
        disabled={disabled}
      />
      <Textarea
        label="Remarks"
        description="Optional: what the next office should know"
        autosize
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('remarks')}
      />
      <PdfFilesInput
        label="Attachments"
        files={form.values.files}
        onChange={(files) => {
          form.setFieldValue('files', files);
          // Each chosen file shows its own problem; the form's message comes back on sending.
          form.setErrors((current) => ({ ...current, attachments: undefined }));
        }}
        error={form.errors.attachments}
        disabled={disabled}
      />
    </>
  );
}

type DocumentForm = ReturnType<typeof useContractForm<typeof ZDocumentEditBody, Values>>;

/** What the document schemas check, from the form's values (the files are uploaded on sending; their keys come then). */
const documentInput =
  (officeId?: number) =>
  ({ files: _files, addressees, ...values }: Values) => ({
    ...values,
    addressee_ids: addressees.map((a) => a.id),
    document_type_id: values.document_type_id ? Number(values.document_type_id) : undefined,
    remarks: values.remarks.trim() || undefined,
    office_id: officeId,
    attachments: [],
  });

function FormFrame({ title, description, back, children }: { title: string; description: string; back: { to: string; label: string }; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={760}>
      <BackLink to={back.to}>{back.label}</BackLink>
      <PageHeader title={title} description={description} />
      {children}
    </Stack>
  );
}

function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

/** /dts/add-document/:deptID (and /dts/add-document, from the office the user acts for first): file a document; it gets its tracking number. */
export function AddDocumentPage() {
  const navigate = useNavigate();
  const { deptID } = useParams();
  const choice = useOfficeChoice();
  const types = useDocumentTypes();
  const file = useFileDocument();
  const [chosenOffice, setChosenOffice] = useState<number | null>(null);
  const fromRoute = choice.offices.find((o) => String(o.id) === deptID);
  const office = choice.offices.find((o) => o.id === chosenOffice) ?? fromRoute ?? choice.office;
  const initialValues: Values = { title: '', document_type_id: null, confidential: false, addressees: [], remarks: '', files: [] };
  const form = useContractForm(ZDocumentBody, {
    initialValues,
    toInput: documentInput(office?.id),
  });
  const formRef = useRef<HTMLFormElement>(null);
  useScrollToFirstError(formRef, form.errors, form.refusal);

  const submit = () => {
    const body = form.validate();
    const fileProblem = pdfFilesProblem(form.values.files);
    if (fileProblem) {
      form.setErrors((current) => ({ ...current, attachments: fileProblem }));
      return;
    }
    form.saveChecked(file, body ? { body, files: form.values.files } : null, (answer) => {
      void navigate(documentPagePath(answer.document.id), { state: { filed: answer.message } });
    });
  };

  return (
    <FormFrame
      title="Add document"
      description="File a document from your office. It gets a tracking number; print its routing slip and clip it to the paper."
      back={{ to: '/dts', label: 'Back to document tracking' }}
    >
      {choice.loading ? (
        <Skeleton h={420} />
      ) : !office ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} title="No office">
          Your account belongs to no office, so you cannot file a document from one. Ask HR to set your department.
        </Alert>
      ) : (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <form ref={formRef} onSubmit={form.onSubmit(submit)} noValidate>
            <Stack gap="md">
              <FormError message={form.errors.form} />
              {choice.offices.length > 1 ? (
                <Select
                  label="Filed from"
                  description="The office the document starts from; its acronym is in the tracking number"
                  data={choice.offices.map((o) => ({ value: String(o.id), label: officeLabel(o) }))}
                  value={String(office.id)}
                  onChange={(value) => value && setChosenOffice(Number(value))}
                  allowDeselect={false}
                  searchable={choice.offices.length > 8}
                  error={form.errors.office_id}
                />
              ) : (
                <Stack gap={2}>
                  <Text fz="sm" fw={500}>
                    Filed from
                  </Text>
                  <Text fz="sm">{officeLabel(office)}</Text>
                  <FormError message={form.errors.office_id} />
                </Stack>
              )}
              <DocumentFields form={form} types={types.data} typesLoading={types.isPending} disabled={file.isPending} />
              <Group justify="flex-end">
                <Button type="submit" leftSection={<IconFilePlus size={16} />} loading={file.isPending}>
                  File the document
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </FormFrame>
  );
}

function EditForm({ document: d }: { document: TDocument }) {
  const navigate = useNavigate();
  const types = useDocumentTypes();
  const edit = useEditDocument(d.id);
  const initialValues: Values = {
    title: d.title,
    document_type_id: String(d.document_type.id),
    confidential: d.confidential,
    addressees: d.addressees.map((a) => ({ id: a.id, label: a.fullname })),
    remarks: d.remarks ?? '',
    files: [],
  };
  const form = useContractForm(ZDocumentEditBody, {
    initialValues,
    toInput: documentInput(),
  });
  const formRef = useRef<HTMLFormElement>(null);
  useScrollToFirstError(formRef, form.errors, form.refusal);

  const submit = () => {
    const body = form.validate();
    const fileProblem = pdfFilesProblem(form.values.files);
    if (fileProblem) {
      form.setErrors((current) => ({ ...current, attachments: fileProblem }));
      return;
    }
    form.saveChecked(edit, body ? { body, files: form.values.files } : null, () => void navigate(documentPagePath(d.id)));
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <form ref={formRef} onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <FormError message={form.errors.form ?? form.errors.state} />
          <Text fz="sm" c="dimmed">
            Tracking number <b>{d.tracking_number}</b>, filed from {officeLabel(d.origin_office)}: these stay. The correction is written to the document&apos;s
            history.
          </Text>
          <DocumentFields form={form} types={types.data} typesLoading={types.isPending} disabled={edit.isPending} />
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={edit.isPending}>
              Save the correction
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /dts/edit-document/:id/:dept_id/:year: correct what was filed, while no other office has received it. */
export function EditDocumentPage() {
  const id = useRequestId();
  const answer = useDocument(id);
  const back = id ? { to: documentPagePath(id), label: 'Back to the document' } : { to: '/dts', label: 'Back to document tracking' };
  return (
    <FormFrame title="Correct a document" description="Fix what was filed while no other office has received it yet." back={back}>
      {answer.isPending && id !== null ? (
        <Skeleton h={420} />
      ) : !answer.data ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          This document was not found, or it is not yours to see.
        </Alert>
      ) : !answer.data.actions.includes('edit') ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} title="It can no longer be corrected">
          Only the office that filed a document may correct it, and only until another office receives it. Add remarks when you forward it instead.
        </Alert>
      ) : (
        <EditForm key={answer.data.document.id} document={answer.data.document} />
      )}
    </FormFrame>
  );
}
