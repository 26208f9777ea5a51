import { Box, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { TPlantillaPersonnelList, TPlantillaPersonnelRow, TPlantillaTotals } from '@hris/contracts';
import { DataTable, type Column } from '../../components/data-table';
import { DimmedText } from '../../components/dimmed-text';
import { PersonCell } from '../../components/person-cell';
import { formatShortDate } from '../../lib/dates';
import { formatPeso } from '../../lib/money';

const SEX_LABELS = { male: 'Male', female: 'Female' } as const;

const nowrap = { whiteSpace: 'nowrap' } as const;

function Money({ centavos }: { centavos: number | null }) {
  if (centavos === null) return <DimmedText>—</DimmedText>;
  return (
    <Text fz="sm" style={nowrap}>
      {formatPeso(centavos)}
    </Text>
  );
}

function DateCell({ date }: { date: string | null | undefined }) {
  return date ? (
    <Text fz="sm" style={nowrap}>
      {formatShortDate(date)}
    </Text>
  ) : null;
}

/** The PSIPOP's columns, in its order; a vacant item's incumbent columns say "Vacant" and are left blank. */
const COLUMNS: Column<TPlantillaPersonnelRow>[] = [
  {
    key: 'office',
    header: 'Office',
    render: (r) => (
      <Text fz="sm" title={`${r.office.fullname} · ${r.campus.name}`} fw={600} style={nowrap}>
        {r.office.acronym || r.office.fullname}
      </Text>
    ),
  },
  {
    key: 'item_no',
    header: 'Item number',
    render: (r) => (
      <Text fz="sm" style={nowrap}>
        {r.item_no}
      </Text>
    ),
  },
  {
    key: 'position',
    header: 'Position',
    render: (r) => (
      <Stack gap={0} miw={160}>
        <Text fz="sm">{r.position}</Text>
        {r.level || r.fund ? (
          <Text fz="xs" c="dimmed" lineClamp={1} title={[r.level, r.fund].filter(Boolean).join(' · ')}>
            {[r.level, r.fund].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'sg', header: 'SG', align: 'right', render: (r) => <Text fz="sm">{r.salary_grade}</Text> },
  {
    key: 'step',
    header: 'Step',
    align: 'right',
    render: (r) => (
      <Stack gap={0}>
        <Text fz="sm">{r.salary_step}</Text>
        {r.incumbent && r.incumbent.salary_step !== r.salary_step ? (
          <Text fz="xs" c="dimmed" style={nowrap} title="The step the incumbent is paid at">
            paid {r.incumbent.salary_step}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'authorized', header: 'Authorized annual salary', align: 'right', render: (r) => <Money centavos={r.authorized_annual} /> },
  { key: 'actual', header: 'Actual annual salary', align: 'right', render: (r) => <Money centavos={r.actual_annual} /> },
  {
    key: 'incumbent',
    header: 'Name of incumbent',
    render: (r) =>
      r.incumbent ? (
        <Box miw={170}>
          <PersonCell name={r.incumbent.fullname} details={r.incumbent.idno ? [r.incumbent.idno] : []} />
        </Box>
      ) : (
        <Text fz="sm" fw={600} c="orange.8">
          Vacant
        </Text>
      ),
  },
  { key: 'sex', header: 'Sex', render: (r) => (r.incumbent?.sex ? <Text fz="sm">{SEX_LABELS[r.incumbent.sex]}</Text> : null) },
  { key: 'birth', header: 'Date of birth', render: (r) => <DateCell date={r.incumbent?.birth_date} /> },
  {
    key: 'tin',
    header: 'TIN',
    render: (r) =>
      r.incumbent?.tin ? (
        <Text fz="sm" style={nowrap}>
          {r.incumbent.tin}
        </Text>
      ) : null,
  },
  { key: 'original', header: 'Date of original appointment', render: (r) => <DateCell date={r.incumbent?.date_original_appointment} /> },
  { key: 'promotion', header: 'Date of last promotion', render: (r) => <DateCell date={r.incumbent?.date_last_promotion} /> },
  {
    key: 'appointment',
    header: 'Status of appointment',
    render: (r) => (r.incumbent?.appointment_status ? <Text fz="sm">{r.incumbent.appointment_status}</Text> : null),
  },
  {
    key: 'eligibility',
    header: 'Civil service eligibility',
    render: (r) =>
      r.incumbent?.eligibility ? (
        <Text fz="sm" lineClamp={2} maw={220} title={r.incumbent.eligibility}>
          {r.incumbent.eligibility}
        </Text>
      ) : null,
  },
];

type Props = {
  list: TPlantillaPersonnelList | undefined;
  loading: boolean;
  onPageChange: (page: number) => void;
  emptyTitle: string;
  emptyDescription?: string;
};

/** The plantilla of personnel as the DBM's PSIPOP lists it: one line per item, vacant or filled. */
export function PlantillaPersonnelTable({ list, loading, onPageChange, emptyTitle, emptyDescription }: Props) {
  return (
    <DataTable
      label="Plantilla of personnel"
      columns={COLUMNS}
      rows={list?.items}
      rowKey={(r) => r.item_id}
      loading={loading}
      meta={list?.meta}
      onPageChange={onPageChange}
      minWidth={1900}
      emptyTitle={emptyTitle}
      emptyDescription={emptyDescription}
    />
  );
}

const count = (value: number) => value.toLocaleString('en-PH');

function Stat({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz="lg" fw={700} c={color}>
        {value}
      </Text>
    </Stack>
  );
}

/** The items, filled and vacant, and the authorized and actual annual salaries of every line the filters match. */
export function PlantillaTotalsSummary({ totals, filtered }: { totals: TPlantillaTotals; filtered: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" aria-label={filtered ? 'Totals of the lines shown' : 'University total'} component="section">
      <Text fz="sm" fw={600} mb="xs">
        {filtered ? 'Total of every line the filters match' : 'University total'}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
        <Stat label="Items" value={count(totals.items)} />
        {/* teal.8 is 3.9:1 on white, under AA's 4.5:1 for this size (axe color-contrast); teal.9 is 5.0:1. */}
        <Stat label="Filled" value={count(totals.filled)} color="teal.9" />
        <Stat label="Vacant" value={count(totals.vacant)} color="orange.8" />
        <Stat label="Authorized annual" value={formatPeso(totals.authorized_annual)} />
        <Stat label="Actual annual" value={formatPeso(totals.actual_annual)} />
      </SimpleGrid>
    </Paper>
  );
}

/** The same totals per office, with the whole under them, as the PSIPOP totals each office's lines. */
export function OfficeTotalsTable({ offices, total }: { offices: TPlantillaPersonnelList['totals']['offices']; total: TPlantillaTotals }) {
  if (offices.length === 0) return null;
  const num = (value: number) => (
    <Table.Td ta="right" style={nowrap}>
      {count(value)}
    </Table.Td>
  );
  const peso = (value: number) => (
    <Table.Td ta="right" style={nowrap}>
      {formatPeso(value)}
    </Table.Td>
  );
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} component="section" aria-label="Totals per office">
      <Text fz="sm" fw={600} px="md" pt="sm" pb={4}>
        Totals per office
      </Text>
      <Table.ScrollContainer minWidth={720} type="native">
        <Table fz="sm" verticalSpacing={6} horizontalSpacing="md" striped="even">
          <Table.Thead>
            <Table.Tr>
              {['Office', 'Items', 'Filled', 'Vacant', 'Authorized annual', 'Actual annual'].map((header, index) => (
                <Table.Th key={header} ta={index === 0 ? 'left' : 'right'} fz="xs" tt="uppercase" c="dimmed" fw={700} style={{ letterSpacing: '0.03em' }}>
                  {header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offices.map((o) => (
              <Table.Tr key={o.office.id}>
                <Table.Td title={o.office.fullname}>{o.office.acronym ? `${o.office.fullname} (${o.office.acronym})` : o.office.fullname}</Table.Td>
                {num(o.items)}
                {num(o.filled)}
                {num(o.vacant)}
                {peso(o.authorized_annual)}
                {peso(o.actual_annual)}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot fw={700}>
            <Table.Tr>
              <Table.Td>Total</Table.Td>
              {num(total.items)}
              {num(total.filled)}
              {num(total.vacant)}
              {peso(total.authorized_annual)}
              {peso(total.actual_annual)}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
