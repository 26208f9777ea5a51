import { Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { WEEKDAYS, type TWorkScheduleDefinition } from '@hris/contracts';
import { clockTime, KIND_COLORS, KIND_LABELS, sessionLabel, WEEKDAY_NAMES, weeklyHoursLabel } from './schedule-format';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </Stack>
  );
}

/** The kind of a schedule as a small tag. */
export function KindBadge({ kind }: { kind: keyof typeof KIND_LABELS }) {
  return (
    <Badge variant="light" color={KIND_COLORS[kind]} radius="sm">
      {KIND_LABELS[kind]}
    </Badge>
  );
}

/** A schedule read-only: the week day by day (fixed, faculty) or the arrival window and hours (flexible). */
export function ScheduleWeek({ definition }: { definition: TWorkScheduleDefinition }) {
  if (definition.kind === 'flexible') {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Fact
          label="Working days"
          value={WEEKDAYS.filter((d) => definition.weekdays.includes(d))
            .map((d) => WEEKDAY_NAMES[d])
            .join(', ')}
        />
        <Fact label="Arrival" value={`Any time from ${clockTime(definition.arrival_from)} to ${clockTime(definition.arrival_to)}`} />
        <Fact label="Hours a day" value={`${definition.hours} hours, not counting lunch`} />
        <Fact label="Lunch break" value={sessionLabel(definition.lunch)} />
        <Fact label="A week" value={weeklyHoursLabel(definition)} />
      </SimpleGrid>
    );
  }
  return (
    <Stack gap="xs">
      <Table withTableBorder withColumnBorders verticalSpacing={6} fz="sm" aria-label="Weekly schedule">
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th w={130}>Day</Table.Th>
            <Table.Th>Morning</Table.Th>
            <Table.Th>Afternoon</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {WEEKDAYS.map((day) => {
            const sessions = definition.days[day] ?? [];
            return (
              <Table.Tr key={day} c={sessions.length ? undefined : 'dimmed'}>
                <Table.Td fw={sessions.length ? 600 : 400}>{WEEKDAY_NAMES[day]}</Table.Td>
                {sessions.length === 0 ? (
                  <Table.Td colSpan={2}>Off duty</Table.Td>
                ) : (
                  <>
                    <Table.Td>{sessions[0] ? sessionLabel(sessions[0]) : '—'}</Table.Td>
                    <Table.Td>{sessions[1] ? sessionLabel(sessions[1]) : '—'}</Table.Td>
                  </>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Text fz="sm" c="dimmed">
          {weeklyHoursLabel(definition)}
        </Text>
      </Group>
    </Stack>
  );
}
