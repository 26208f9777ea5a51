import { Stack, Text } from '@mantine/core';

/** A person in a table row: the name, and below it the details that tell namesakes apart (employee no., office…). */
export function PersonCell({ name, details }: { name: string; details: (string | null | undefined)[] }) {
  const line = details.filter(Boolean).join(' · ');
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={600}>
        {name}
      </Text>
      {line && (
        <Text fz="xs" c="dimmed">
          {line}
        </Text>
      )}
    </Stack>
  );
}
