import { Link } from 'react-router';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { menuItemsFor } from '../../app/menu';
import { useSignedInUser } from '../account/current-user';
import classes from './module-shortcuts.module.css';

/** A card per module the user's views allow, from the route table (the dashboard itself left out). */
export function ModuleShortcuts() {
  const { user } = useSignedInUser();
  const shortcuts = menuItemsFor(user.allowed_views).filter((item) => item.path !== '/dashboard');
  if (shortcuts.length === 0) return null;

  return (
    <Stack gap="sm">
      <Text fw={700} fz="lg">
        Your modules
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="module-shortcuts">
        {shortcuts.map((item) => {
          const ShortcutIcon = item.menu.icon;
          return (
            <Card key={item.path} component={Link} to={item.path} withBorder padding="md" className={classes.card}>
              <Group wrap="nowrap" gap="md">
                <ThemeIcon size={44} radius="md" variant="light" color="maroon">
                  <ShortcutIcon size={22} stroke={1.6} />
                </ThemeIcon>
                <Stack gap={2} flex={1} style={{ minWidth: 0 }}>
                  <Text fw={600}>{item.menu.label}</Text>
                  <Text fz="sm" c="dimmed" lineClamp={2}>
                    {item.menu.description}
                  </Text>
                </Stack>
                <IconChevronRight size={18} className={classes.chevron} />
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
