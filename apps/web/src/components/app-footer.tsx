import { Group, Text } from '@mantine/core';
import { DEVELOPER_CREDIT, UNIVERSITY_NAME } from '../lib/branding';

export function AppFooter() {
  return (
    <Group component="footer" justify="center" px="md" py="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Text fz="xs" c="dimmed" ta="center">
        © {new Date().getFullYear()} {UNIVERSITY_NAME} · {DEVELOPER_CREDIT}
      </Text>
    </Group>
  );
}
