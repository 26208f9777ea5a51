import { useRef, useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Card, FileInput, Group, List, SimpleGrid, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconCheck, IconEye, IconFileZip, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { ZPdsWorkbooksChoice, type TPdsWorkbooksChoice, type TPdsWorkbooksPreview } from '@hris/contracts';
import { useScrollToFirstError } from '../../components/form-modal';
import { ApiError, failureMessages } from '../../lib/api';
import { formErrorsOf } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { useImportPdsWorkbooks, usePreviewPdsWorkbooks } from './imports.api';

// The imports page's "PDS workbooks (zip)": HR's zip of filled CS Form 212 workbooks, each matched to one person by
// name and date of birth, previewed workbook by workbook, then imported all or nothing (pds-workbooks.service.ts).

const SHOWN = 300;

function Workbooks({ preview }: { preview: TPdsWorkbooksPreview }) {
  const [onlyProblems, setOnlyProblems] = useState(preview.summary.problems > 0);
  const rows = onlyProblems ? preview.workbooks.filter((w) => w.problems.length) : preview.workbooks;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <Badge color="teal" variant="light">
            {preview.summary.matched.toLocaleString('en-US')} of {preview.summary.workbooks.toLocaleString('en-US')} ready
          </Badge>
          <Badge color={preview.summary.problems ? 'red' : 'gray'} variant={preview.summary.problems ? 'filled' : 'light'}>
            {preview.summary.problems.toLocaleString('en-US')} with problems
          </Badge>
        </Group>
        <Switch label="Only the workbooks with problems" checked={onlyProblems} onChange={(e) => setOnlyProblems(e.currentTarget.checked)} />
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="xs" aria-label="What each workbook will do">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Workbook</Table.Th>
              <Table.Th>Employee</Table.Th>
              <Table.Th>What it fills, or what is wrong</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, SHOWN).map((w) => (
              <Table.Tr key={w.file}>
                <Table.Td>{w.file}</Table.Td>
                <Table.Td>{w.person ? `${w.person.fullname}${w.person.idno ? ` (${w.person.idno})` : ''}` : '—'}</Table.Td>
                <Table.Td>
                  {w.problems.length ? (
                    <List size="sm" c="red.8">
                      {w.problems.map((p) => (
                        <List.Item key={p}>{p}</List.Item>
                      ))}
                    </List>
                  ) : (
                    <Text fz="sm">{w.sections.join('; ')}</Text>
                  )}
                  {[...w.notices, ...w.left_out].map((n) => (
                    <Text key={n} fz="xs" c="dimmed">
                      {n}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > SHOWN ? (
        <Text fz="sm" c="dimmed">
          The first {SHOWN} of {rows.length.toLocaleString('en-US')} workbooks are shown; the counts above are of every workbook.
        </Text>
      ) : null}
    </Stack>
  );
}

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
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Title order={3} fz="h4">
              What the import will do
            </Title>
            {refusal.length ? (
              <Alert color="red" variant="light" role="alert" title="Nothing was imported">
                {refusal[0]}
              </Alert>
            ) : null}
            <Workbooks key={`${result.file_name}-${result.summary.problems}`} preview={result} />
            <Group justify="flex-end" gap="md">
              {result.summary.problems ? (
                <Text fz="sm" c="red.8">
                  Correct or take out the workbooks with problems, zip them again and preview: nothing is imported while one has a problem.
                </Text>
              ) : null}
              <Button leftSection={<IconUpload size={16} />} disabled={!ready} loading={commit.isPending} onClick={importZip}>
                Import {result.summary.matched.toLocaleString('en-US')} PDS{result.summary.matched === 1 ? '' : 's'}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
    </>
  );
}
