import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { COMPETENCY_TYPES } from '@hris/contracts';
import { formatLongDate } from '../../lib/dates';
import { formatAmount } from '../../lib/money';
import { gapLabel, interventionLabel, PLAN_STATUS, periodLabel } from './lnd-format';
import type { TDevelopmentPlan } from './lnd.api';

/** A plan's status as a badge. */
export function PlanStatusBadge({ plan }: { plan: Pick<TDevelopmentPlan, 'status'> }) {
  const s = PLAN_STATUS[plan.status];
  return (
    <Badge variant="light" radius="sm" color={s.color}>
      {s.label}
    </Badge>
  );
}

/** One plan: its period, status and every item (the competency and its gap, the intervention, by when, the support asked). */
export function PlanCard({ plan, actions, showOwner = false }: { plan: TDevelopmentPlan; actions?: React.ReactNode; showOwner?: boolean }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Development plan ${periodLabel(plan)}${showOwner ? ` of ${plan.personnel.fullname}` : ''}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={700}>
              {showOwner ? `${plan.personnel.fullname} · ` : ''}Development plan {periodLabel(plan)}
            </Text>
            <Group gap="xs">
              <PlanStatusBadge plan={plan} />
              <Text fz="xs" c="dimmed">
                {plan.kind === 'faculty' ? 'Faculty' : 'Administrative'} · {plan.personnel.department?.acronym ?? 'no office'}
              </Text>
            </Group>
          </Stack>
          {actions}
        </Group>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing={6} aria-label={`Items of the plan ${periodLabel(plan)}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Competency</Table.Th>
                <Table.Th>Gap</Table.Th>
                <Table.Th>Intervention</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th>Support</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plan.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {item.competency.name}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {COMPETENCY_TYPES[item.competency.type]}
                    </Text>
                  </Table.Td>
                  <Table.Td fz="sm">{gapLabel(item)}</Table.Td>
                  <Table.Td>
                    <Text fz="sm">{interventionLabel(item)}</Text>
                    {item.provider ? (
                      <Text fz="xs" c="dimmed">
                        {item.provider}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatLongDate(item.target_date)}
                  </Table.Td>
                  <Table.Td fz="sm">
                    {[item.support_time ? 'Time off' : null, item.support_funds ? `₱${formatAmount(item.support_funds)}` : null].filter(Boolean).join(', ') ||
                      '—'}
                  </Table.Td>
                  <Table.Td style={{ minWidth: 104 }}>
                    <Badge variant="light" radius="sm" color={item.status === 'done' ? 'green' : item.overdue ? 'red' : 'gray'}>
                      {item.status === 'done' ? 'Done' : item.overdue ? 'Overdue' : 'Planned'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
