import { useState } from 'react';
import { Alert, Anchor, Badge, Box, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconCheck, IconDownload, IconEdit, IconExternalLink, IconFileSpreadsheet, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { MEMORANDUM_READ_STATUS_LABELS, MEMORANDUM_READ_STATUSES, type TMemorandumReportQuery } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { SearchField } from '../../components/search-field';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { MemorandumFormModal } from './memorandum-form-modal';
import { audienceText } from './memoranda-page';
import {
  exportReaders,
  openMemorandumPdf,
  saveMemorandumPdf,
  useAcknowledge,
  useMemorandum,
  usePdfUrl,
  useReaders,
  useWithdrawMemorandum,
  type TMemorandum,
  type TMemorandumReader,
} from './memoranda.api';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm">{children}</Text>
    </Stack>
  );
}

function PdfViewer({ memorandum }: { memorandum: TMemorandum }) {
  const url = usePdfUrl(memorandum.id);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600} fz="sm">
            {memorandum.file_name}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconExternalLink size={14} />} onClick={() => void openMemorandumPdf(memorandum.id)}>
              Open in a new tab
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              onClick={() => void saveMemorandumPdf(memorandum.id, memorandum.file_name)}
            >
              Download
            </Button>
          </Group>
        </Group>
        {url.data ? (
          <iframe
            title={`The memorandum: ${memorandum.file_name}`}
            src={url.data}
            style={{ width: '100%', height: 640, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
          />
        ) : (
          <Skeleton height={640} />
        )}
      </Stack>
    </Paper>
  );
}

