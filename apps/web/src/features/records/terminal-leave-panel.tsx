import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCash, IconPrinter } from '@tabler/icons-react';
import { useConfirm } from '../../components/confirm-dialog';
import { formatPeso } from '../../lib/money';
import { showSuccessToast } from '../../lib/toasts';
import { openTerminalLeavePdf, useAddTerminalLeaveToPayroll, useTerminalLeave } from './records.api';
import { longDate } from './records-format';
import { Figure } from '../../components/figure';

const days = (n: number) => n.toFixed(3);

/**
 * Terminal leave benefits (issue 36): the highest monthly salary received × the VL and SL held on the separation date ×
 * 0.0481927, printable, and put in payroll once (the person's next regular run pays it).
 */
export function TerminalLeavePanel({ separationId }: { separationId: number }) {
  const { data: tl, isPending, isError } = useTerminalLeave(separationId);
  const add = useAddTerminalLeaveToPayroll(separationId);
  const confirm = useConfirm();
  if (isError) return null;
  if (isPending || !tl) return <Skeleton h={140} />;
  const c = tl.computation;
  const payment = tl.payment;
  return (
    <Paper withBorder radius="sm" p="sm" aria-label="Terminal leave benefits" role="region">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fz="sm" fw={600}>
            Terminal leave benefits
          </Text>
          {payment ? (
            <Badge color={payment.paid_run_id ? 'teal' : 'blue'} variant="light" radius="sm">
              {payment.paid_run_id ? 'Paid in payroll' : 'In the next regular payroll'}
            </Badge>
          ) : null}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure size="md" label="Highest monthly salary" value={formatPeso(tl.highest_salary.amount)} hint={tl.highest_salary.source} />
          <Figure size="md" label="Vacation leave" value={days(tl.vl)} hint={`held on ${longDate(tl.credits_as_of)}`} />
          <Figure size="md" label="Sick leave" value={days(tl.sl)} hint={`held on ${longDate(tl.credits_as_of)}`} />
          <Figure size="md" label="Amount" value={formatPeso(c.amount)} hint={`factor ${c.factor.toFixed(7)}`} />
        </SimpleGrid>
        <Text fz="xs" data-testid="terminal-leave-words">
          {c.words}
        </Text>
        {c.amount === 0 ? (
          <Alert color="gray">
            {tl.highest_salary.amount === 0
              ? 'No monthly salary is recorded (service record, payroll or salary grade): there is nothing to pay yet.'
              : 'No VL or SL credits are held: there is nothing to pay.'}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />} onClick={() => void openTerminalLeavePdf(separationId)}>
            Print
          </Button>
          {!payment && c.amount > 0 ? (
            <Button
              size="xs"
              leftSection={<IconCash size={14} />}
              loading={add.isPending}
              onClick={() =>
                confirm({
                  title: 'Add to payroll',
                  message: `Pay ${formatPeso(c.amount)} of terminal leave benefits to ${tl.personnel.fullname} in their next regular payroll run? This is done once.`,
                  confirmLabel: 'Add to payroll',
                  onConfirm: async () => showSuccessToast((await add.mutateAsync()).message),
                })
              }
            >
              Add to payroll
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
