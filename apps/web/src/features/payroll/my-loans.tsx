import { useState } from 'react';
import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatAmount } from '../../lib/money';
import { LoanLedgerModal } from './loan-ledger';
import { useMyLoans } from './general-payroll.api';

/** "My loans" on one's payslips page: each loan or other deduction with its balance, and its ledger on a click. */
export function MyLoans() {
  const loans = useMyLoans();
  const [shown, setShown] = useState<number | null>(null);
  if (!loans.data?.length) return null;
  return (
    <Stack gap="sm" component="section" aria-label="My loans">
      <Title order={2} fz="lg">
        My loans
      </Title>
      <Paper withBorder radius="md" p={4}>
        {loans.data.map((l) => (
          <UnstyledButton key={l.id} onClick={() => setShown(l.id)} w="100%" p="xs">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fz="sm" fw={600}>
                  {l.label}
                </Text>
                <Text fz="xs" c="dimmed">
                  {l.code} · {formatAmount(l.monthly)} a month
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                {l.balance !== null ? (
                  <Text fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    Balance {formatAmount(l.balance)}
                  </Text>
                ) : null}
                <Badge variant="light" radius="sm" color={l.active ? 'teal' : 'gray'}>
                  {l.active ? 'Active' : 'Ended'}
                </Badge>
              </Group>
            </Group>
          </UnstyledButton>
        ))}
      </Paper>
      <LoanLedgerModal id={shown} opened={shown !== null} onClose={() => setShown(null)} />
    </Stack>
  );
}
