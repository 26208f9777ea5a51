import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert, Badge, Button, Card, Checkbox, FileInput, Group, List, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconEye, IconFileUpload, IconInfoCircle } from '@tabler/icons-react';
import {
  IMPORT_KINDS,
  importsApi,
  ZImportFileChoice,
  type TBackgroundJob,
  type TImportBatch,
  type TImportBatchKind,
  type TImportFileChoice,
  type TImportKind,
  type TImportMapping,
  type TImportPreview,
} from '@hris/contracts';
import { useConfirm } from '../../components/confirm-dialog';
import { JobProgress } from '../../components/job-progress';
import { DataTable, type Column } from '../../components/data-table';
import { useScrollToFirstError } from '../../components/form-modal';
import { PageHeader } from '../../components/page-header';
import { ApiError, failureMessages } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { saveDownload } from '../../lib/download';
import { formErrorsOf } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { ImportPreview, ProblemList, type PreviewColumn } from './import-preview';
import { useCommitImport, useImportBatches, useImportKinds, useImportUnderWay, usePreviewImport, useUndoImport } from './imports.api';
import { PdsWorkbooksImport } from './pds-workbooks-import';

const ACTION_WORDS = { create: ['New', 'teal'], update: ['Changes', 'blue'], skip: ['Unchanged', 'gray'] } as const;
const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

