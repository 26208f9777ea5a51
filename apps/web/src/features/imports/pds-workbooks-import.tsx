import { useRef, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, FileInput, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconEye, IconFileZip, IconInfoCircle } from '@tabler/icons-react';
import { ZPdsWorkbooksChoice, type TPdsWorkbooksChoice, type TPdsWorkbooksPreview } from '@hris/contracts';
import { useScrollToFirstError } from '../../components/form-modal';
import { ApiError, failureMessages } from '../../lib/api';
import { formErrorsOf } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { ImportPreview, ProblemList, type PreviewColumn } from './import-preview';
import { useImportPdsWorkbooks, usePreviewPdsWorkbooks } from './imports.api';

// The imports page's "PDS workbooks (zip)": HR's zip of filled CS Form 212 workbooks, each matched to one person by
// name and date of birth, previewed workbook by workbook, then imported all or nothing (pds-workbooks.service.ts).

const WORKBOOK_COLUMNS: PreviewColumn<TPdsWorkbooksPreview['workbooks'][number]>[] = [
  { header: 'Workbook', render: (w) => w.file },
  { header: 'Employee', render: (w) => (w.person ? `${w.person.fullname}${w.person.idno ? ` (${w.person.idno})` : ''}` : '—') },
  {
    header: 'What it fills, or what is wrong',
    render: (w) => (
      <>
        {w.problems.length ? <ProblemList problems={w.problems} /> : <Text fz="sm">{w.sections.join('; ')}</Text>}
        {[...w.notices, ...w.left_out].map((n) => (
          <Text key={n} fz="xs" c="dimmed">
            {n}
          </Text>
        ))}
      </>
    ),
  },
];

/** The zip's form and its preview; `kindChoice` is the page's "What the file holds". */
export function PdsWorkbooksImport({ kindChoice }: { kindChoice: ReactNode }) {
  const preview = usePreviewPdsWorkbooks();
  const commit = useImportPdsWorkbooks();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TPdsWorkbooksPreview | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const form = useContractForm(ZPdsWorkbooksChoice, {
    initialValues: { file: null as TPdsWorkbooksChoice['file'] | null },
    warnOnLeave: file !== null && done === null,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useScrollToFirstError(formRef, form.errors, form.refusal);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    form.setFieldValue('file', chosen && { name: chosen.name, size: chosen.size });
    setResult(null);
    setRefusal([]);
    setDone(null);
  };
  const look = () => {
    if (!form.validate() || !file) return;
    setRefusal([]);
    preview.mutate(file, { onSuccess: setResult, onError: (error) => form.setErrors(formErrorsOf(error)) });
  };
  const importZip = () => {
    if (!file) return;
    commit.mutate(file, {
      onSuccess: (answer) => {
        showSuccessToast(answer.message);
        setDone(answer.message);
        setResult(null);
      },
      onError: (error) => setRefusal(error instanceof ApiError ? failureMessages(error.status, error.body) : []),
    });
  };
  const ready = result && result.summary.problems === 0 && result.summary.matched > 0;

  return (
    <>
      <Card ref={formRef} withBorder shadow="xs" padding="lg" component="form" onSubmit={form.onSubmit(look)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {kindChoice}
            <FileInput
              label="File"
              description="A .zip of filled PDS workbooks (CS Form 212, .xlsx), one per employee; at most 24 MB and 1,000 workbooks"
              placeholder="Choose the .zip"
              accept=".zip,application/zip"
              leftSection={<IconFileZip size={16} />}
              value={file}
              onChange={choose}
              error={form.errors.file}
              clearable
              required
            />
          </SimpleGrid>
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
            Each workbook is matched to one employee by surname, first name and date of birth (by name alone, said so, when the PDS on file has no date of birth
            and only one employee has that name). Each PDS filled is sent to PDS checking and the employee is told to check it. The import can be undone until
            one of those PDSs is checked, or changed by its employee.
          </Alert>
          <Group justify="flex-end">
            <Button type="submit" variant={result ? 'default' : 'filled'} leftSection={<IconEye size={16} />} loading={preview.isPending}>
              {result ? 'Preview again' : 'Preview'}
            </Button>
          </Group>
        </Stack>
      </Card>
      {done ? (
        <Alert color="teal" variant="light" title="Imported" icon={<IconCheck size={18} />}>
          {done}
        </Alert>
      ) : null}
      {result ? (
        <ImportPreview
          key={`${result.file_name}-${result.summary.problems}`}
          noun="workbook"
          items={result.workbooks}
          itemKey={(w) => w.file}
          problemsOf={(w) => w.problems}
          counts={
            <Badge color="teal" variant="light">
              {result.summary.matched.toLocaleString('en-US')} of {result.summary.workbooks.toLocaleString('en-US')} ready
            </Badge>
          }
          problems={result.summary.problems}
          columns={WORKBOOK_COLUMNS}
          refusal={refusal}
          advice="Correct or take out the workbooks with problems, zip them again and preview: nothing is imported while one has a problem."
          importLabel={`Import ${result.summary.matched.toLocaleString('en-US')} PDS${result.summary.matched === 1 ? '' : 's'}`}
          ready={!!ready}
          importing={commit.isPending}
          onImport={importZip}
        />
      ) : null}
    </>
  );
}
