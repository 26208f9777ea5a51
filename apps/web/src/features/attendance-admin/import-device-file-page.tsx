import { useRef, useState } from 'react';
import { Alert, Button, Card, Code, FileInput, Grid, Group, List, Select, Stack, Text } from '@mantine/core';
import { IconCheck, IconEye, IconFileUpload, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ZDeviceFileChoice, type TAttendanceImportResult, type TDeviceFileChoice } from '@hris/contracts';
import { useScrollToFirstError } from '../../components/form-modal';
import { PageHeader } from '../../components/page-header';
import { formErrorsOf } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { useDevices } from '../attendance/attendance.api';
import { useImportDeviceFile } from './attendance-admin.api';
import { ImportReport } from './import-report';

const plural = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

function FormatsHelp() {
  return (
    <Card withBorder padding="lg" bg="gray.0" h="100%">
      <Group gap="sm" mb="sm">
        <IconInfoCircle size={20} stroke={1.7} />
        <Text fw={700}>Files it reads</Text>
      </Group>
      <List fz="sm" spacing="sm">
        <List.Item>
          <b>.dat</b>: the attendance log a ZKTeco device exports to a USB drive (e.g. <Code>1_attlog.dat</Code>). Choose the device it came from: each PIN is
          matched to the employee mapped to it on that device.
        </List.Item>
        <List.Item>
          <b>.csv</b>: a header row with <Code>employee_no</Code> (or <Code>personnel_id</Code>) and <Code>timestamp</Code> with its offset, e.g.{' '}
          <Code>2026-11-20T08:01:00+08:00</Code>; or <Code>date</Code> and <Code>time</Code> in Philippine time.
        </List.Item>
      </List>
      <Text fz="xs" c="dimmed" mt="md">
        A time log already stored is never stored twice, so a file may be imported again safely.
      </Text>
    </Card>
  );
}

/** /edats/logs/import: a device export file, previewed (counts, first rows, skipped lines) before it is imported. */
export function ImportDeviceFilePage() {
  const devices = useDevices();
  const send = useImportDeviceFile();
  // The File itself stays beside the form (it is sent as it is); the form keeps which file was chosen, for its check.
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TAttendanceImportResult | null>(null);
  const imported = result !== null && !result.dry_run;
  const toImport = result?.dry_run ? (result.will_insert ?? 0) : 0;
  const form = useContractForm(ZDeviceFileChoice, {
    initialValues: { file: null as TDeviceFileChoice['file'] | null, device_id: null as string | null },
    toInput: (values) => ({ ...values, device_id: values.device_id ? Number(values.device_id) : null }),
    // Once imported nothing is left to lose; a file chosen or previewed and not imported is.
    warnOnLeave: !imported,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useScrollToFirstError(formRef, form.errors, form.refusal);

  // A new file or device makes the preview stale, and what was said of the last pair (the server judges them together).
  const stale = () => {
    setResult(null);
    form.setErrors({});
  };
  const chooseDevice = (deviceId: string | null) => {
    form.setFieldValue('device_id', deviceId);
    stale();
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    form.setFieldValue('file', chosen && { name: chosen.name, size: chosen.size });
    stale();
  };

  // A preview says nothing of its own (the toast is the import's message): sent here rather than by form.save.
  const run = (dryRun: boolean) => {
    const body = form.validate();
    if (!body || !file) return;
    send.mutate(
      { file, deviceId: body.device_id, dryRun },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (answer.message) showSuccessToast(answer.message);
        },
        onError: (error) => form.setErrors(formErrorsOf(error)),
      },
    );
  };
  const startOver = () => {
    chooseFile(null);
  };

  return (
    <Stack gap="xl">
      <PageHeader title="Import device file" description="Preview the attendance export of a biometric device; nothing is stored until you import it." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card ref={formRef} withBorder shadow="xs" padding="lg" component="form" onSubmit={form.onSubmit(() => run(true))} noValidate h="100%">
            <Stack gap="md">
              {form.errors.form ? (
                <Alert color="red" variant="light" role="alert">
                  {form.errors.form}
                </Alert>
              ) : null}
              <Select
                label="Device"
                description="Required for a .dat file; for a CSV, the device its logs came from, if any"
                placeholder={devices.isPending ? 'Loading devices…' : 'Choose the device'}
                data={(devices.data ?? []).map((d) => ({ value: String(d.id), label: `${d.name} (${d.serial_number})` }))}
                value={form.values.device_id}
                onChange={chooseDevice}
                error={form.errors.device_id}
                searchable
                clearable
                disabled={imported}
              />
              <FileInput
                label="Export file"
                description="A .dat or .csv file, up to 20 MB"
                placeholder="Choose a .dat or .csv file"
                accept=".dat,.csv,text/csv,text/plain"
                leftSection={<IconFileUpload size={16} />}
                value={file}
                onChange={chooseFile}
                error={form.errors.file}
                clearable
                disabled={imported}
                required
              />
              <Group justify="flex-end">
                {imported ? (
                  <Button variant="default" onClick={startOver}>
                    Import another file
                  </Button>
                ) : (
                  <Button
                    type="submit"
                    variant={result ? 'default' : 'filled'}
                    leftSection={<IconEye size={16} />}
                    loading={send.isPending && send.variables?.dryRun}
                  >
                    Preview
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <FormatsHelp />
        </Grid.Col>
      </Grid>

      {result?.dry_run ? (
        toImport > 0 ? (
          <Alert color="blue" variant="light" title="Preview" icon={<IconEye size={18} />}>
            <Group justify="space-between" gap="md">
              <Text fz="sm">
                {plural(toImport, 'time log')} will be stored
                {result.skipped_count
                  ? `; ${result.skipped_count.toLocaleString('en-US')} skipped ${result.skipped_count === 1 ? 'line is' : 'lines are'} listed below with the reason`
                  : ''}
                .
              </Text>
              <Button leftSection={<IconUpload size={16} />} onClick={() => run(false)} loading={send.isPending && !send.variables?.dryRun}>
                Import {plural(toImport, 'log')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Alert color="gray" variant="light" title="Nothing new to import" icon={<IconInfoCircle size={18} />}>
            Every time log in this file is already stored or was skipped.
          </Alert>
        )
      ) : null}
      {imported ? (
        <Alert color="teal" variant="light" title={result.message} icon={<IconCheck size={18} />}>
          <Group justify="space-between" gap="md">
            <Text fz="sm">The time logs now count in the employees' daily time records.</Text>
            <Button component={Link} to="/edats/logs" variant="white" color="teal">
              See the attendance logs
            </Button>
          </Group>
        </Alert>
      ) : null}
      {result ? <ImportReport result={result} /> : null}
    </Stack>
  );
}
