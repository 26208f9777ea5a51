import { useState } from 'react';
import { Alert, Button, Code, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconFileTypeCsv } from '@tabler/icons-react';
import { ZOpeningImportChoice, type TOpeningImportChoice } from '@hris/contracts';
import { DataTable, type Column } from '../../components/data-table';
import { formErrorsOf } from '../../lib/field-errors';
import { useContractForm } from '../../lib/use-contract-form';
import { useImportOpeningBalances, type TOpeningImport } from '../leave/leave.api';

type Rejected = TOpeningImport['rejected'][number];

const rejectedColumns: Column<Rejected>[] = [
  { key: 'line', header: 'Line', width: 70, render: (r) => r.line },
  { key: 'idno', header: 'Employee no.', width: 130, render: (r) => r.idno ?? '—' },
  {
    key: 'message',
    header: 'Why it was not imported',
    render: (r) => (
      <Text fz="sm" c="red.8">
        {r.message}
      </Text>
    ),
  },
];

/** A CSV of opening balances (`idno,as_of,vl,sl`): the rows that fit are stored, the others listed with their reason. */
export function ImportOpeningBalancesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const upload = useImportOpeningBalances();
  // The File itself stays beside the form (it is sent as it is); the form keeps which file was chosen, for its check.
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TOpeningImport | null>(null);
  const form = useContractForm(ZOpeningImportChoice, {
    initialValues: { file: null as TOpeningImportChoice['file'] | null },
    // Once imported nothing is left to lose, until another file is chosen.
    warnOnLeave: opened && result === null,
  });
  const { errors } = form;

  const close = () => {
    setFile(null);
    setResult(null);
    form.reset();
    onClose();
  };
  // The answer's counts and rejected rows are shown in the modal itself, not as a toast: sent here rather than by form.save.
  const send = () => {
    if (!form.validate() || !file) return;
    upload.mutate(file, { onSuccess: setResult, onError: (error) => form.setErrors(formErrorsOf(error)) });
  };

  return (
    <Modal opened={opened} onClose={upload.isPending ? () => undefined : close} title="Import opening balances" size="lg" centered>
      <Stack gap="md">
        <Text fz="sm">
          A CSV file with the header <Code>idno,as_of,vl,sl</Code>: the employee number, the date of the old leave card&apos;s balance (YYYY-MM-DD), and the
          vacation and sick leave then. An employee&apos;s earlier opening balance is replaced.
        </Text>
        {errors.form ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            form.setFieldValue('file', chosen && { name: chosen.name, size: chosen.size });
            setResult(null);
          }}
          clearable
          error={errors.file}
        />
        {result ? (
          <Stack gap="sm" role="region" aria-label="Import result">
            <Alert color={result.rejected.length ? 'orange' : 'teal'} variant="light" icon={<IconCheck size={18} />}>
              {result.imported} imported, {result.rejected.length} not imported.
            </Alert>
            {result.rejected.length > 0 ? (
              <DataTable
                label="Rows not imported"
                columns={rejectedColumns}
                rows={result.rejected}
                rowKey={(r) => r.line}
                loading={false}
                minWidth={480}
                emptyTitle=""
              />
            ) : null}
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={upload.isPending}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          <Button onClick={send} loading={upload.isPending} disabled={!file}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
