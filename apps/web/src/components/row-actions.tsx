import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, type TablerIcon } from '@tabler/icons-react';

export type RowAction = {
  label: string;
  icon: TablerIcon;
  onClick: () => void;
  /** Red for removing or deactivating. */
  danger?: boolean;
  hidden?: boolean;
};

/** The "…" menu at the end of a table row. */
export function RowActions({ actions, subject }: { actions: RowAction[]; subject: string }) {
  const shown = actions.filter((action) => !action.hidden);
  if (shown.length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${subject}`} onClick={(event) => event.stopPropagation()}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {shown.map((action) => {
          const ActionIcon_ = action.icon;
          return (
            <Menu.Item
              key={action.label}
              color={action.danger ? 'red' : undefined}
              leftSection={<ActionIcon_ size={16} stroke={1.7} />}
              onClick={action.onClick}
            >
              {action.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
