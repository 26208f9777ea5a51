import type { ReactNode } from 'react';
import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { manilaToday } from '../../lib/dates';
import type { TDtr, TDtrTotals } from './dtr.api';
import { dayOfMonth, dayTone, daysLabel, formTime, minutesLabel, weekdayOf, type TDayTone } from './dtr-format';

// red.9 and orange.9: red.7 and orange.7 read at 3.6:1 and 3:1 on an absent day's red.0 row (WCAG AA asks 4.5:1).
const TONE_COLOR: Record<TDayTone, string | undefined> = { absent: 'red.9', late: 'orange.9', off: 'dimmed', normal: undefined };

type Props = {
  dtr: TDtr;
  /** Where a day leads (the employee's own day page); without it the rows are not links. */
  dayLink?: (date: string) => string;
};

/** A month of the daily time record laid out like the paper CS Form No. 48. */
export function DtrMonthTable({ dtr, dayLink }: Props) {
  const navigate = useNavigate();
  const today = manilaToday();
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={760}>
        <Table
          verticalSpacing={6}
          horizontalSpacing="sm"
          highlightOnHover={Boolean(dayLink)}
          aria-label={`Daily time record of ${dtr.personnel.fullname}`}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th rowSpan={2} w={56} className="sticky-first-col">
                Day
              </Table.Th>
              <Table.Th colSpan={2} ta="center" style={{ borderBottom: 'none' }}>
                AM
              </Table.Th>
              <Table.Th colSpan={2} ta="center" style={{ borderBottom: 'none' }}>
                PM
              </Table.Th>
              <Table.Th rowSpan={2} ta="right">
                Late
              </Table.Th>
              <Table.Th rowSpan={2} ta="right">
                Undertime
              </Table.Th>
              <Table.Th rowSpan={2} ta="right">
                Absent
              </Table.Th>
              <Table.Th rowSpan={2}>Remarks</Table.Th>
            </Table.Tr>
            <Table.Tr>
              <Table.Th ta="center">In</Table.Th>
              <Table.Th ta="center">Out</Table.Th>
              <Table.Th ta="center">In</Table.Th>
              <Table.Th ta="center">Out</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dtr.days.map((day) => {
              const tone = dayTone(day, today);
              const color = TONE_COLOR[tone];
              const link = dayLink?.(day.date);
              return (
                <Table.Tr
                  key={day.date}
                  data-tone={tone}
                  bg={tone === 'off' ? 'gray.0' : tone === 'absent' ? 'red.0' : undefined}
                  onClick={link ? () => void navigate(link) : undefined}
                  style={link ? { cursor: 'pointer' } : undefined}
                >
                  <Table.Td className="sticky-first-col">
                    <Group gap={6} wrap="nowrap">
                      {link ? (
                        <Anchor component={Link} to={link} fw={600} fz="sm" c={color} onClick={(e) => e.stopPropagation()}>
                          {dayOfMonth(day.date)}
                        </Anchor>
                      ) : (
                        <Text fw={600} fz="sm" c={color}>
                          {dayOfMonth(day.date)}
                        </Text>
                      )}
                      <Text fz="xs" c="dimmed">
                        {weekdayOf(day.date)}
                      </Text>
                    </Group>
                  </Table.Td>
                  {[day.am_in, day.am_out, day.pm_in, day.pm_out].map((time, i) => (
                    <Table.Td key={i} ta="center" c={tone === 'off' ? 'dimmed' : undefined}>
                      {formTime(time)}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" c="orange.9" fw={day.late_minutes ? 600 : undefined}>
                    {minutesLabel(day.late_minutes)}
                  </Table.Td>
                  <Table.Td ta="right">{minutesLabel(day.undertime_minutes)}</Table.Td>
                  <Table.Td ta="right" c="red.9" fw={day.absent_days ? 600 : undefined}>
                    {daysLabel(day.absent_days)}
                  </Table.Td>
                  <Table.Td fz="xs" c={tone === 'absent' ? 'red.9' : 'dimmed'} maw={260}>
                    {day.remarks}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function Total({ label, value, color }: { label: string; value: ReactNode; color?: string }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={22} fw={700} c={color} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The month's totals, as the form's total row and the tardiness report count them. */
export function DtrTotalsCard({ totals }: { totals: TDtrTotals }) {
  return (
    <Paper withBorder p="md" role="region" aria-label="Totals of the month">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Total label="Late" value={`${totals.late_minutes} min`} color={totals.late_minutes ? 'orange.7' : undefined} />
        <Total label="Undertime" value={`${totals.undertime_minutes} min`} />
        <Total label="Absences" value={`${totals.absent_days} ${totals.absent_days === 1 ? 'day' : 'days'}`} color={totals.absent_days ? 'red.7' : undefined} />
        <Total label="Times late" value={totals.times_late} color={totals.times_late ? 'orange.7' : undefined} />
      </SimpleGrid>
    </Paper>
  );
}

/** Placeholder rows while the month loads. */
export function DtrMonthSkeleton() {
  return (
    <Stack gap="sm">
      <Skeleton h={78} />
      <Paper withBorder p="md">
        <Stack gap={8}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={26} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
