import { Button, Checkbox, Group, Table, Text, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { WEEKDAYS } from '@hris/contracts';
import type { FieldErrors } from '../../lib/field-errors';
import { WEEKDAY_NAMES, type TWeekday } from './schedule-format';

// The week of a fixed or faculty schedule: each day on or off duty, a morning session and an
// optional afternoon one. A "Saturday duty" is just Saturday's sessions.

export type TDayDraft = { on: boolean; am_in: string; am_out: string; pm_in: string; pm_out: string };
export type TWeekDraft = Record<TWeekday, TDayDraft>;

const OFF: TDayDraft = { on: false, am_in: '', am_out: '', pm_in: '', pm_out: '' };
const OFFICE_DAY: TDayDraft = { on: true, am_in: '08:00', am_out: '12:00', pm_in: '13:00', pm_out: '17:00' };

/** The draft of a definition's days; a new schedule starts as the office week, Monday to Friday, 8 to 5. */
export function weekDraftOf(days: Partial<Record<TWeekday, { start: string; end: string }[]>> | null): TWeekDraft {
  return Object.fromEntries(
    WEEKDAYS.map((d) => {
      if (!days) return [d, Number(d) <= 5 ? OFFICE_DAY : OFF];
      const [am, pm] = days[d] ?? [];
      return [d, am ? { on: true, am_in: am.start, am_out: am.end, pm_in: pm?.start ?? '', pm_out: pm?.end ?? '' } : OFF];
    }),
  ) as TWeekDraft;
}

/** The definition's `days`: an empty afternoon is a one-session day; off days are left out. */
export function daysOfDraft(week: TWeekDraft): Partial<Record<TWeekday, { start: string; end: string }[]>> {
  const days: Partial<Record<TWeekday, { start: string; end: string }[]>> = {};
  for (const d of WEEKDAYS) {
    const day = week[d];
    if (!day.on) continue;
    days[d] = [{ start: day.am_in, end: day.am_out }, ...(day.pm_in || day.pm_out ? [{ start: day.pm_in, end: day.pm_out }] : [])];
  }
  return days;
}

type Props = { week: TWeekDraft; onChange: (week: TWeekDraft) => void; errors: FieldErrors };

const SLOTS = [
  { key: 'am_in', label: 'Morning in', session: 0, end: 'start' },
  { key: 'am_out', label: 'Morning out', session: 0, end: 'end' },
  { key: 'pm_in', label: 'Afternoon in', session: 1, end: 'start' },
  { key: 'pm_out', label: 'Afternoon out', session: 1, end: 'end' },
] as const;

export function WeekdayGrid({ week, onChange, errors }: Props) {
  const setDay = (d: TWeekday, patch: Partial<TDayDraft>) => onChange({ ...week, [d]: { ...week[d], ...patch } });
  const monday = week['1'];
  const copyMonday = () => onChange(Object.fromEntries(WEEKDAYS.map((d) => [d, week[d].on && d !== '1' ? { ...monday, on: true } : week[d]])) as TWeekDraft);
  const errorOf = (d: TWeekday, session: number, end: 'start' | 'end') =>
    errors[`definition.days.${d}.${session}.${end}`] ?? (end === 'end' ? errors[`definition.days.${d}.${session}`] : undefined);

  return (
    <div>
      <Group justify="space-between" mb={6}>
        <Text fz="sm" fw={500}>
          Working days and hours
        </Text>
        <Button variant="subtle" size="compact-sm" leftSection={<IconCopy size={14} />} onClick={copyMonday} disabled={!monday.on}>
          Copy Monday's hours to the other working days
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640} type="native">
        <Table withTableBorder verticalSpacing={6} horizontalSpacing="xs" aria-label="Working days and hours">
          <Table.Thead bg="gray.0">
            <Table.Tr>
              <Table.Th w={140} fz="xs">
                Day
              </Table.Th>
              {SLOTS.map((slot) => (
                <Table.Th key={slot.key} fz="xs">
                  {slot.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WEEKDAYS.map((d) => {
              const day = week[d];
              return (
                <Table.Tr key={d} bg={day.on ? undefined : 'gray.0'}>
                  <Table.Td>
                    <Checkbox
                      label={WEEKDAY_NAMES[d]}
                      checked={day.on}
                      onChange={(e) => setDay(d, e.currentTarget.checked ? { ...(day.am_in ? day : OFFICE_DAY), on: true } : { on: false })}
                    />
                  </Table.Td>
                  {day.on ? (
                    SLOTS.map((slot) => (
                      <Table.Td key={slot.key}>
                        <TextInput
                          type="time"
                          size="xs"
                          aria-label={`${WEEKDAY_NAMES[d]} ${slot.label.toLowerCase()}`}
                          value={day[slot.key]}
                          onChange={(e) => setDay(d, { [slot.key]: e.currentTarget.value })}
                          error={errorOf(d, slot.session, slot.end)}
                        />
                      </Table.Td>
                    ))
                  ) : (
                    <Table.Td colSpan={4}>
                      <Text fz="sm" c="dimmed">
                        Off duty
                      </Text>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fz="xs" c="dimmed" mt={4}>
        Leave the afternoon empty for a half-day or a single straight session.
      </Text>
      {errors['definition.days'] ? (
        <Text fz="xs" c="red" mt={4}>
          {errors['definition.days']}
        </Text>
      ) : null}
    </div>
  );
}
