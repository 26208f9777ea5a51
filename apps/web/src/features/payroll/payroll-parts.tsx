import { Badge, Select, Text, type SelectProps } from '@mantine/core';
import { formatAmount, formatSignedAmount } from '../../lib/money';
import { manilaMonth } from '../../lib/dates';
import { recentMonths } from '../../lib/dates';
import { monthAfter, RUN_STATUS } from './payroll-format';
import type { TPayrollRunStatus } from './payroll.api';

export function RunStatusBadge({ status }: { status: TPayrollRunStatus }) {
  const shown = RUN_STATUS[status];
  return (
    <Badge color={shown.color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {shown.label}
    </Badge>
  );
}

const FIGURE = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** Centavos as "30,024.00" in a column of figures; `deduction` shows a negative amount in parentheses. */
export function Amount({
  centavos,
  strong = false,
  deduction = false,
  dimZero = false,
}: {
  centavos: number | null;
  strong?: boolean;
  deduction?: boolean;
  /** A zero is quiet (a column of mostly nothing: LWOP, other deductions). */
  dimZero?: boolean;
}) {
  return (
    <Text fz="sm" fw={strong ? 700 : undefined} c={dimZero && centavos === 0 ? 'dimmed' : undefined} style={FIGURE} span>
      {centavos === null ? '—' : deduction ? formatSignedAmount(centavos) : formatAmount(centavos)}
    </Text>
  );
}

/** A month to look at: this month and the ones before it (and the coming one, for runs prepared ahead). */
export function MonthSelect({
  value,
  onChange,
  withNext = false,
  count = 24,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value: string | null; onChange: (month: string | null) => void; withNext?: boolean; count?: number }) {
  const current = manilaMonth();
  const months = recentMonths(current, count);
  const data = withNext ? [...recentMonths(monthAfter(current), 1), ...months] : months;
  return <Select data={data} value={value} onChange={onChange} {...props} />;
}
