import { Text } from '@mantine/core';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What a text input gets when its contract sets a limit: a counter "287 / 300" inside it, red once over, and no
 * `maxLength`, so nothing typed or pasted is ever cut silently (issue 42); the contract's message refuses the excess.
 */
export function textLimitProps(value: unknown, limit: number) {
  const length = typeof value === 'string' ? value.length : 0;
  const label = `${count(length)} / ${count(limit)}`;
  return {
    maxLength: undefined,
    rightSection: (
      <Text fz="xs" c={length > limit ? 'red.8' : 'dimmed'} fw={length > limit ? 700 : undefined} data-testid="text-limit" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    ),
    rightSectionWidth: label.length * 7 + 16,
    rightSectionPointerEvents: 'none' as const,
  };
}
