import { formatDays } from '../../lib/day-count';
import { useState } from 'react';
import { Group, Paper, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { DataTable } from '../../components/data-table';
import { useWithoutPay, type TLeaveApplication } from './leave.api';
import { periodLabel, periodMonthLabel, thisYear } from './leave-format';

const RECENT_YEARS = 5;

/** /account/withoutpay: my days of leave without pay in a year, by month and by application. */
export function WithoutPayPage() {
  const navigate = useNavigate();
  const current = thisYear();
  const [year, setYear] = useState(current);
  const lwop = useWithoutPay(undefined, year);
  const years = Array.from({ length: RECENT_YEARS }, (_, index) => String(current - index));
  return (
    <Stack gap="lg">
      <PageHeader
        title="Days Without Pay"
        description="Leave without pay lowers the credits you earn that month and the salary for those days."
        actions={
          <Select aria-label="Year" data={years} value={String(year)} onChange={(value) => value && setYear(Number(value))} allowDeselect={false} w={110} />
        }
      />
      {lwop.isPending ? (
        <Skeleton h={240} />
      ) : lwop.data ? (
        <>
          <Paper withBorder p="md" radius="md" role="group" aria-label="Total days without pay">
            <Text fz={10} fw={700} tt="uppercase" c="dimmed">
              Total in {year}
            </Text>
            <Text fz={24} fw={700}>
              {formatDays(lwop.data.total_days)}
            </Text>
          </Paper>
          <Paper withBorder radius="md">
            {lwop.data.months.length === 0 ? (
              <Text p="md" fz="sm" c="dimmed">
                No days without pay in {year}.
              </Text>
            ) : (
              <Table withTableBorder striped aria-label="Days without pay by month">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Month</Table.Th>
                    <Table.Th>Particulars</Table.Th>
                    <Table.Th ta="right">Days without pay</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lwop.data.months.map((month) => (
                    <Table.Tr key={month.period}>
                      <Table.Td>{periodMonthLabel(month.period)}</Table.Td>
                      <Table.Td>{month.particulars}</Table.Td>
                      <Table.Td ta="right">{formatDays(month.lwop_days)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
          <Group>
            <Title order={2} fz="lg">
              Applications with days without pay
            </Title>
          </Group>
          <DataTable<TLeaveApplication>
            label="Applications with days without pay"
            columns={[
              { key: 'type', header: 'Type of leave', render: (a) => a.leave_type.name },
              { key: 'dates', header: 'Inclusive dates', render: (a) => periodLabel(a) },
              { key: 'with', header: 'With pay', align: 'right', render: (a) => formatDays(a.days_with_pay) },
              { key: 'without', header: 'Without pay', align: 'right', render: (a) => formatDays(a.days_without_pay) },
            ]}
            rows={lwop.data.applications}
            rowKey={(a) => a.id}
            loading={false}
            onRowClick={(a) => void navigate(`/account/leave-Application/${a.id}`)}
            emptyTitle="No applications without pay"
            emptyDescription="Leave approved without pay, or taken with no credits left, appears here."
          />
        </>
      ) : (
        <Text c="dimmed">Your days without pay could not be loaded.</Text>
      )}
    </Stack>
  );
}
