import { Link, useSearchParams } from 'react-router';
import { Anchor, Badge, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { formatAmount, formatPeso } from '../../lib/money';
import { GroupedBars, ShareChart } from './lnd-charts';
import { useLndDashboard, type TLndDashboard } from './lnd-reports.api';

// /lnd/committee-secretary/dashboard (issue 22): what waits for the L&D committee, what is due this quarter, the
// budget against the funds asked and used, and the share of each office's employees with an approved plan.

const count = (n: number) => n.toLocaleString('en-PH');
const officeLabel = (o: { fullname: string; acronym: string }) => `${o.fullname} (${o.acronym})`;

/** The years offered: the dashboard's and three on either side. */
export function yearOptions(around: number) {
  return Array.from({ length: 7 }, (_, i) => String(around + 3 - i)).map((y) => ({ value: y, label: y }));
}

function Tile({ label, value, note, color }: { label: string; value: string; note: string; color?: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 26 }} fw={700} c={color}>
        {value}
      </Text>
      <Text fz="xs" c="dimmed">
        {note}
      </Text>
    </Paper>
  );
}

function Tiles({ data }: { data: TLndDashboard }) {
  const { totals } = data.budget;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      <Tile label="Waiting for the committee" value={count(data.waiting.count)} note="development plans at the L&D committee" />
      <Tile
        label={`Due this quarter (Q${data.quarter.number})`}
        value={count(data.due.count)}
        note={`${count(data.due.overdue)} overdue`}
        color={data.due.overdue ? 'orange.8' : undefined}
      />
      <Tile
        label={`Asked of the ${data.year} budget`}
        value={formatPeso(totals.asked)}
        note={`budget ${formatPeso(totals.budget)}; used ${formatPeso(totals.used)}`}
      />
      <Tile
        label="With an approved plan"
        value={`${data.share.percent.toFixed(1)}%`}
        note={`${count(data.share.with_approved_plan)} of ${count(data.share.employees)} employees`}
        color="teal.8"
      />
    </SimpleGrid>
  );
}

function WaitingTable({ data }: { data: TLndDashboard }) {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden', alignSelf: 'start' }} component="section" aria-label="Plans waiting for the committee">
      <Text fw={600} fz="sm" px="md" pt="sm" pb={4}>
        Plans waiting for the committee
      </Text>
      <Table fz="sm" verticalSpacing={6} horizontalSpacing="md" striped="even">
        <Table.Tbody>
          {data.waiting.plans.length === 0 ? (
            <Table.Tr>
              <Table.Td c="dimmed">No plan waits for the committee.</Table.Td>
            </Table.Tr>
          ) : (
            data.waiting.plans.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/lnd/development-plan/${p.id}`} fz="sm">
                    {p.personnel.fullname}
                  </Anchor>
                  <Text fz="xs" c="dimmed">
                    {p.personnel.department?.acronym ?? 'No office'} · {p.kind}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{p.period_from === p.period_to ? p.period_from : `${p.period_from}–${p.period_to}`}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {data.waiting.count > data.waiting.plans.length ? (
        <Text fz="xs" c="dimmed" px="md" py={6}>
          {`The ${data.waiting.plans.length} oldest of ${count(data.waiting.count)}.`}
        </Text>
      ) : null}
    </Paper>
  );
}

function DueTable({ data }: { data: TLndDashboard }) {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden', alignSelf: 'start' }} component="section" aria-label="Interventions due this quarter">
      <Text fw={600} fz="sm" px="md" pt="sm" pb={4}>
        {`Interventions due this quarter (${data.quarter.from} to ${data.quarter.to})`}
      </Text>
      <Table fz="sm" verticalSpacing={6} horizontalSpacing="md" striped="even">
        <Table.Tbody>
          {data.due.items.length === 0 ? (
            <Table.Tr>
              <Table.Td c="dimmed">Nothing is due this quarter.</Table.Td>
            </Table.Tr>
          ) : (
            data.due.items.map((i) => (
              <Table.Tr key={i.item_id}>
                <Table.Td>
                  <Text fz="sm">{i.personnel.fullname}</Text>
                  <Text fz="xs" c="dimmed">
                    {`${i.intervention_type_name}: ${i.intervention ?? i.competency}`}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {i.target_date}
                  {i.overdue ? (
                    <Badge ml={6} size="sm" color="orange" variant="light">
                      Overdue
                    </Badge>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** /lnd/committee-secretary/dashboard. */
export function LndDashboardPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : undefined;
  const dashboard = useLndDashboard(year);
  const data = dashboard.data;
  const shown = data?.year ?? year ?? new Date().getFullYear();

  return (
    <Stack gap="lg">
      <PageHeader
        title="L&D dashboard"
        description="Plans waiting for the committee, interventions due, the budget asked and used, and who has an approved plan."
        actions={
          <Select
            aria-label="Year"
            data={yearOptions(data?.year ?? shown)}
            value={String(shown)}
            onChange={(value) => setParams(value ? { year: value } : {})}
            allowDeselect={false}
            w={110}
          />
        }
      />
      {!data ? (
        <Stack gap="md">
          <Skeleton h={96} radius="md" />
          <Skeleton h={300} radius="md" />
        </Stack>
      ) : (
        <>
          <Tiles data={data} />
          <ShareChart
            title={`Employees with an approved plan for ${data.year}, per office`}
            rows={data.share.offices.map((o) => ({
              key: o.office.id,
              label: officeLabel(o.office),
              percent: o.percent,
              detail: `${o.with_approved_plan} of ${o.employees} employees`,
            }))}
            empty="No office has employees."
          />
          <GroupedBars
            title={`Budget ${data.year} against the funds asked and used, per office`}
            series={[
              { name: 'Budget', color: 'gray-5' },
              { name: 'Asked', color: 'blue-6' },
              { name: 'Used', color: 'teal-6' },
            ]}
            rows={data.budget.offices.map((o) => ({ key: o.office.id, label: officeLabel(o.office), values: [o.budget, o.asked, o.used] }))}
            format={formatAmount}
            empty="No budget set and no funds asked for the year."
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <WaitingTable data={data} />
            <DueTable data={data} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
