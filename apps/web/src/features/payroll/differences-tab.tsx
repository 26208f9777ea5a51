import { List, Stack, Text } from '@mantine/core';
import { DataTable, type Column } from '../../components/data-table';
import { PersonCell } from '../../components/person-cell';
import { formatAmount } from '../../lib/money';
import { monthLabel } from '../../lib/dates';
import { Amount } from './payroll-parts';
import { useDifferences, type TPayrollDifferences, type TPayrollRun } from './payroll.api';

type TDifference = TPayrollDifferences['differences'][number];

/** "+1,250.00" in green, "-400.00" in red. */
function Change({ centavos }: { centavos: number }) {
  return (
    <Text
      fz="sm"
      fw={600}
      c={centavos > 0 ? 'teal.9' : centavos < 0 ? 'red.9' : undefined}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {centavos > 0 ? '+' : ''}
      {formatAmount(centavos)}
    </Text>
  );
}

/** Who is paid differently from the previous month's paid run, and why (a step, LWOP, a new deduction…). */
export function DifferencesTab({ run }: { run: TPayrollRun }) {
  const answer = useDifferences(run.id);
  const data = answer.data;

  const columns: Column<TDifference>[] = [
    { key: 'employee', header: 'Employee', render: (d) => <PersonCell name={d.fullname} details={[d.office]} /> },
    { key: 'previous', header: 'Previous net', align: 'right', render: (d) => <Amount centavos={d.previous_net} /> },
    { key: 'net', header: 'Net', align: 'right', render: (d) => <Amount centavos={d.net} strong /> },
    { key: 'change', header: 'Change', align: 'right', render: (d) => <Change centavos={d.change} /> },
    {
      key: 'reasons',
      header: 'Why',
      render: (d) =>
        d.reasons.length === 0 ? (
          <Text fz="sm" c="dimmed">
            —
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {d.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      {data ? (
        <Text fz="sm" c="dimmed">
          {data.previous_run_id === null
            ? `No paid run of ${monthLabel(data.previous_month)} to compare with.`
            : `Compared with the paid run of ${monthLabel(data.previous_month)}: only those paid differently are listed.`}
        </Text>
      ) : null}
      <DataTable
        label="Differences from the previous month"
        columns={columns}
        rows={data?.differences}
        rowKey={(d) => d.personnel_id}
        loading={answer.isPending}
        minWidth={900}
        emptyTitle="Everyone is paid as in the previous month"
      />
    </Stack>
  );
}
