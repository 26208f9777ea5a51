import { useNavigate } from 'react-router';
import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCog } from '@tabler/icons-react';
import { logout } from '../../features/auth/auth.api';
import { avatarOf, initialsOf, useSignedInUser } from '../../features/account/current-user';

/** Avatar and name, with Profile Settings and Logout. */
export function UserMenu() {
  const me = useSignedInUser();
  const navigate = useNavigate();
  const { user } = me;
  const subtitle = user.personnel?.position?.name ?? (user.is_applicant ? 'Applicant' : user.email);

  return (
    <Menu position="bottom-end" width={240} shadow="md" radius="md">
      <Menu.Target>
        {/* Named by what it shows (the avatar's alt text, the name and position), so the visible label is the accessible name (WCAG 2.5.3). */}
        <UnstyledButton data-testid="user-menu" style={{ borderRadius: 999 }} p={4}>
          <Group gap="xs" wrap="nowrap">
            <Avatar src={avatarOf(me)} alt={user.name} radius="xl" size={36} color="maroon">
              {initialsOf(user.name)}
            </Avatar>
            <Box visibleFrom="sm" maw={180}>
              <Text fz="sm" fw={600} lh={1.2} truncate>
                {user.name}
              </Text>
              <Text fz="xs" c="dimmed" lh={1.2} truncate>
                {subtitle}
              </Text>
            </Box>
            <IconChevronDown size={14} stroke={1.8} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item leftSection={<IconUserCog size={16} />} onClick={() => void navigate('/profile/account/settings')}>
          Profile Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
