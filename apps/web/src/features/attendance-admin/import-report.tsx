import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TAttendanceImportResult, TImportPreviewRow, TImportSkippedLine } from '@hris/contracts';
import { DataTable, type Column } from '../../components/data-table';
import { idnoLabel } from '../../components/picker-sources';
import { formatLongDate } from '../../lib/dates';
import { clockTime } from '../attendance/attendance.api';

function Count({ label, value, color, hint }: { label: string; value: number; color?: string; hint: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={28} fw={700} c={color} lh={1.2}>
        {value.toLocaleString('en-US')}
      </Text>
      <Text fz="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

const lineColumn = <T extends { line: number }>(): Column<T> => ({
  key: 'line',
  header: 'Line',
  width: 70,
  render: (r) => (
    <Badge variant="light" color="gray" radius="sm">
      {r.line}
    </Badge>
  ),
});

const previewColumns: Column<TImportPreviewRow>[] = [
  {
    key: 'person',
    header: 'Employee',
    render: (r) => (
      <Stack gap={0}>
        <Text fz="sm" fw={600}>
          {r.personnel.fullname}
        </Text>
        <Text fz="xs" c="dimmed">
          {idnoLabel(r.personnel.idno)}
        </Text>
      </Stack>
    ),
  },
  // The timestamp is already Philippine time (+08:00): its date and time are read as written.
  { key: 'date', header: 'Date', width: 170, render: (r) => <Text fz="sm">{formatLongDate(r.timestamp.slice(0, 10))}</Text> },
  {
    key: 'time',
    header: 'Time',
    width: 100,
    render: (r) => (
      <Text fz="sm" fw={600}>
        {clockTime(r.timestamp.slice(11, 16))}
      </Text>
    ),
  },
  lineColumn(),
];

const skippedColumns: Column<TImportSkippedLine>[] = [
  {
    key: 'reason',
    header: 'Reason',
    render: (r) => (
      <Text fz="sm" c="red.8">
        {r.reason}
      </Text>
    ),
  },
  {
    key: 'text',
    header: 'Line in the file',
    render: (r) => (
      <Text fz="xs" ff="monospace" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {r.text.replace(/\t/g, '  ')}
      </Text>
    ),
  },
  lineColumn(),
];

/** The counts of a preview or an import, the first rows it stores and the lines it skips, with why. */
export function ImportReport({ result }: { result: TAttendanceImportResult }) {
  const stored = result.dry_run ? (result.will_insert ?? 0) : (result.inserted ?? 0);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Count label="Lines read" value={result.total_lines} hint={result.file_name} />
        <Count
          label={result.dry_run ? 'To import' : 'Imported'}
          value={stored}
          color="teal.8"
          hint={result.dry_run ? 'New time logs' : 'New time logs stored'}
        />
        <Count label="Already stored" value={result.duplicates} hint="Stored before or repeated in the file" />
        <Count label="Skipped" value={result.skipped_count} color={result.skipped_count ? 'red.8' : undefined} hint="Lines that cannot be time logs" />
      </SimpleGrid>
      {result.preview.length ? (
        <Stack gap="xs">
          <Text fw={700}>{result.dry_run ? 'Time logs to import' : 'Time logs imported'}</Text>
          {stored > result.preview.length ? (
            <Text fz="xs" c="dimmed">
              The first {result.preview.length} of {stored.toLocaleString('en-US')}.
            </Text>
          ) : null}
          <DataTable
            label={result.dry_run ? 'Time logs to import' : 'Time logs imported'}
            columns={previewColumns}
            rows={result.preview}
            rowKey={(r) => r.line}
            loading={false}
            minWidth={640}
            emptyTitle="Nothing new to import"
          />
        </Stack>
      ) : null}
      {result.skipped.length ? (
        <Stack gap="xs">
          <Text fw={700}>Skipped lines</Text>
          {result.skipped_count > result.skipped.length ? (
            <Text fz="xs" c="dimmed">
              The first {result.skipped.length} of {result.skipped_count.toLocaleString('en-US')}.
            </Text>
          ) : null}
          <DataTable
            label="Skipped lines"
            columns={skippedColumns}
            rows={result.skipped}
            rowKey={(r) => r.line}
            loading={false}
            minWidth={640}
            emptyTitle="No line skipped"
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