/** Each field of the kind and the file's column that fills it. */
function MappingCard({
  preview,
  fields,
  onChange,
}: {
  preview: TImportPreview;
  fields: { key: string; label: string; mandatory: boolean; hint: string }[];
  onChange: (m: TImportMapping) => void;
}) {
  const columns = preview.columns.map((c) => ({ value: c, label: c }));
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="h4">
            Columns
          </Title>
          <Text fz="sm" c="dimmed">
            Which column of {preview.file_name} holds each field. The choice is remembered for the next import of this kind.
          </Text>
        </div>
        {preview.missing.length ? (
          <Alert color="orange" variant="light" role="alert">
            Choose the column for {preview.missing.join(', ')}: the rows are read once every required field has its column.
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {fields.map((f) => (
            <Select
              key={f.key}
              label={f.label}
              description={f.hint}
              withAsterisk={f.mandatory}
              placeholder="Not in the file"
              data={columns}
              value={preview.mapping[f.key] ?? null}
              onChange={(column) => onChange({ ...preview.mapping, [f.key]: column })}
              clearable
              searchable
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

const ROW_COLUMNS: PreviewColumn<TImportPreview['rows'][number]>[] = [
  { header: 'Row', width: 60, render: (r) => r.row },
  {
    header: 'Action',
    width: 110,
    render: (r) => {
      const [word, color] = r.problems.length ? (['Problem', 'red'] as const) : ACTION_WORDS[r.action];
      return (
        <Badge color={color} variant="light">
          {word}
        </Badge>
      );
    },
  },
  { header: 'Record', render: (r) => r.subject },
  {
    header: 'What changes, or what is wrong',
    render: (r) =>
      r.problems.length ? (
        <ProblemList problems={r.problems} />
      ) : r.changes.length ? (
        <List size="sm">
          {r.changes.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List>
      ) : (
        <Text fz="sm" c="dimmed">
          {r.action === 'create' ? 'A new record' : 'Nothing to change'}
        </Text>
      ),
  },
];

function Batches({ kindLabel }: { kindLabel: (kind: TImportBatchKind) => string }) {
  const [page, setPage] = useState(1);
  const batches = useImportBatches(page);
  const undo = useUndoImport();
  const confirm = useConfirm();
  const columns: Column<TImportBatch>[] = [
    { key: 'when', header: 'When', render: (b) => formatDateTime(b.created_at) },
    { key: 'kind', header: 'Kind', render: (b) => kindLabel(b.kind) },
    { key: 'file', header: 'File', render: (b) => b.file_name },
    { key: 'counts', header: 'Created / changed', render: (b) => `${b.created.toLocaleString('en-US')} / ${b.updated.toLocaleString('en-US')}` },
    { key: 'by', header: 'By', render: (b) => b.created_by ?? '—' },
    {
      key: 'state',
      header: 'State',
      render: (b) =>
        b.undone_at ? (
          <Text fz="sm" c="dimmed">
            Undone {formatDateTime(b.undone_at)}
            {b.undone_by ? ` by ${b.undone_by}` : ''}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              confirm({
                title: 'Undo this import?',
                message: `Everything ${b.file_name} created is removed, and what it changed is put back as it was.`,
                confirmLabel: 'Undo the import',
                danger: true,
                onConfirm: async () => showSuccessToast((await undo.mutateAsync(b.id)).message),
              })
            }
          >
            Undo
          </Button>
        ),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        Imports made
      </Title>
      <DataTable
        label="Imports made"
        columns={columns}
        rows={batches.data?.batches}
        rowKey={(b) => b.id}
        loading={batches.isPending}
        meta={batches.data?.meta}
        onPageChange={setPage}
        minWidth={820}
        emptyTitle="No import yet"
      />
    </Stack>
  );
}

/** /personnels/imports: a spreadsheet of records, its columns mapped, every row previewed, then imported all or nothing. */
export function ImportsPage() {
  const kinds = useImportKinds();
  const preview = usePreviewImport();
  const commit = useCommitImport();
  const queryClient = useQueryClient();
  const underWay = useImportUnderWay();
  /** The import started here, else one still under way when the page opened. */
  const [started, setStarted] = useState<TBackgroundJob | null>(null);
  const job = started ?? underWay.data ?? null;
  // The setup checklist links to a kind (?kind=plantilla-items).
  const [searchParams] = useSearchParams();
  const asked = IMPORT_KINDS.find((k) => k === searchParams.get('kind'));
  const [kind, setKind] = useState<TImportKind>(asked ?? 'personnel');
  /** HR's zip of PDS workbooks: no spreadsheet kind, its own form (pds-workbooks-import.tsx). */
  const [zip, setZip] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [options, setOptions] = useState<Record<string, boolean>>({});
  const [result, setResult] = useState<TImportPreview | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm(ZImportFileChoice, {
    initialValues: { file: null as TImportFileChoice['file'] | null },
    warnOnLeave: file !== null && done === null,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useScrollToFirstError(formRef, form.errors, form.refusal);
  const info = kinds.data?.find((k) => k.kind === kind);
  const kindLabel = (k: TImportBatchKind) => (k === 'pds-workbooks' ? 'PDS workbooks' : (kinds.data?.find((x) => x.kind === k)?.label ?? k));

  const reset = () => {
    setResult(null);
    setRefusal([]);
    setDone(null);
    form.setErrors({});
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    form.setFieldValue('file', chosen && { name: chosen.name, size: chosen.size });
    reset();
  };
  const look = (mapping: TImportMapping | null) => {
    const body = form.validate();
    if (!body || !file) return;
    setRefusal([]);
    preview.mutate({ kind, file, mapping, options }, { onSuccess: setResult, onError: (error) => form.setErrors(formErrorsOf(error)) });
  };
  const importFile = () => {
    if (!file || !result) return;
    commit.mutate(
      { kind, file, mapping: result.mapping, options },
      {
        onSuccess: (answer) => {
          showSuccessToast(answer.message);
          setDone(answer.message);
          setStarted(answer.job);
          setResult(null);
        },
        onError: (error) => setRefusal(error instanceof ApiError ? failureMessages(error.status, error.body) : []),
      },
    );
  };
  const ready = result && !result.missing.length && result.summary.problems === 0 && result.summary.create + result.summary.update > 0;

  const kindChoice = (
    <Select
      label="What the file holds"
      data={[...(kinds.data ?? []).map((k) => ({ value: k.kind, label: k.label })), { value: 'pds-workbooks', label: 'PDS workbooks (zip)' }]}
      value={zip ? 'pds-workbooks' : kind}
      onChange={(value) => {
        if (!value) return;
        setZip(value === 'pds-workbooks');
        if (value !== 'pds-workbooks') setKind(value);
        setOptions({});
        reset();
      }}
      description={zip ? "Employees' filled Personal Data Sheets (CS Form 212), one .xlsx each, in a .zip" : info?.description}
      placeholder={kinds.isPending ? 'Loading…' : undefined}
      allowDeselect={false}
    />
  );
  const header = (
    <PageHeader
      title="Import from spreadsheets"
      description="Bring in records kept in Excel or CSV: choose the kind, the file and its columns, check every row, then import. An import is all or nothing, and can be undone until its records are used."
    />
  );
  if (zip)
    return (
      <Stack gap="xl">
        {header}
        <PdsWorkbooksImport kindChoice={kindChoice} />
        <Batches kindLabel={kindLabel} />
      </Stack>
    );

  return (
    <Stack gap="xl">
      {header}
      <Card ref={formRef} withBorder shadow="xs" padding="lg" component="form" onSubmit={form.onSubmit(() => look(null))} noValidate>
        <Stack gap="md">
          {form.errors.form ? (
            <Alert color="red" variant="light" role="alert">
              {form.errors.form}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {kindChoice}
            <FileInput
              label="File"
              description="An .xlsx workbook (its first sheet) or a .csv file; the first row names the columns"
              placeholder="Choose the file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              leftSection={<IconFileUpload size={16} />}
              value={file}
              onChange={chooseFile}
              error={form.errors.file ?? form.errors.mapping}
              clearable
              required
            />
          </SimpleGrid>
          {(info?.options ?? []).map((o) => (
            <Checkbox
              key={o.key}
              label={o.label}
              checked={options[o.key] ?? false}
              onChange={(e) => {
                setOptions({ ...options, [o.key]: e.currentTarget.checked });
                setResult(null);
              }}
            />
          ))}
          {info ? (
            <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
              {info.undo_rule}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button
              variant="subtle"
              leftSection={<IconDownload size={16} />}
              onClick={() => void saveDownload(importsApi.template, { params: { kind } }, `import-${kind}.xlsx`)}
            >
              Download the template
            </Button>
            <Button type="submit" variant={result ? 'default' : 'filled'} leftSection={<IconEye size={16} />} loading={preview.isPending}>
              {result ? 'Preview again' : 'Preview'}
            </Button>
          </Group>
        </Stack>
      </Card>

      {/* Every list may show what the import made once it ends. */}
      {job ? <JobProgress key={job.id} job={job} unit="rows" onEnd={() => void queryClient.invalidateQueries()} /> : null}
      {result && info ? <MappingCard preview={result} fields={info.fields} onChange={(m) => look(m)} /> : null}
      {result && !result.missing.length ? (
        <ImportPreview
          key={`${result.file_name}-${result.summary.problems}`}
          noun="row"
          items={result.rows}
          itemKey={(r) => r.row}
          problemsOf={(r) => r.problems}
          counts={
            <>
              <Badge color="teal" variant="light">
                {count(result.summary.create, 'new record')}
              </Badge>
              <Badge color="blue" variant="light">
                {count(result.summary.update, 'change')}
              </Badge>
              <Badge color="gray" variant="light">
                {result.summary.skip.toLocaleString('en-US')} unchanged
              </Badge>
            </>
          }
          problems={result.summary.problems}
          columns={ROW_COLUMNS}
          refusal={refusal}
          advice="Correct the rows with problems in the file, choose it again and preview it: nothing is imported while a row has a problem."
          importLabel={`Import ${count(result.summary.create + result.summary.update, 'row')}`}
          ready={!!ready}
          importing={commit.isPending}
          onImport={importFile}
        />
      ) : null}
      <Batches kindLabel={kindLabel} />
    </Stack>
  );
}
