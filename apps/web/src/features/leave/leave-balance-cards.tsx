import { Paper, SimpleGrid, Text } from '@mantine/core';
import { daysLabel, type TChargedTo, type TLeaveBalances } from './leave.api';

const CARDS: { key: keyof TLeaveBalances; label: string; unit: 'days' | 'hours'; charged: TChargedTo | null }[] = [
  { key: 'vl', label: 'Vacation leave', unit: 'days', charged: 'VL' },
  { key: 'sl', label: 'Sick leave', unit: 'days', charged: 'SL' },
  { key: 'spl', label: 'Special privilege leave', unit: 'days', charged: null },
  { key: 'forced_leave_remaining', label: 'Forced leave to take', unit: 'days', charged: null },
  { key: 'coc_hours', label: 'COC', unit: 'hours', charged: 'COC' },
  { key: 'service_credits', label: 'Service credits', unit: 'days', charged: 'SC' },
];

/** A person's balances as cards; the balance a chosen type is charged to stands out. */
export function LeaveBalanceCards({ balances, highlight }: { balances: TLeaveBalances; highlight?: TChargedTo | null }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {CARDS.map((card) => {
        const lit = highlight != null && card.charged === highlight;
        return (
          <Paper
            key={card.key}
            withBorder
            p="sm"
            radius="md"
            role="group"
            aria-label={card.label}
            bg={lit ? 'teal.0' : undefined}
            style={lit ? { borderColor: 'var(--mantine-color-teal-5)' } : undefined}
          >
            <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
              {card.label}
            </Text>
            <Text fz={22} fw={700} data-balance={card.key}>
              {card.unit === 'hours' ? balances[card.key].toFixed(2) : daysLabel(balances[card.key])}
            </Text>
            <Text fz="xs" c="dimmed">
              {card.unit}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
