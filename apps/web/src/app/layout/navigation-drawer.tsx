import { Drawer } from '@mantine/core';
import { Sidebar } from './sidebar';

/** On a phone, the sidebar in a drawer the burger opens (signed-in-shell.tsx loads it the first time it is opened). */
export function NavigationDrawer({ opened, onClose, size }: { opened: boolean; onClose: () => void; size: number }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={size}
      padding={0}
      withCloseButton={false}
      // The label belongs on the dialog (Drawer's content section), not on its root div, which has no role.
      attributes={{ content: { 'aria-label': 'Main navigation' } }}
    >
      <Sidebar />
    </Drawer>
  );
}
