import { useState } from 'react';
import { Select, Skeleton, Text } from '@mantine/core';
import { departmentOption, departmentSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useSignedInUser } from '../account/current-user';
import { useEveryDepartment } from './departments.api';

const MANAGER_VIEWS = ['SETTINGS', 'GENERALSETTINGS'];

/** Settings holders manage every department; a head only the departments they lead. */
export function useIsDepartmentManager(): boolean {
  const { user } = useSignedInUser();
  return user.allowed_views.some((view) => MANAGER_VIEWS.includes(view));
}

/**
 * The department a department-area page works on: a head gets the one they lead (the one whose
 * head is their personnel record), a settings holder picks any.
 */
export function useDepartmentChoice() {
  const { user } = useSignedInUser();
  const manager = useIsDepartmentManager();
  const every = useEveryDepartment();
  const personnelId = user.personnel?.id;
  const led = (every.data ?? []).filter((d) => personnelId !== undefined && d.head?.id === personnelId).map(departmentOption);
  const [picked, setPicked] = useState<PickerOption | null>(null);
  const chosen = picked ?? led[0] ?? null;
  return { manager, led, chosen, setChosen: setPicked, loading: every.isPending };
}

type Choice = ReturnType<typeof useDepartmentChoice>;

/** Picker for settings holders; for a head, their department (a select if they lead several). */
export function DepartmentChooser({ choice }: { choice: Choice }) {
  if (choice.manager) {
    return (
      <RemoteSearchPicker
        label="Department"
        placeholder="Type a department name"
        source={departmentSource}
        value={choice.chosen}
        onChange={(option) => choice.setChosen(option)}
        clearable={false}
        maw={520}
      />
    );
  }
  if (choice.loading) return <Skeleton h={36} maw={520} />;
  if (choice.led.length === 0) return <Text c="dimmed">You are not recorded as the head of a department. Ask the HR office to set you as head.</Text>;
  if (choice.led.length === 1) return null;
  return (
    <Select
      label="Department"
      data={choice.led.map((d) => ({ value: String(d.id), label: d.label }))}
      value={choice.chosen ? String(choice.chosen.id) : null}
      onChange={(id) => choice.setChosen(choice.led.find((d) => String(d.id) === id) ?? null)}
      allowDeselect={false}
      maw={520}
    />
  );
}
