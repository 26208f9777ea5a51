import { useState, type ReactNode } from 'react';
import { Badge, Divider, EmptyState, Grid, Group, NavLink, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { PAYROLL_RUN_KINDS } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { formatDayOf } from '../../lib/dates';
import { formatAmount, formatPeso, formatSignedAmount } from '../../lib/money';
import { monthLabel } from '../../lib/dates';
import { gradeStepLabel, payslipTotals, payslipsNewestFirst, splitLines } from './payroll-format';
import { PdfButton } from '../../components/busy-button';
import { MyLoans } from './my-loans';
import { openPayslip, useMyPayslips, usePayrollLive, type TMyPayslip, type TMyPayslips, type TPayLine } from './payroll.api';

const FIGURE = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

function Line({ label, amount, strong = false, peso = false }: { label: ReactNode; amount: number; strong?: boolean; peso?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="md">
      <Text fz="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text fz="sm" fw={strong ? 700 : undefined} c={amount < 0 ? 'red.9' : undefined} style={FIGURE}>
        {peso ? formatPeso(amount) : formatSignedAmount(amount)}
      </Text>
    </Group>
  );
}

function Lines({ title, lines }: { title: string; lines: TPayLine[] }) {
  if (lines.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {title}
      </Text>
      {lines.map((line, index) => (
        <Line key={`${line.code}-${index}`} label={line.label} amount={line.amount} />
      ))}
    </Stack>
  );
}

/** One payslip: every line (deductions in parentheses), the gross, the deductions, the net and its halves; its PDF. */
function Payslip({ payslip, certifiedBy }: { payslip: TMyPayslip; certifiedBy: TMyPayslips['certified_by'] }) {
  const { earnings, deductions } = splitLines(payslip.lines);
  const totals = payslipTotals(payslip);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Payslip of ${monthLabel(payslip.month)}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} fz="lg">
              {monthLabel(payslip.month)}
            </Title>
            <Text fz="sm" c="dimmed">
              {[PAYROLL_RUN_KINDS[payslip.kind], payslip.position, payslip.grade !== null ? gradeStepLabel(payslip.grade, payslip.step) : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {payslip.paid_at ? (
              <Text fz="xs" c="dimmed">
                Paid {formatDayOf(payslip.paid_at)}
              </Text>
            ) : null}
          </div>
          <PdfButton open={() => openPayslip(payslip.id)} label={`PDF of the payslip of ${monthLabel(payslip.month)}`}>
            PDF
          </PdfButton>
        </Group>
        <Lines title="Earnings" lines={earnings} />
        <Lines title="Deductions" lines={deductions} />
        <Divider />
        <Stack gap={6}>
          <Line label="Gross" amount={totals.gross} />
          <Line label="Total deductions" amount={-totals.deductions} />
          <Line label="Net pay" amount={totals.net} strong peso />
        </Stack>
        {payslip.halves ? (
          <SimpleGrid cols={2} spacing="sm">
            <Paper withBorder radius="sm" p="xs" bg="gray.0">
              <Text fz="xs" c="dimmed">
                15th
              </Text>
              <Text fz="sm" fw={700} style={FIGURE}>
                {formatAmount(payslip.halves.fifteenth)}
              </Text>
            </Paper>
            <Paper withBorder radius="sm" p="xs" bg="gray.0">
              <Text fz="xs" c="dimmed">
                30th
              </Text>
              <Text fz="sm" fw={700} style={FIGURE}>
                {formatAmount(payslip.halves.thirtieth)}
              </Text>
            </Paper>
          </SimpleGrid>
        ) : null}
        {payslip.not_taken.length > 0 ? (
          <Stack gap={4}>
            <Text fz="xs" c="dimmed">
              Not taken in full this month, to keep the minimum take-home pay:
            </Text>
            {payslip.not_taken.map((d, index) => (
              <Group key={`${d.code}-${index}`} justify="space-between" wrap="nowrap" gap="md">
                <Text fz="xs" c="dimmed">
                  {d.label}
                </Text>
                <Text fz="xs" c="dimmed" style={FIGURE}>
                  {formatAmount(d.shortfall)} short
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
        <Certification payslip={payslip} by={certifiedBy} />
      </Stack>
    </Paper>
  );
}

/** The certification the payslip's PDF prints, as the General Payroll's box B: the accountant certifies the amounts. */
function Certification({ payslip, by }: { payslip: TMyPayslip; by: TMyPayslips['certified_by'] }) {
  return (
    <Text fz="xs" c="dimmed">
      <Text span fw={700} fz="xs">
        Certified correct:
      </Text>{' '}
      the amounts above are those of the General Payroll for {monthLabel(payslip.month)}
      {payslip.kind === 'regular' ? '' : ` (${PAYROLL_RUN_KINDS[payslip.kind]})`}, from which this payslip is taken
      {by ? `. ${by.name}, ${by.title}.` : '.'}
    </Text>
  );
}

/** /account/payroll/payslip (every signed-in user; SPEC.md §2 My Account "payroll/payslip"): one's own paid payslips, month by month. */
export function MyPayslipsPage() {
  const answer = useMyPayslips();
  usePayrollLive();
  const payslips = payslipsNewestFirst(answer.data?.payslips ?? []);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const shown = payslips.find((p) => p.id === chosenId) ?? payslips[0] ?? null;

  return (
    <Stack gap="lg">
      <PageHeader title="My payslips" description="Your pay of each month once it is paid: every line, what was deducted and why, and the net." />
      {answer.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : !shown ? (
        <Paper withBorder radius="md" py="xl" px="md">
          <EmptyState
            icon={<IconFileInvoice size={28} stroke={1.4} />}
            title="No payslip yet"
            description="Your payslip of a month appears here once the payroll is paid."
            size="sm"
          />
        </Paper>
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
            <Paper withBorder radius="md" p={4} component="nav" aria-label="Payslips by month">
              {payslips.map((p) => (
                <NavLink
                  key={p.id}
                  component="button"
                  active={p.id === shown.id}
                  onClick={() => setChosenId(p.id)}
                  label={monthLabel(p.month)}
                  description={p.kind === 'regular' ? undefined : PAYROLL_RUN_KINDS[p.kind]}
                  rightSection={
                    <Badge variant="light" radius="sm" color="gray" style={FIGURE}>
                      {formatAmount(p.net)}
                    </Badge>
                  }
                  variant="light"
                  aria-current={p.id === shown.id ? 'true' : undefined}
                />
              ))}
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
            <Payslip payslip={shown} certifiedBy={answer.data?.certified_by ?? null} />
          </Grid.Col>
        </Grid>
      )}
      <MyLoans />
    </Stack>
  );
}
