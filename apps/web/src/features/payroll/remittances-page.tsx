import { useState } from 'react';
import { Badge, Group, Paper, Select, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { REMITTANCE_AGENCIES } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { manilaMonth } from '../../lib/dates';
import { monthLabel } from '../../lib/dates';
import { RUN_STATUS } from './payroll-format';
import { DownloadButton, PdfButton } from '../../components/busy-button';
import { Amount, MonthSelect } from './payroll-parts';
import { openBir2316, saveRemittancesWorkbook, usePayrollLive, useRemittances, type TPayrollRemittances, type TRemittance } from './payroll.api';

const AGENCIES = REMITTANCE_AGENCIES;

const HEAD = { fz: 'xs', tt: 'uppercase', c: 'dimmed', fw: 700, style: { letterSpacing: '0.03em' } } as const;

function RemittanceTable({ remittance, agency, month }: { remittance: TRemittance; agency: (typeof AGENCIES)[number]; month: string }) {
  const withEmployer = agency.employer !== null;
  if (remittance.rows.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text fz="sm" c="dimmed" ta="center">
          Nothing to remit to {remittance.agency || agency.tab} for {monthLabel(month)}.
        </Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={760} type="native">
        <Table verticalSpacing="xs" horizontalSpacing="md" aria-label={`${remittance.agency || agency.tab} remittance of ${monthLabel(month)}`}>
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th {...HEAD}>ID no.</Table.Th>
              <Table.Th {...HEAD}>Employee</Table.Th>
              <Table.Th {...HEAD} ta="right">
                {agency.base}
              </Table.Th>
              <Table.Th {...HEAD} ta="right">
                {agency.employee}
              </Table.Th>
              {withEmployer ? (
                <>
                  <Table.Th {...HEAD} ta="right">
                    {agency.employer}
                  </Table.Th>
                  <Table.Th {...HEAD} ta="right">
                    Total
                  </Table.Th>
                </>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {remittance.rows.map((row) => (
              <Table.Tr key={row.personnel_id}>
                <Table.Td>
                  <Text fz="sm" c={row.idno ? undefined : 'dimmed'}>
                    {row.idno ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {row.fullname}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Amount centavos={row.base} />
                </Table.Td>
                <Table.Td ta="right">
                  <Amount centavos={row.employee} />
                </Table.Td>
                {withEmployer ? (
                  <>
                    <Table.Td ta="right">
                      <Amount centavos={row.employer} />
                    </Table.Td>
                    <Table.Td ta="right">
                      <Amount centavos={row.employee + row.employer} strong />
                    </Table.Td>
                  </>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot bg="gray.1">
            <Table.Tr>
              <Table.Td colSpan={2}>
                <Text fz="sm" fw={700}>
                  Total, {remittance.rows.length.toLocaleString('en-PH')} {remittance.rows.length === 1 ? 'person' : 'people'}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Amount centavos={remittance.totals.base} strong />
              </Table.Td>
              <Table.Td ta="right">
                <Amount centavos={remittance.totals.employee} strong />
              </Table.Td>
              {withEmployer ? (
                <>
                  <Table.Td ta="right">
                    <Amount centavos={remittance.totals.employer} strong />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Amount centavos={remittance.totals.total} strong />
                  </Table.Td>
                </>
              ) : null}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The runs the month's remittances are summed from. */
function RunsIncluded({ data }: { data: TPayrollRemittances }) {
  if (data.runs.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No approved or paid run in {monthLabel(data.month)} yet.
      </Text>
    );
  }
  return (
    <Group gap="xs">
      <Text fz="sm" c="dimmed">
        From:
      </Text>
      {data.runs.map((run) => (
        <Badge key={run.id} variant="light" radius="sm" color={RUN_STATUS[run.status].color} tt="none">
          {run.title} · {RUN_STATUS[run.status].label}
        </Badge>
      ))}
    </Group>
  );
}

/** BIR Form 2316: one employee's compensation and tax withheld in a year. */
function Bir2316() {
  const [person, setPerson] = useState<PickerOption | null>(null);
  const thisYear = Number(manilaMonth().slice(0, 4));
  const [year, setYear] = useState(String(thisYear));
  const years = Array.from({ length: 5 }, (_, back) => String(thisYear - back));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="md">
            BIR Form 2316
          </Title>
          <Text fz="sm" c="dimmed">
            The certificate of compensation paid and tax withheld of one employee for a year.
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <RemoteSearchPicker
            label="Employee"
            placeholder="Search an employee"
            source={personnelSource}
            value={person}
            onChange={setPerson}
            withAvatar
            w={{ base: '100%', sm: 320 }}
          />
          <Select label="Year" data={years} value={year} onChange={(value) => value && setYear(value)} allowDeselect={false} w={{ base: '100%', sm: 120 }} />
          <PdfButton open={() => (person ? openBir2316(person.id, year) : Promise.resolve())} disabled={person === null} variant="filled">
            BIR 2316 PDF
          </PdfButton>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /payroll/remittances (PAYROLL): a month's GSIS, PhilHealth, Pag-IBIG and BIR remittances, person by person; BIR 2316. */
export function RemittancesPage() {
  const [month, setMonth] = useState(manilaMonth());
  const [tab, setTab] = useState<string | null>('gsis');
  const answer = useRemittances(month);
  usePayrollLive();
  const data = answer.data;

  return (
    <Stack gap="lg">
      <PageHeader title="Remittances" description="What is remitted for a month to each agency: the employees’ shares withheld and the university’s own." />
      <Group gap="sm" align="flex-end">
        <MonthSelect label="Month" value={month} onChange={(value) => value && setMonth(value)} allowDeselect={false} w={{ base: '100%', sm: 220 }} />
        <DownloadButton save={() => saveRemittancesWorkbook(month)} disabled={!data?.runs.length}>
          Export to Excel
        </DownloadButton>
      </Group>
      {data ? <RunsIncluded data={data} /> : null}
      {answer.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : data ? (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            {AGENCIES.map((agency) => (
              <Tabs.Tab key={agency.key} value={agency.key}>
                {agency.tab}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {AGENCIES.map((agency) => (
            <Tabs.Panel key={agency.key} value={agency.key}>
              <RemittanceTable remittance={data[agency.key]} agency={agency} month={data.month} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : null}
      <Bir2316 />
    </Stack>
  );
}
