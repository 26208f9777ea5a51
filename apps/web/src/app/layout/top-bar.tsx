import { Link } from 'react-router';
import { Anchor, Breadcrumbs, Burger, Group, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { useCurrentRoute } from '../current-route';
import { UserMenu } from './user-menu';

type Props = { sidebarOpen: boolean; onToggleSidebar: () => void };

/** Burger, breadcrumb of the current page, notification bell and user menu. */
export function TopBar({ sidebarOpen, onToggleSidebar }: Props) {
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger opened={sidebarOpen} onClick={onToggleSidebar} size="sm" aria-label={sidebarOpen ? 'Hide navigation' : 'Show navigation'} />
        <PageBreadcrumb />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <NotificationBell />
        <UserMenu />
      </Group>
    </Group>
  );
}

function PageBreadcrumb() {
  const route = useCurrentRoute();
  const trail = route?.breadcrumb ?? [];
  return (
    <Breadcrumbs separatorMargin={6} aria-label="Breadcrumb" style={{ minWidth: 0, flexWrap: 'nowrap' }}>
      <Anchor component={Link} to="/dashboard" c="dimmed" aria-label="Home" display="flex">
        <IconHome size={18} stroke={1.7} />
      </Anchor>
      {trail.map((label, index) => {
        const last = index === trail.length - 1;
        return (
          <Text key={label} fz="sm" fw={last ? 600 : 400} c={last ? undefined : 'dimmed'} truncate visibleFrom={last ? undefined : 'sm'}>
            {label}
          </Text>
        );
      })}
    </Breadcrumbs>
  );
}
