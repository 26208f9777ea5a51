import type { ReactNode } from 'react';
import { Box, Group, Text, Title } from '@mantine/core';

type Props = { title: string; description?: ReactNode; actions?: ReactNode };

/** Title block at the top of a page. */
export function PageHeader({ title, description, actions }: Props) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Box>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" fz="sm" mt={4}>
            {description}
          </Text>
        ) : null}
      </Box>
      {actions}
    </Group>
  );
}
