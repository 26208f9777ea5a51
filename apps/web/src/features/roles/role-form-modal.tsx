import { Badge, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ZRoleBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { describeView } from './view-descriptions';
import { useSaveRole, useViewModules, type TRole, type TViewModule } from './roles.api';

type Props = { role: TRole | null; opened: boolean; onClose: () => void };

/** Creates or edits a role: its name and the views it opens, grouped by module. */
export function RoleFormModal({ role, opened, onClose }: Props) {
  const modules = useViewModules();
  const save = useSaveRole();
  const form = useContractForm(ZRoleBody, { initialValues: { name: role?.name ?? '', views: role?.views ?? [] }, warnOnLeave: opened });
  const { errors } = form;
  const views = new Set(form.values.views);

  /** Turns views on or off, keeping the others as chosen. */
  const setChosen = (changed: readonly string[], on: boolean) => {
    const next = new Set(views);
    for (const view of changed) {
      if (on) next.add(view);
      else next.delete(view);
    }
    form.setFieldValue('views', [...next]);
  };
  const toggle = (view: string, on: boolean) => setChosen([view], on);
  const toggleModule = (module: TViewModule, on: boolean) => setChosen(module.views, on);

  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body && { id: role?.id, body }, () => onClose());
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
      <TextInput label="Role name" placeholder="e.g. Records Clerk" {...form.getInputProps('name')} required data-autofocus />
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
