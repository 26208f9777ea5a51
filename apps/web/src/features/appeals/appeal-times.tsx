import { Group, Text } from '@mantine/core';
import { formTime } from '../attendance/dtr-format';
import type { TAppeal } from './appeals.api';

const HALVES = [
  ['am_in', 'AM in'],
  ['am_out', 'AM out'],
  ['pm_in', 'PM in'],
  ['pm_out', 'PM out'],
] as const;

/** The corrected times an appeal asks for ("AM out 12:00 PM · PM in 1:00 PM"); the others are not appealed. */
export function AppealTimes({ appeal }: { appeal: Pick<TAppeal, 'am_in' | 'am_out' | 'pm_in' | 'pm_out'> }) {
  return (
    <Group gap="xs" wrap="wrap">
      {HALVES.filter(([key]) => appeal[key]).map(([key, label]) => (
        <Text key={key} fz="sm" style={{ whiteSpace: 'nowrap' }}>
          <Text span c="dimmed" fz="xs">
            {label}
          </Text>{' '}
          <Text span fw={600}>
            {formTime(appeal[key])}
          </Text>
        </Text>
      ))}
    </Group>
  );
}

export { HALVES as APPEAL_HALVES };
