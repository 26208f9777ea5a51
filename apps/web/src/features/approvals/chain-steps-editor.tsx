import { ActionIcon, Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ZChainBody } from '@hris/contracts';
import { personnelSource, roleSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import type { ContractForm } from '../../lib/use-contract-form';
import type { TActorKind, TChainStep, TChainStepBody } from './approval-chains.api';

/**
 * A step as the editor holds it: the pickers hold their option under the body's field it becomes (so a pick clears the
 * message the server keys `steps.0.role_id`), and `key` keeps a step's inputs with it as steps move.
 */
export type StepValues = { key: number; actor_kind: TActorKind; role_id: PickerOption | null; personnel_id: PickerOption | null; label: string };

/** The chain form's values: the request type and campus as their Selects hold them, the department as its picker does. */
export type ChainValues = {
  request_type: string | null;
  name: string;
  campus_id: string | null;
  department_id: PickerOption | null;
  steps: StepValues[];
};

let nextKey = 1;

export function newStep(): StepValues {
  return { key: nextKey++, actor_kind: 'department_head', role_id: null, personnel_id: null, label: '' };
}

export function stepFrom(step: TChainStep): StepValues {
  return {
    key: nextKey++,
    actor_kind: step.actor_kind,
    role_id: step.role ? { id: step.role.id, label: step.role.name } : null,
    personnel_id: step.personnel ? { id: step.personnel.id, label: step.personnel.fullname } : null,
    label: step.label,
  };
}

/** Only the actor of the kind chosen is sent: a role picked, then "A named person" chosen, is a person's step. */
export function stepBody(step: StepValues): TChainStepBody {
  switch (step.actor_kind) {
    case 'department_head':
      return { actor_kind: 'department_head', label: step.label.trim() };
    case 'role':
      return { actor_kind: 'role', role_id: step.role_id?.id ?? null, label: step.label.trim() };
    case 'person':
      return { actor_kind: 'person', personnel_id: step.personnel_id?.id ?? null, label: step.label.trim() };
  }
}

export const ACTOR_KINDS: { value: TActorKind; label: string }[] = [
  { value: 'department_head', label: "Requester's department head (or OIC)" },
  { value: 'role', label: 'A role' },
  { value: 'person', label: 'A named person' },
];

type Props = { form: ContractForm<typeof ZChainBody, ChainValues> };

/** The ordered steps of a chain: add, remove, move up and down; each names who acts and how the step reads. */
export function ChainStepsEditor({ form }: Props) {
  const { errors } = form;
  const steps = form.values.steps;
  const move = (index: number, by: -1 | 1) => form.reorderListItem('steps', { from: index, to: index + by });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600} fz="sm">
          Steps, in order
        </Text>
        {errors.steps ? (
          <Text c="red" fz="xs">
            {errors.steps}
          </Text>
        ) : null}
      </Group>
      {steps.map((step, index) => (
        <Paper key={step.key} withBorder p="sm" radius="md" data-testid={`chain-step-${index + 1}`}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap">
              <Badge size="lg" radius="sm" variant="light">
                Step {index + 1}
              </Badge>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" color="gray" aria-label={`Move step ${index + 1} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Move step ${index + 1} down`}
                  disabled={index === steps.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove step ${index + 1}`}
                  disabled={steps.length === 1}
                  onClick={() => form.removeListItem('steps', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
            <div>
              <Text fz="sm" fw={500} mb={4}>
                Who acts
              </Text>
              <SegmentedControl
                fullWidth
                size="xs"
                aria-label={`Who acts at step ${index + 1}`}
                data={ACTOR_KINDS}
                value={step.actor_kind}
                onChange={(value) => form.setFieldValue(`steps.${index}.actor_kind`, value)}
                styles={{ label: { whiteSpace: 'normal' } }}
              />
            </div>
            <SimpleGrid cols={{ base: 1, sm: step.actor_kind === 'department_head' ? 1 : 2 }} spacing="sm">
              {step.actor_kind === 'role' ? (
                <RemoteSearchPicker
                  label="Role"
                  placeholder="Choose a role"
                  source={roleSource}
                  value={step.role_id}
                  onChange={(role) => form.setFieldValue(`steps.${index}.role_id`, role)}
                  error={errors[`steps.${index}.role_id`]}
                />
              ) : null}
              {step.actor_kind === 'person' ? (
                <RemoteSearchPicker
                  label="Person"
                  placeholder="Type a name to search"
                  source={personnelSource}
                  value={step.personnel_id}
                  onChange={(person) => form.setFieldValue(`steps.${index}.personnel_id`, person)}
                  error={errors[`steps.${index}.personnel_id`]}
                  withAvatar
                />
              ) : null}
              <TextInput
                label="Step label"
                aria-label={`Label of step ${index + 1}`}
                placeholder="e.g. Recommending approval"
                {...form.getInputProps(`steps.${index}.label`)}
                error={errors[`steps.${index}.label`] ?? errors[`steps.${index}.actor_kind`] ?? errors[`steps.${index}`]}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('steps', newStep())} style={{ alignSelf: 'flex-start' }}>
        Add a step
      </Button>
    </Stack>
  );
}
