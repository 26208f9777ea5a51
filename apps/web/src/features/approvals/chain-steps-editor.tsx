import { ActionIcon, Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { personnelSource, roleSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import type { FieldErrors } from '../../lib/field-errors';
import type { TActorKind, TChainStep, TChainStepBody } from './approval-chains.api';

export type StepDraft = { key: number; actorKind: TActorKind; role: PickerOption | null; person: PickerOption | null; label: string };

let nextKey = 1;

export function newStep(): StepDraft {
  return { key: nextKey++, actorKind: 'department_head', role: null, person: null, label: '' };
}

export function stepFrom(step: TChainStep): StepDraft {
  return {
    key: nextKey++,
    actorKind: step.actor_kind,
    role: step.role ? { id: step.role.id, label: step.role.name } : null,
    person: step.personnel ? { id: step.personnel.id, label: step.personnel.fullname } : null,
    label: step.label,
  };
}

export function stepBody(step: StepDraft): TChainStepBody {
  switch (step.actorKind) {
    case 'department_head':
      return { actor_kind: 'department_head', label: step.label.trim() };
    case 'role':
      return { actor_kind: 'role', role_id: step.role?.id ?? null, label: step.label.trim() };
    case 'person':
      return { actor_kind: 'person', personnel_id: step.person?.id ?? null, label: step.label.trim() };
  }
}

export const ACTOR_KINDS: { value: TActorKind; label: string }[] = [
  { value: 'department_head', label: "Requester's department head (or OIC)" },
  { value: 'role', label: 'A role' },
  { value: 'person', label: 'A named person' },
];

type Props = { steps: StepDraft[]; onChange: (steps: StepDraft[]) => void; errors: FieldErrors };

/** The ordered steps of a chain: add, remove, move up and down; each names who acts and how the step reads. */
export function ChainStepsEditor({ steps, onChange, errors }: Props) {
  const update = (key: number, patch: Partial<StepDraft>) => onChange(steps.map((step) => (step.key === key ? { ...step, ...patch } : step)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };

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
                  onClick={() => onChange(steps.filter((s) => s.key !== step.key))}
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
                value={step.actorKind}
                onChange={(value) => update(step.key, { actorKind: value })}
                styles={{ label: { whiteSpace: 'normal' } }}
              />
            </div>
            <SimpleGrid cols={{ base: 1, sm: step.actorKind === 'department_head' ? 1 : 2 }} spacing="sm">
              {step.actorKind === 'role' ? (
                <RemoteSearchPicker
                  label="Role"
                  placeholder="Choose a role"
                  source={roleSource}
                  value={step.role}
                  onChange={(role) => update(step.key, { role })}
                  error={errors[`steps.${index}.role_id`]}
                />
              ) : null}
              {step.actorKind === 'person' ? (
                <RemoteSearchPicker
                  label="Person"
                  placeholder="Type a name to search"
                  source={personnelSource}
                  value={step.person}
                  onChange={(person) => update(step.key, { person })}
                  error={errors[`steps.${index}.personnel_id`]}
                  withAvatar
                />
              ) : null}
              <TextInput
                label="Step label"
                aria-label={`Label of step ${index + 1}`}
                placeholder="e.g. Recommending approval"
                value={step.label}
                onChange={(event) => update(step.key, { label: event.currentTarget.value })}
                error={errors[`steps.${index}.label`] ?? errors[`steps.${index}.actor_kind`] ?? errors[`steps.${index}`]}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => onChange([...steps, newStep()])} style={{ alignSelf: 'flex-start' }}>
        Add a step
      </Button>
    </Stack>
  );
}
