import { useState } from 'react';
import { Badge, Button, Drawer, Group, Pagination, Paper, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCertificate, IconDownload, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { COVID_STATUSES, type TCovidStatus } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { openReportPdf, saveCardOf, saveReportWorkbook, useVaccinationRecord, useVaccinationRecords, useVerifyRecord } from './covid.api';
import { STATUS_COLOR, statusLabel } from './covid-format';

function RecordDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const record = useVaccinationRecord(id);
  const verify = useVerifyRecord();
  const r = record.data?.record;
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="lg" title={r ? r.personnel.fullname : 'Vaccination record'}>
      {!r ? (
        <Skeleton height={200} />
      ) : (
        <Stack gap="md">
          <Group gap="sm">
            <Badge variant="light" color={STATUS_COLOR[r.status]}>
              {statusLabel(r.status)}
            </Badge>
            <Text fz="sm">{r.personnel.department?.acronym ?? 'No office'}</Text>
          </Group>
          <Table aria-label="Doses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Dose</Table.Th>
                <Table.Th>Brand</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Place</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {r.doses.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>{d.is_booster ? `Booster ${d.dose_number}` : `Dose ${d.dose_number}`}</Table.Td>
                  <Table.Td>{d.brand.name}</Table.Td>
                  <Table.Td>{formatLongDate(d.given_on)}</Table.Td>
                  <Table.Td>{d.place}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {r.medically_exempt ? <Text fz="sm">Medically exempt: {r.exemption_reason}</Text> : null}
          {r.card_name ? (
            <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => void saveCardOf(r.personnel.id, r.card_name!)}>
              Download the card ({r.card_name})
            </Button>
          ) : (
            <Text fz="sm" c="dimmed">
              No card uploaded.
            </Text>
          )}
          {r.verified_at ? (
            <Text fz="sm">
              Verified by {r.verified_by} on {formatDateTime(r.verified_at)}
            </Text>
          ) : (
            <Button
              leftSection={<IconCertificate size={16} />}
              loading={verify.isPending}
              onClick={() => verify.mutate(r.personnel.id, { onSuccess: (a) => showSuccessToast(a.message) })}
            >
              Verify the record
            </Button>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

/** /covid/report (the health officers): everyone's status, each record opened to verify it (audited); the report downloads. */
export function CovidReportPage() {
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState<TCovidStatus | null>(null);
  const [verified, setVerified] = useState<'yes' | 'no' | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const q = { term: term || undefined, status: status ?? undefined, verified: verified ?? undefined, page, per_page: 15 };
  const records = useVaccinationRecords(q);
  const total = records.data?.meta.total ?? 0;
  return (
    <Stack gap="lg">
      <PageHeader
        title="COVID vaccination records"
        description="Every employee's vaccination status; open one to see the doses and card and to verify it. Each record you open is logged."
        actions={
          <Group gap="xs">
            <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => void saveReportWorkbook()}>
              Excel
            </Button>
            <Button variant="light" leftSection={<IconFileTypePdf size={16} />} onClick={() => void openReportPdf()}>
              PDF
            </Button>
          </Group>
        }
      />
      <Group gap="sm">
        <TextInput label="Search" placeholder="Name" value={term} onChange={(e) => (setTerm(e.currentTarget.value), setPage(1))} />
        <Select
          label="Status"
          clearable
          placeholder="Any"
          data={COVID_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          value={status}
          onChange={(v) => (setStatus(v), setPage(1))}
        />
        <Select
          label="Verified"
          clearable
          placeholder="Any"
          data={[
            { value: 'no', label: 'Not verified' },
            { value: 'yes', label: 'Verified' },
          ]}
          value={verified}
          onChange={(v) => (setVerified(v), setPage(1))}
        />
      </Group>
      <Paper withBorder radius="md" p="md">
        {!records.data ? (
          <Skeleton height={300} />
        ) : (
          <Table striped highlightOnHover aria-label="Vaccination records">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Office</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Doses</Table.Th>
                <Table.Th>Boosters</Table.Th>
                <Table.Th>Card</Table.Th>
                <Table.Th>Verified</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.data.records.map((r) => (
                <Table.Tr key={r.personnel_id} style={{ cursor: 'pointer' }} onClick={() => setOpen(r.personnel_id)} data-testid="covid-record-row">
                  <Table.Td>
                    <Button variant="subtle" size="compact-sm" onClick={() => setOpen(r.personnel_id)}>
                      {r.fullname}
                    </Button>
                  </Table.Td>
                  <Table.Td>{r.department ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLOR[r.status]}>
                      {statusLabel(r.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{r.primary_doses}</Table.Td>
                  <Table.Td>{r.boosters}</Table.Td>
                  <Table.Td>{r.has_card ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>{r.verified_at ? formatDateTime(r.verified_at) : 'Not yet'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="space-between" mt="sm">
          <Text fz="sm">{total.toLocaleString('en-US')} employees</Text>
          <Pagination total={Math.max(1, Math.ceil(total / 15))} value={page} onChange={setPage} size="sm" />
        </Group>
      </Paper>
      <RecordDrawer id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
