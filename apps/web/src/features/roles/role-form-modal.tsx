import { useState } from 'react';
import { Badge, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ZRoleBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { describeView } from './view-descriptions';
import { useSaveRole, useViewModules, type TRole, type TViewModule } from './roles.api';
import { saveForm } from '../../lib/save-form';

type Props = { role: TRole | null; opened: boolean; onClose: () => void };

/** Creates or edits a role: its name and the views it opens, grouped by module. */
export function RoleFormModal({ role, opened, onClose }: Props) {
  const modules = useViewModules();
  const save = useSaveRole();
  const [name, setName] = useState(role?.name ?? '');
  const [views, setViews] = useState<Set<string>>(() => new Set(role?.views ?? []));
  const [errors, setErrors] = useState<FieldErrors>({});

  const toggle = (view: string, on: boolean) =>
    setViews((current) => {
      const next = new Set(current);
      if (on) next.add(view);
      else next.delete(view);
      return next;
    });
  const toggleModule = (module: TViewModule, on: boolean) =>
    setViews((current) => {
      const next = new Set(current);
      for (const view of module.views) {
        if (on) next.add(view);
        else next.delete(view);
      }
      return next;
    });

  const submit = () => {
    const checked = ZRoleBody.safeParse({ name, views: [...views] });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    saveForm(save, { id: role?.id, body: checked.data }, { setErrors, done: () => onClose() });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={role ? `Edit role: ${role.name}` : 'New role'}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={role ? 'Save changes' : 'Create role'}
      errors={errors}
      size="xl"
    >
      <TextInput
        label="Role name"
        name="name"
        placeholder="e.g. Records Clerk"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
        required
        data-autofocus
      />
      <Group justify="space-between" align="flex-end">
        <div>
          <Text fw={600} fz="sm">
            Views this role opens
          </Text>
          <Text fz="xs" c="dimmed">
            A user sees a module when one of their roles opens its view.
          </Text>
        </div>
        <Badge variant="light" size="lg">
          {views.size} selected
        </Badge>
      </Group>
      {errors.views ? (
        <Text c="red" fz="sm">
          {errors.views}
        </Text>
      ) : null}
      <Stack gap="sm">
        {modules.map((module) => {
          const chosen = module.views.filter((view) => views.has(view)).length;
          return (
            <Paper key={module.module} withBorder p="sm" radius="md">
              <Checkbox
                label={
                  <Text fw={600} fz="sm">
                    {module.module}
                  </Text>
                }
                checked={chosen === module.views.length && chosen > 0}
                indeterminate={chosen > 0 && chosen < module.views.length}
                onChange={(event) => toggleModule(module, event.currentTarget.checked)}
                mb="sm"
              />
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing="xs">
                {module.views.map((view) => (
                  <Checkbox
                    key={view}
                    label={view}
                    description={describeView(view)}
                    checked={views.has(view)}
                    onChange={(event) => toggle(view, event.currentTarget.checked)}
                  />
                ))}
              </SimpleGrid>
            </Paper>
          );
        })}
      </Stack>
    </FormModal>
  );
}
