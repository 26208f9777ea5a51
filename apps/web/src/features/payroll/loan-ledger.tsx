import { Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { monthLabel } from '../../lib/dates';
import { formatAmount } from '../../lib/money';
import { DownloadButton, PdfButton } from '../../components/busy-button';
import { openLedger, saveLedger, useLedger } from './general-payroll.api';

const FIGURE = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** Every paid run that took the deduction or could not (the minimum take-home pay), with the balance after each. */
export function LoanLedger({ id }: { id: number }) {
  const ledger = useLedger(id);
  const l = ledger.data;
  if (ledger.isPending) return <Skeleton h={160} radius="md" />;
  if (!l) return null;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {l.deduction.label} ({l.deduction.code}) · {l.deduction.fullname}
          </Text>
          <Text fz="xs" c="dimmed">
            {formatAmount(l.deduction.monthly)} a month · original balance {l.original_balance === null ? 'not kept' : formatAmount(l.original_balance)} · now{' '}
            {l.current_balance === null ? 'not kept' : formatAmount(l.current_balance)}
          </Text>
        </Stack>
        <Group gap="xs">
          <PdfButton open={() => openLedger(id)} label="PDF of the loan ledger" size="xs">
            PDF
          </PdfButton>
          <DownloadButton save={() => saveLedger(id)} size="xs">
            Excel
          </DownloadButton>
        </Group>
      </Group>
      {l.rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No paid payroll has taken this deduction yet.
        </Text>
      ) : (
        <Table striped withTableBorder fz="sm" aria-label="Ledger">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Month</Table.Th>
              <Table.Th>Payroll run</Table.Th>
              <Table.Th ta="right">Due</Table.Th>
              <Table.Th ta="right">Taken</Table.Th>
              <Table.Th ta="right">Not taken</Table.Th>
              <Table.Th ta="right">Balance after</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {l.rows.map((r) => (
              <Table.Tr key={r.run_id}>
                <Table.Td style={FIGURE}>{monthLabel(r.month)}</Table.Td>
                <Table.Td>{r.run}</Table.Td>
                <Table.Td ta="right" style={FIGURE}>
                  {formatAmount(r.due)}
                </Table.Td>
                <Table.Td ta="right" style={FIGURE}>
                  {formatAmount(r.taken)}
                </Table.Td>
                <Table.Td ta="right" style={FIGURE} c={r.shortfall > 0 ? 'red.9' : undefined}>
                  {formatAmount(r.shortfall)}
                </Table.Td>
                <Table.Td ta="right" style={FIGURE}>
                  {r.balance_after === null ? '—' : formatAmount(r.balance_after)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

export function LoanLedgerModal({ id, opened, onClose }: { id: number | null; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Ledger" size="xl">
      {id !== null ? <LoanLedger id={id} /> : null}
    </Modal>
  );
}
