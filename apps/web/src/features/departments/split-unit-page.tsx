import { Link, useNavigate, useParams } from 'react-router';
import { ActionIcon, Alert, Anchor, Button, Card, Grid, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconPlus, IconTrash } from '@tabler/icons-react';
import { ZDepartmentSplit } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { ActiveBadge } from '../../components/status-badge';
import { useDepartment, useSplitDepartment, type TDepartmentDetail } from './departments.api';
import { useContractForm } from '../../lib/use-contract-form';

type UnitRow = { key: number; fullname: string; acronym: string };

let nextRowKey = 1;
const emptyRow = (): UnitRow => ({ key: nextRowKey++, fullname: '', acronym: '' });

function SplitForm({ department }: { department: TDepartmentDetail }) {
  const split = useSplitDepartment(department.id);
  const navigate = useNavigate();
  const initialValues: { units: UnitRow[] } = { units: [emptyRow(), emptyRow()] };
  const form = useContractForm(ZDepartmentSplit, {
    initialValues,
    toInput: ({ units }) => ({ units: units.map(({ fullname, acronym }) => ({ fullname, acronym })) }),
  });
  const { errors } = form;
  const rows = form.values.units;

  const submit = () => {
    const body = form.validate();
    form.saveChecked(split, body && body.units, () => void navigate('/settings/departments'));
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Card withBorder padding="lg">
          <Text fw={700} mb="xs">
            Units it has now
          </Text>
          {department.units.length === 0 ? (
            <Text fz="sm" c="dimmed">
              None yet.
            </Text>
          ) : (
            <Stack gap={8}>
              {department.units.map((unit) => (
                <Group key={unit.id} justify="space-between" wrap="nowrap">
                  <Text fz="sm">
                    {unit.fullname}{' '}
                    <Text span c="dimmed" fz="xs">
                      {unit.acronym}
                    </Text>
                  </Text>
                  <ActiveBadge active={unit.is_active} />
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Card withBorder padding="lg" component="form" onSubmit={form.onSubmit(submit)} noValidate>
          <Text fw={700}>New units</Text>
          <Text fz="sm" c="dimmed" mb="md">
            Each is created under {department.acronym}, on its campus.
          </Text>
          <Stack gap="sm">
            {errors.form || errors.units ? (
              <Alert color="red" variant="light" role="alert">
                {errors.form ?? errors.units}
              </Alert>
            ) : null}
            {rows.map((row, index) => (
              <Group key={row.key} gap="sm" align="flex-start" wrap="nowrap">
                <TextInput flex={1} aria-label={`Unit ${index + 1} name`} placeholder="Unit name" {...form.getInputProps(`units.${index}.fullname`)} />
                <TextInput w={130} aria-label={`Unit ${index + 1} acronym`} placeholder="Acronym" {...form.getInputProps(`units.${index}.acronym`)} />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove unit ${index + 1}`}
                  disabled={rows.length === 1}
                  onClick={() => form.removeListItem('units', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Group justify="space-between" mt="xs">
              <Button variant="subtle" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('units', emptyRow())}>
                Another unit
              </Button>
              <Button type="submit" loading={split.isPending}>
                Create {rows.length} unit{rows.length === 1 ? '' : 's'}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}

/** /settings/departments/{id}/split-unit: adds several units under a department at once. */
export function SplitUnitPage() {
  const id = Number(useParams().id);
  const department = useDepartment(Number.isInteger(id) && id > 0 ? id : null);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/settings/departments" fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Departments
        </Group>
      </Anchor>
      <PageHeader title={department.data ? `Split ${department.data.fullname} into units` : 'Split into units'} />
      {department.data ? (
        <SplitForm department={department.data} />
      ) : department.isError ? (
        <Text c="dimmed">This department was not found.</Text>
      ) : (
        <Skeleton h={300} />
      )}
    </Stack>
  );
}
