import { Stack, Text, type MantineSize } from '@mantine/core';

/** A labelled figure of a summary (the leave preview's days, the terminal leave's salary and credits): a small caps label, the value, a hint. */
export function Figure({ label, value, hint, size = 'lg' }: { label: string; value: string; hint?: string; size?: MantineSize }) {
  return (
    <Stack gap={0}>
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz={size} fw={700}>
        {value}
      </Text>
      {hint ? (
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
