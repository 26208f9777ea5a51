import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Group, Pagination, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { LND_REPORT_KIND_VALUES, LND_REPORT_KINDS, type TLndReportKind } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { FileJobButton, MyFileJobProgress, useMyFileJob } from '../../components/file-job';
import { formatAmount } from '../../lib/money';
import { useCampusOptions, useEveryDepartment } from '../departments/departments.api';
import { yearOptions } from './dashboard-page';
import { GroupedBars, ShareChart } from './lnd-charts';
import { askReportPdf, askReportWorkbook, LND_REPORT_JOB, useLndReport, type TLndReport, type TLndReportQuery } from './lnd-reports.api';

// /lnd/committee-secretary/reports (issue 22): the secretariat's and HR's reports, each on screen with a chart where
// it helps, in Excel and as a PDF, for a year and a campus or office.

const count = (n: number) => n.toLocaleString('en-PH');
const hours = (n: number) => n.toLocaleString('en-PH', { maximumFractionDigits: 2 });
const officeLabel = (o: { fullname: string; acronym: string } | null) => (o ? `${o.fullname} (${o.acronym})` : 'No office');
const PER_PAGE = 100;

type Col<T> = { header: string; value: (row: T) => ReactNode; numeric?: boolean };

function ReportTable<T>({
  title,
  columns,
  rows,
  totals,
  keyOf,
}: {
  title: string;
  columns: Col<T>[];
  rows: readonly T[];
  totals?: ReactNode[];
  keyOf: (row: T) => string | number;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PER_PAGE));
  const shown = rows.slice((Math.min(page, pages) - 1) * PER_PAGE, Math.min(page, pages) * PER_PAGE);
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} component="section" aria-label={title}>
      <Text fw={600} fz="sm" px="md" pt="sm" pb={4}>
        {title}
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table fz="sm" verticalSpacing={6} horizontalSpacing="md" striped="even">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header} fz="xs" tt="uppercase" c="dimmed" ta={c.numeric ? 'right' : 'left'}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length} c="dimmed">
                  Nothing to report for this year and scope.
                </Table.Td>
              </Table.Tr>
            ) : (
              shown.map((row) => (
                <Table.Tr key={keyOf(row)}>
                  {columns.map((c) => (
                    <Table.Td key={c.header} ta={c.numeric ? 'right' : 'left'}>
                      {c.value(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
          {totals && rows.length > 0 ? (
            <Table.Tfoot>
              <Table.Tr fw={700}>
                {totals.map((t, i) => (
                  <Table.Td key={columns[i]!.header} ta={columns[i]!.numeric ? 'right' : 'left'}>
                    {t}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="space-between" px="md" py="xs">
          <Text fz="xs" c="dimmed">{`${count(rows.length)} rows, ${PER_PAGE} a page`}</Text>
          <Pagination size="sm" total={pages} value={Math.min(page, pages)} onChange={setPage} />
        </Group>
      ) : null}
    </Paper>
  );
}

function ReportBody({ report }: { report: TLndReport }) {
  switch (report.kind) {
    case 'completion':
      return (
        <>
          <ShareChart
            title="Items of approved plans done, per office"
            rows={report.rows.map((r) => ({ key: r.office.id, label: officeLabel(r.office), percent: r.percent, detail: `${r.done} of ${r.items} items` }))}
            empty="No plan covers this year."
          />
          <ReportTable
            title="Completion of plans per office"
            keyOf={(r) => r.office.id}
            rows={report.rows}
            columns={[
              { header: 'Office', value: (r) => officeLabel(r.office) },
              { header: 'Plans', value: (r) => count(r.plans), numeric: true },
              { header: 'Approved', value: (r) => count(r.approved), numeric: true },
              { header: 'Items', value: (r) => count(r.items), numeric: true },
              { header: 'Done', value: (r) => count(r.done), numeric: true },
              { header: 'Done %', value: (r) => `${r.percent.toFixed(1)}%`, numeric: true },
            ]}
            totals={[
              'Total',
              count(report.totals.plans),
              count(report.totals.approved),
              count(report.totals.items),
              count(report.totals.done),
              `${report.totals.percent.toFixed(1)}%`,
            ]}
          />
        </>
      );
    case 'training-hours':
      return (
        <>
          <GroupedBars
            title="Average hours of training per employee, per office"
            series={[{ name: 'Average hours', color: 'indigo-6' }]}
            rows={report.offices.map((o) => ({ key: o.office?.id ?? 0, label: officeLabel(o.office), values: [o.average] }))}
            format={hours}
            empty="No employee in this scope."
          />
          <ReportTable
            title="Totals per office (the CSC's yearly report)"
            keyOf={(o) => o.office?.id ?? 0}
            rows={report.offices}
            columns={[
              { header: 'Office', value: (o) => officeLabel(o.office) },
              { header: 'Employees', value: (o) => count(o.employees), numeric: true },
              { header: 'Trained', value: (o) => count(o.trained), numeric: true },
              { header: 'Entries', value: (o) => count(o.entries), numeric: true },
              { header: 'Hours', value: (o) => hours(o.hours), numeric: true },
              { header: 'Average', value: (o) => hours(o.average), numeric: true },
            ]}
            totals={[
              'Total',
              count(report.totals.employees),
              count(report.totals.trained),
              count(report.totals.entries),
              hours(report.totals.hours),
              hours(report.totals.average),
            ]}
          />
          <ReportTable
            title="Hours of training per employee"
            keyOf={(r) => r.personnel.id}
            rows={report.rows}
            columns={[
              { header: 'Employee', value: (r) => r.personnel.fullname },
              { header: 'Office', value: (r) => officeLabel(r.office) },
              { header: 'Entries', value: (r) => count(r.entries), numeric: true },
              { header: 'Hours', value: (r) => hours(r.hours), numeric: true },
            ]}
          />
        </>
      );
    case 'interventions':
      return (
        <>
          <GroupedBars
            title="Interventions by type: planned and done"
            series={[
              { name: 'Planned', color: 'blue-6' },
              { name: 'Done', color: 'teal-6' },
            ]}
            rows={report.by_type.map((r) => ({ key: r.code, label: r.name, values: [r.planned, r.done] }))}
            format={count}
            empty="No intervention planned for this year."
          />
          <Stack gap="md">
            <ReportTable
              title="By competency"
              keyOf={(r) => r.competency.id}
              rows={report.by_competency}
              columns={[
                { header: 'Competency', value: (r) => r.competency.name },
                { header: 'Planned', value: (r) => count(r.planned), numeric: true },
                { header: 'Done', value: (r) => count(r.done), numeric: true },
                { header: 'Funds', value: (r) => formatAmount(r.funds), numeric: true },
              ]}
              totals={['Total', count(report.totals.planned), count(report.totals.done), formatAmount(report.totals.funds)]}
            />
            <ReportTable
              title="By type"
              keyOf={(r) => r.code}
              rows={report.by_type}
              columns={[
                { header: 'Intervention', value: (r) => r.name },
                { header: 'Planned', value: (r) => count(r.planned), numeric: true },
                { header: 'Done', value: (r) => count(r.done), numeric: true },
                { header: 'Funds', value: (r) => formatAmount(r.funds), numeric: true },
              ]}
              totals={['Total', count(report.totals.planned), count(report.totals.done), formatAmount(report.totals.funds)]}
            />
          </Stack>
        </>
      );
    case 'scholars':
      return (
        <>
          <Text fz="sm">
            {`${count(report.totals.scholars)} scholars: ${report.totals.ongoing} studying, ${report.totals.completed} completed, ${report.totals.terminated} terminated; ${report.totals.serving_obligation} serving their obligation; ${report.totals.separated_before_obligation} left before it ended.`}
          </Text>
          <ReportTable
            title="Scholars and their obligations"
            keyOf={(r) => r.application_id}
            rows={report.rows}
            columns={[
              { header: 'Scholar', value: (r) => r.personnel.fullname },
              { header: 'Office', value: (r) => officeLabel(r.office) },
              { header: 'Program', value: (r) => r.program },
              { header: 'Study', value: (r) => r.study_status ?? 'not started' },
              { header: 'Obligation ends', value: (r) => r.obligation_end ?? '—' },
              {
                header: 'Separated',
                value: (r) =>
                  r.separated_on ? (
                    <Group gap={6} wrap="nowrap">
                      {r.separated_on}
                      {r.separated_before_obligation ? (
                        <Badge size="sm" color="red" variant="light">
                          Before the obligation ended
                        </Badge>
                      ) : null}
                    </Group>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        </>
      );
    case 'budget-used':
      return (
        <>
          <GroupedBars
            title="Budget, asked and used per office"
            series={[
              { name: 'Budget', color: 'gray-5' },
              { name: 'Asked', color: 'blue-6' },
              { name: 'Used', color: 'teal-6' },
            ]}
            rows={report.rows.map((r) => ({ key: r.office.id, label: officeLabel(r.office), values: [r.budget, r.asked, r.used] }))}
            format={formatAmount}
            empty="No budget set and no funds asked for this year."
          />
          <ReportTable
            title="Budget used per office (asked: items of submitted and approved plans due in the year; used: items done in the year)"
            keyOf={(r) => r.office.id}
            rows={report.rows}
            columns={[
              { header: 'Office', value: (r) => officeLabel(r.office) },
              { header: 'Funds', value: (r) => r.funds.map((f) => `${f.fund.code} ${formatAmount(f.amount)}`).join('; ') || '—' },
              { header: 'Budget', value: (r) => formatAmount(r.budget), numeric: true },
              { header: 'Asked', value: (r) => formatAmount(r.asked), numeric: true },
              { header: 'Used', value: (r) => formatAmount(r.used), numeric: true },
            ]}
            totals={['Total', '', formatAmount(report.totals.budget), formatAmount(report.totals.asked), formatAmount(report.totals.used)]}
          />
        </>
      );
  }
}

/** /lnd/committee-secretary/reports. */
export function LndReportsPage() {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind') as TLndReportKind | null;
  const kind: TLndReportKind = kindParam && LND_REPORT_KIND_VALUES.includes(kindParam) ? kindParam : 'completion';
  const number = (name: string) => {
    const v = Number(params.get(name));
    return Number.isInteger(v) && v > 0 ? v : undefined;
  };
  const query: TLndReportQuery = { year: number('year'), campus_id: number('campus_id'), department_id: number('department_id') };
  const report = useLndReport(kind, query);
  const data = report.data;
  const year = data?.year ?? query.year ?? new Date().getFullYear();
  const campuses = useCampusOptions();
  const departments = useEveryDepartment();
  const offices = (departments.data ?? [])
    .filter((d) => query.campus_id === undefined || d.campus_id === query.campus_id)
    .map((d) => ({ value: String(d.id), label: `${d.fullname} (${d.acronym})` }));
  const set = (next: Record<string, string | number | undefined>) => {
    const merged: Record<string, string> = {};
    for (const [k, v] of Object.entries({ kind, ...query, ...next })) if (v !== undefined) merged[k] = String(v);
    setParams(merged);
  };
  const download = { ...query, year };
  const files = useMyFileJob(LND_REPORT_JOB);

  return (
    <Stack gap="lg">
      <PageHeader
        title="L&D reports"
        description="Completion of plans, hours of training, interventions, scholars and the budget used, for a year and an office."
        actions={
          <Group gap="xs">
            <FileJobButton job={files.job} start={() => files.start(askReportWorkbook(kind, download))} icon={<IconFileSpreadsheet size={16} />}>
              Excel
            </FileJobButton>
            <FileJobButton job={files.job} start={() => files.start(askReportPdf(kind, download))} icon={<IconFileTypePdf size={16} />}>
              PDF
            </FileJobButton>
          </Group>
        }
      />
      <MyFileJobProgress kind={LND_REPORT_JOB} unit="rows" />
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label="Report"
          data={LND_REPORT_KIND_VALUES.map((k) => ({ value: k, label: LND_REPORT_KINDS[k] }))}
          value={kind}
          onChange={(value) => value && set({ kind: value })}
          allowDeselect={false}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          aria-label="Year"
          data={yearOptions(year)}
          value={String(year)}
          onChange={(value) => set({ year: value ?? undefined })}
          allowDeselect={false}
          w={110}
        />
        <Select
          aria-label="Campus"
          placeholder="Every campus"
          data={campuses}
          value={query.campus_id === undefined ? null : String(query.campus_id)}
          onChange={(value) => set({ campus_id: value ?? undefined, department_id: undefined })}
          clearable
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          aria-label="Office"
          placeholder="Every office"
          data={offices}
          value={query.department_id === undefined ? null : String(query.department_id)}
          onChange={(value) => set({ department_id: value ?? undefined })}
          searchable
          clearable
          nothingFoundMessage="No such office"
          w={{ base: '100%', sm: 290 }}
        />
      </Group>
      {!data || data.kind !== kind ? (
        <Stack gap="md">
          <Skeleton h={200} radius="md" />
          <Skeleton h={300} radius="md" />
        </Stack>
      ) : (
        <ReportBody report={data} />
      )}
    </Stack>
  );
}
