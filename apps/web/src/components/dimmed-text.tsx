import { Text } from '@mantine/core';

/** A quiet line in a table cell: a second fact under the main one, or "None". */
export function DimmedText({ children }: { children: string }) {
  return (
    <Text fz="sm" c="dimmed">
      {children}
    </Text>
  );
}
