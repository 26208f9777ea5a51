import { Badge } from '@mantine/core';

/** Active or Inactive as a tag; Inactive is red (SPEC.md §4). */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'teal' : 'red'} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
