import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useNotificationsState } from './notifications-provider';

/** The badge of new notifications around the bell (the bell's popover sits inside it: its target is the button). */
export function BellBadge({ children }: { children: ReactNode }) {
  const { unseenCount } = useNotificationsState();
  return (
    <Indicator
      label={unseenCount}
      size={18}
      offset={6}
      color="red"
      disabled={unseenCount === 0}
      maxValue={99}
      attributes={{ indicator: { 'data-testid': 'notification-count' } }}
    >
      {children}
    </Indicator>
  );
}

/**
 * The bell's button: the popover's target (notification-bell.tsx), and the same button alone before the popover's
 * script has loaded (the top bar). Other props (the popover's aria attributes, its click) go to the button.
 */
export const BellButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'>>(function BellButton(props, ref) {
  const { unseenCount, realtime } = useNotificationsState();
  return (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={unseenCount > 0 ? `Notifications, ${unseenCount} new` : 'Notifications'}
      aria-haspopup="dialog"
      data-realtime={realtime}
      {...props}
    >
      <IconBell size={22} stroke={1.6} />
    </ActionIcon>
  );
});
