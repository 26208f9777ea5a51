import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { avatarOf, initialsOf, useSignedInUser } from '../../features/account/current-user';

/**
 * The top bar's avatar and name: the user menu's button (user-menu.tsx), and the same button alone before the menu's
 * script has loaded (top-bar.tsx). Other props (the menu's aria attributes, its click) go to the button.
 */
export const UserButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function UserButton(props, ref) {
  const me = useSignedInUser();
  const { user } = me;
  const subtitle = user.personnel?.position?.name ?? (user.is_applicant ? 'Applicant' : user.email);
  return (
    // Named by what it shows (the avatar's alt text, the name and position), so the visible label is the accessible name (WCAG 2.5.3).
    <UnstyledButton ref={ref} data-testid="user-menu" style={{ borderRadius: 999 }} p={4} aria-haspopup="menu" {...props}>
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
  );
});