function Acknowledgment({ memorandum }: { memorandum: TMemorandum }) {
  const acknowledge = useAcknowledge(memorandum.id);
  if (memorandum.acknowledged_at) {
    return (
      <Alert color="green" variant="light" icon={<IconCheck size={18} />} title="Acknowledged">
        You acknowledged having read this memorandum on {formatDateTime(memorandum.acknowledged_at)}.
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between">
        <Text fz="sm">Once you have read the memorandum, acknowledge it: the issuing office sees who has.</Text>
        <Button
          leftSection={<IconCheck size={16} />}
          loading={acknowledge.isPending}
          onClick={() => acknowledge.mutate(undefined, { onSuccess: (answer) => showSuccessToast(answer.message) })}
        >
          I have read this
        </Button>
      </Group>
    </Paper>
  );
}

const stamp = (at: string | null) => (at ? formatDateTime(at) : '—');

function Readers({ memorandum }: { memorandum: TMemorandum }) {
  const [office, setOffice] = useState<string | null>(null);
  const [status, setStatus] = useState<TMemorandumReportQuery['status'] | null>(null);
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, 250);
  const query: Partial<TMemorandumReportQuery> = {
    office_id: office === null ? undefined : Number(office),
    status: status ?? undefined,
    term: debounced || undefined,
  };
  const report = useReaders(memorandum.id, query, true);
  const data = report.data;
  const columns: Column<TMemorandumReader>[] = [
    { key: 'name', header: 'Name', render: (r) => <Text fz="sm">{r.name}</Text> },
    { key: 'office', header: 'Office', render: (r) => r.office ?? 'No office' },
    { key: 'read', header: 'Read', width: 190, render: (r) => stamp(r.read_at) },
    { key: 'ack', header: 'Acknowledged', width: 190, render: (r) => stamp(r.acknowledged_at) },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={700} fz="lg">
          Readers
        </Text>
        <Button size="xs" variant="default" leftSection={<IconFileSpreadsheet size={14} />} onClick={() => void exportReaders(memorandum.id, query)}>
          Export to Excel
        </Button>
      </Group>
      {data ? (
        <>
          <SimpleGrid cols={{ base: 3 }}>
            <Fact label="Addressed to">{data.total.recipients} people</Fact>
            <Fact label="Read">{data.total.read}</Fact>
            <Fact label="Acknowledged">{data.total.acknowledged}</Fact>
          </SimpleGrid>
          <Paper withBorder radius="md">
            <Table striped aria-label="Per office">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Office</Table.Th>
                  <Table.Th ta="right">Addressed</Table.Th>
                  <Table.Th ta="right">Read</Table.Th>
                  <Table.Th ta="right">Not read</Table.Th>
                  <Table.Th ta="right">Acknowledged</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.offices.map((o) => (
                  <Table.Tr key={o.office_id ?? 0}>
                    <Table.Td>
                      <Anchor component="button" type="button" fz="sm" onClick={() => setOffice(String(o.office_id ?? 0))}>
                        {o.office}
                      </Anchor>
                    </Table.Td>
                    <Table.Td ta="right">{o.recipients}</Table.Td>
                    <Table.Td ta="right">{o.read}</Table.Td>
                    <Table.Td ta="right">{o.recipients - o.read}</Table.Td>
                    <Table.Td ta="right">{o.acknowledged}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        </>
      ) : (
        <Skeleton height={120} />
      )}
      <Group gap="sm" align="flex-end">
        <SearchField value={term} onChange={setTerm} placeholder="Search by name…" style={{ flex: 1, minWidth: 200 }} />
        <Select
          aria-label="Office"
          placeholder="Any office"
          clearable
          searchable
          data={(data?.offices ?? []).map((o) => ({ value: String(o.office_id ?? 0), label: o.office }))}
          value={office}
          onChange={setOffice}
        />
        <Select
          aria-label="Status"
          placeholder="Any status"
          clearable
          w={190}
          data={MEMORANDUM_READ_STATUSES.map((s) => ({ value: s, label: MEMORANDUM_READ_STATUS_LABELS[s] }))}
          value={status}
          onChange={setStatus}
        />
      </Group>
      <DataTable
        label="Readers"
        columns={columns}
        rows={data?.people}
        rowKey={(r) => r.user_id}
        loading={report.isPending}
        minWidth={760}
        emptyTitle="Nobody matches"
      />
    </Stack>
  );
}

/** /memorandum_circular/:id: the memorandum, its PDF, my acknowledgment; for the issuers, its readers per office. */
export function MemorandumPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const one = useMemorandum(id);
  const withdraw = useWithdrawMemorandum();
  const [editing, setEditing] = useState(0);
  const back = (
    <Button component={Link} to="/memorandum_circular" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={0}>
      Memorandum Circular
    </Button>
  );
  if (one.isPending) return <Skeleton height={400} />;
  if (!one.data) return back;
  const { memorandum, addressed, can_manage, editable } = one.data;
  return (
    <Stack gap="lg">
      <Box>{back}</Box>
      <PageHeader
        title={memorandum.number}
        description={memorandum.title}
        actions={
          can_manage && editable ? (
            <Group gap="xs">
              <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setEditing((k) => k + 1)}>
                Edit
              </Button>
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} />}
                onClick={() =>
                  confirm({
                    title: 'Withdraw the memorandum',
                    message: `Withdraw ${memorandum.number}? Nobody has read it yet; it will be deleted.`,
                    confirmLabel: 'Withdraw',
                    danger: true,
                    onConfirm: () =>
                      withdraw.mutateAsync(memorandum.id).then((answer) => {
                        showSuccessToast(answer.message);
                        void navigate('/memorandum_circular');
                      }),
                  })
                }
              >
                Withdraw
              </Button>
            </Group>
          ) : null
        }
      />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <Fact label="Date">{formatLongDate(memorandum.issued_on)}</Fact>
          <Fact label="Addressed to">{audienceText(memorandum)}</Fact>
          <Fact label="Issued by">{memorandum.issued_by}</Fact>
          <Fact label="Status">
            {memorandum.acknowledged_at ? (
              <Badge variant="light" color="green" radius="sm" tt="none">
                Acknowledged
              </Badge>
            ) : memorandum.read_at ? (
              <Badge variant="light" color="gray" radius="sm" tt="none">
                Read {formatDateTime(memorandum.read_at)}
              </Badge>
            ) : (
              <Text fz="sm" c="dimmed">
                {addressed ? 'Not read' : 'Not addressed to you'}
              </Text>
            )}
          </Fact>
        </SimpleGrid>
        {memorandum.subject ? (
          <Text fz="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
            {memorandum.subject}
          </Text>
        ) : null}
      </Paper>
      {addressed ? <Acknowledgment memorandum={memorandum} /> : null}
      <PdfViewer memorandum={memorandum} />
      {can_manage ? <Readers memorandum={memorandum} /> : null}
      {editing ? <MemorandumFormModal key={editing} memorandum={memorandum} opened onClose={() => setEditing(0)} /> : null}
    </Stack>
  );
}
