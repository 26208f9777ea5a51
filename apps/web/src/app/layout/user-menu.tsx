import { useNavigate } from 'react-router';
import { Menu } from '@mantine/core';
import { IconLogout, IconUserCog } from '@tabler/icons-react';
import { logout } from '../../features/auth/auth.api';
import { useSignedInUser } from '../../features/account/current-user';
import { UserButton } from './user-button';

/**
 * Avatar and name, with Profile Settings and Logout. Loaded after the first screen (top-bar.tsx); `openedAtOnce` when
 * the user clicked the button before it had loaded.
 */
export function UserMenu({ openedAtOnce = false }: { openedAtOnce?: boolean }) {
  const { user } = useSignedInUser();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" width={240} shadow="md" radius="md" defaultOpened={openedAtOnce}>
      <Menu.Target>
        <UserButton />
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
