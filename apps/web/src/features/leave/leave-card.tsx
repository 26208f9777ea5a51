import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { formatLongDate } from '../../lib/dates';
import { daysLabel, useLedger, useLeaveTypes, type TLedger } from './leave.api';
import { LeaveBalanceCards } from './leave-balance-cards';
import { periodMonthLabel } from './leave-format';

export type TCardRole = 'employee' | 'head' | 'hr';

const num = (value: number) => (value ? daysLabel(value) : '');

function LedgerTable({ card, highlight }: { card: TLedger; highlight: 'VL' | 'SL' | null }) {
  const lit = (group: 'VL' | 'SL') => (highlight === group ? 'var(--mantine-color-teal-0)' : undefined);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table withTableBorder withColumnBorders striped fz="sm" aria-label="Leave ledger">
        <Table.Thead>
          <Table.Tr>
            <Table.Th rowSpan={2} className="sticky-first-col">
              Period
            </Table.Th>
            <Table.Th rowSpan={2}>Particulars</Table.Th>
            <Table.Th colSpan={3} ta="center" bg={lit('VL')}>
              Vacation leave
            </Table.Th>
            <Table.Th colSpan={3} ta="center" bg={lit('SL')}>
              Sick leave
            </Table.Th>
            <Table.Th rowSpan={2} ta="right">
              LWOP
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {(['VL', 'SL'] as const).flatMap((group) =>
              ['Earned', 'Deducted', 'Balance'].map((label) => (
                <Table.Th key={`${group}-${label}`} ta="right" bg={lit(group)}>
                  {label}
                </Table.Th>
              )),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr fw={600}>
            {/* In the period column only, wrapping: a cell spanning into Particulars would be cut off by the sticky column on a phone. */}
            <Table.Td className="sticky-first-col" style={{ whiteSpace: 'normal' }}>
              Balance brought forward
            </Table.Td>
            <Table.Td />
            <Table.Td colSpan={2} bg={lit('VL')} />
            <Table.Td ta="right" bg={lit('VL')}>
              {daysLabel(card.brought_forward.vl)}
            </Table.Td>
            <Table.Td colSpan={2} bg={lit('SL')} />
            <Table.Td ta="right" bg={lit('SL')}>
              {daysLabel(card.brought_forward.sl)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
          {card.ledger.map((row) => (
            <Table.Tr key={`${row.period}-${row.particulars}`}>
              <Table.Td className="sticky-first-col" style={{ whiteSpace: 'nowrap' }}>
                {periodMonthLabel(row.period)}
              </Table.Td>
              <Table.Td>{row.particulars}</Table.Td>
              <Table.Td ta="right" bg={lit('VL')}>
                {num(row.vl_earned)}
              </Table.Td>
              <Table.Td ta="right" bg={lit('VL')}>
                {num(row.vl_deducted)}
              </Table.Td>
              <Table.Td ta="right" fw={600} bg={lit('VL')}>
                {daysLabel(row.vl_balance)}
              </Table.Td>
              <Table.Td ta="right" bg={lit('SL')}>
                {num(row.sl_earned)}
              </Table.Td>
              <Table.Td ta="right" bg={lit('SL')}>
                {num(row.sl_deducted)}
              </Table.Td>
              <Table.Td ta="right" fw={600} bg={lit('SL')}>
                {daysLabel(row.sl_balance)}
              </Table.Td>
              <Table.Td ta="right">{num(row.lwop_days)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type Props = {
  personnelId: number;
  year: number;
  /** The leave type to highlight (0: none). */
  typeId: number;
  role: TCardRole;
  onYearChange: (year: number) => void;
};

/** CSC's leave card of one person and year: balances, the months earned and charged, and where to look further. */
export function LeaveCard({ personnelId, year, typeId, role, onYearChange }: Props) {
  const navigate = useNavigate();
  const card = useLedger(personnelId, year);
  const types = useLeaveTypes();
  const type = types.data?.find((t) => t.id === typeId);
  if (card.isPending) return <Skeleton h={420} />;
  if (!card.data) return <Alert color="gray">This leave card was not found, or it is not yours to see.</Alert>;
  const c = card.data;
  const years = [...new Set([...c.years, year])].sort((a, b) => b - a);
  const highlight = type?.charged_to === 'VL' || type?.charged_to === 'SL' ? type.charged_to : null;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Text fw={700}>{c.person.fullname}</Text>
          <Text fz="sm" c="dimmed">
            {[c.person.idno, c.person.department, c.person.employment_kind].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Select
            aria-label="Year"
            data={years.map((y) => String(y))}
            value={String(year)}
            onChange={(value) => value && onYearChange(Number(value))}
            allowDeselect={false}
            w={110}
          />
          <Select
            aria-label="Applications of one type"
            placeholder="Applications of one type…"
            data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={null}
            onChange={(value) => {
              const chosen = types.data?.find((t) => String(t.id) === value);
              if (chosen)
                void navigate(`${role === 'hr' ? '/edats/leave' : '/account/leaves'}/${personnelId}/${chosen.id}/${encodeURIComponent(chosen.name)}/summary`);
            }}
            searchable
            w={260}
          />
          <Button
            component={Link}
            to={`/account/force-leave-schedule/${personnelId}/${year}/${typeId}/${role}`}
            variant="default"
            leftSection={<IconCalendarCheck size={16} />}
          >
            Forced leave
          </Button>
        </Group>
      </Group>
      <LeaveBalanceCards balances={c.balances} highlight={type?.charged_to ?? null} />
      {c.opening ? (
        <Text fz="sm" c="dimmed">
          Opening balance carried over as of {formatLongDate(c.opening.as_of)}: vacation leave {daysLabel(c.opening.vl)}, sick leave {daysLabel(c.opening.sl)}.
        </Text>
      ) : null}
      <Paper withBorder radius="md">
        {c.ledger.length === 0 ? (
          <Text p="md" c="dimmed" fz="sm">
            Nothing was earned or charged in {year}.
          </Text>
        ) : (
          <LedgerTable card={c} highlight={highlight} />
        )}
      </Paper>
    </Stack>
  );
}
