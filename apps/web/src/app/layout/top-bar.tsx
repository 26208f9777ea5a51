import { lazy } from 'react';
import { Link, useParams } from 'react-router';
import { ActionIcon, Anchor, Breadcrumbs, Burger, Group, Image, Text } from '@mantine/core';
import { IconHome, IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { campusLogo } from '@hris/contracts';
import { useSignedInUser } from '../../features/account/current-user';
import { BellBadge, BellButton } from '../../features/notifications/bell-button';
import { OnFirstUse } from '../../components/on-first-use';
import { useCurrentRoute } from '../../lib/current-route';
import { useStatedTrail } from '../../lib/page-trail';
import { UserButton } from './user-button';

// The bell's popover and the user menu (Mantine's Popover and Menu) from their first use: the top bar shows their buttons
// (components/on-first-use.tsx).
const loadNotificationBell = () => import('../../features/notifications/notification-bell');
const loadUserMenu = () => import('./user-menu');
const NotificationBell = lazy(() => loadNotificationBell().then((module) => ({ default: module.NotificationBell })));
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

type Props = { narrow: boolean; sidebarOpen: boolean; onToggleSidebar: () => void };

/** Burger, breadcrumb of the current page, notification bell and user menu. */
export function TopBar({ narrow, sidebarOpen, onToggleSidebar }: Props) {
  return (
    <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <SidebarToggle narrow={narrow} open={sidebarOpen} onToggle={onToggleSidebar} />
        {narrow ? <CampusLogo /> : null}
        <PageBreadcrumb narrow={narrow} />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <OnFirstUse
          prefetch={loadNotificationBell}
          button={(use) => (
            <BellBadge>
              <BellButton onClick={use} />
            </BellBadge>
          )}
        >
          <NotificationBell openedAtOnce />
        </OnFirstUse>
        <OnFirstUse prefetch={loadUserMenu} button={(use) => <UserButton onClick={use} />}>
          <UserMenu openedAtOnce />
        </OnFirstUse>
      </Group>
    </Group>
  );
}

/** On a phone the sidebar (and its logo) is hidden in the drawer, so the top bar carries the logo. */
function CampusLogo() {
  const { user } = useSignedInUser();
  return <Image src={campusLogo(user.personnel?.campus_id)} alt="" w={30} h={30} style={{ flexShrink: 0 }} />;
}

/** Home › section › page; on a phone only the page title fits. */
function PageBreadcrumb({ narrow }: { narrow: boolean }) {
  const route = useCurrentRoute();
  const params = useParams();
  const stated = useStatedTrail();
  const trail = stated ?? (route?.breadcrumbFor ? route.breadcrumbFor(params) : route?.breadcrumb) ?? [];
  if (narrow) {
    return (
      <Text fz="sm" fw={600} truncate>
        {trail[trail.length - 1] ?? ''}
      </Text>
    );
  }
  return (
    <Breadcrumbs separatorMargin={6} aria-label="Breadcrumb" style={{ minWidth: 0, flexWrap: 'nowrap' }}>
      <Anchor component={Link} to="/dashboard" c="dimmed" aria-label="Home" display="flex">
        <IconHome size={18} stroke={1.7} />
      </Anchor>
      {trail.map((label, index) => {
        const last = index === trail.length - 1;
        return (
          <Text key={label} fz="sm" fw={last ? 600 : 400} c={last ? undefined : 'dimmed'} truncate>
            {label}
          </Text>
        );
      })}
    </Breadcrumbs>
  );
}

/** A burger for the phone drawer; on a desktop, a collapse/expand button for the sidebar. */
function SidebarToggle({ narrow, open, onToggle }: { narrow: boolean; open: boolean; onToggle: () => void }) {
  const label = open ? 'Hide navigation' : 'Show navigation';
  if (narrow) return <Burger opened={open} onClick={onToggle} size="sm" aria-label={label} />;
  const ToggleIcon = open ? IconLayoutSidebarLeftCollapse : IconLayoutSidebarLeftExpand;
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" onClick={onToggle} aria-label={label} title={label}>
      <ToggleIcon size={22} stroke={1.6} />
    </ActionIcon>
  );
}
