import { useState } from 'react';
import { Checkbox, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { WEEKDAYS, ZWorkScheduleBody, type TWorkScheduleDefinition } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
import { KIND_LABELS, WEEKDAY_NAMES, weeklyHoursLabel, type TWeekday } from './schedule-format';
import { useSaveSchedule, type TScheduleKind, type TWorkSchedule } from './schedules.api';
import { daysOfDraft, WeekdayGrid, weekDraftOf } from './weekday-grid';

type Props = { schedule: TWorkSchedule | null; opened: boolean; onClose: () => void };

type TFlexibleDraft = { weekdays: TWeekday[]; arrival_from: string; arrival_to: string; hours: number | string; lunch_start: string; lunch_end: string };

const FLEXIBLE_START: TFlexibleDraft = {
  weekdays: ['1', '2', '3', '4', '5'],
  arrival_from: '07:00',
  arrival_to: '09:30',
  hours: 8,
  lunch_start: '12:00',
  lunch_end: '13:00',
};

function flexibleDraftOf(definition: TWorkScheduleDefinition | undefined): TFlexibleDraft {
  if (definition?.kind !== 'flexible') return FLEXIBLE_START;
  return { ...definition, lunch_start: definition.lunch.start, lunch_end: definition.lunch.end };
}

const KINDS: { value: TScheduleKind; label: string; hint: string }[] = [
  { value: 'fixed', label: KIND_LABELS.fixed, hint: 'The same office hours on each working day; late and undertime count from them.' },
  { value: 'flexible', label: KIND_LABELS.flexible, hint: 'Arrive any time in the window and serve the day’s hours; only hours not served count.' },
  { value: 'faculty', label: KIND_LABELS.faculty, hint: 'The class and consultation hours of a teaching load, day by day.' },
];

/** Adds or edits a work schedule: its kind, the week (or the flexible window) and whether it is the default. */
export function ScheduleEditorModal({ schedule, opened, onClose }: Props) {
  const save = useSaveSchedule();
  const [name, setName] = useState(schedule?.name ?? '');
  const [kind, setKind] = useState<TScheduleKind>(schedule?.kind ?? 'fixed');
  const [week, setWeek] = useState(() => weekDraftOf(schedule && schedule.definition.kind !== 'flexible' ? schedule.definition.days : null));
  const [flexible, setFlexible] = useState(() => flexibleDraftOf(schedule?.definition));
  const [isDefault, setIsDefault] = useState(schedule?.is_default ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setFlex = (patch: Partial<TFlexibleDraft>) => setFlexible((current) => ({ ...current, ...patch }));

  const definition: TWorkScheduleDefinition =
    kind === 'flexible'
      ? {
          kind,
          weekdays: WEEKDAYS.filter((d) => flexible.weekdays.includes(d)),
          arrival_from: flexible.arrival_from,
          arrival_to: flexible.arrival_to,
          hours: Number(flexible.hours),
          lunch: { start: flexible.lunch_start, end: flexible.lunch_end },
        }
      : { kind, days: daysOfDraft(week) };

  const submit = () => {
    const checked = ZWorkScheduleBody.safeParse({ name, kind, definition, is_default: isDefault });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    if (kind !== 'flexible' && Object.keys(daysOfDraft(week)).length === 0) {
      setErrors({ 'definition.days': 'Choose at least one working day.' });
      return;
    }
    setErrors({});
    saveForm(save, { id: schedule?.id, body: checked.data }, { setErrors, done: onClose });
  };

  const valid = ZWorkScheduleBody.safeParse({ name: name || 'x', kind, definition }).success;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={schedule ? `Edit ${schedule.name}` : 'Add work schedule'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={errors}
      size={780}
    >
      <TextInput
        label="Name"
        name="name"
        placeholder="e.g. Flexible time 7:00–9:30"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
        required
        data-autofocus
      />
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          Kind
        </Text>
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value)}
          data={KINDS.map(({ value, label }) => ({ value, label }))}
          fullWidth
          aria-label="Kind"
        />
        <Text fz="xs" c="dimmed">
          {KINDS.find((k) => k.value === kind)?.hint}
        </Text>
      </Stack>
      {kind === 'flexible' ? (
        <Stack gap="md">
          <Checkbox.Group
            label="Working days"
            value={flexible.weekdays}
            onChange={(value) => setFlex({ weekdays: value })}
            error={errors['definition.weekdays']}
          >
            <Group gap="md" mt={6}>
              {WEEKDAYS.map((d) => (
                <Checkbox key={d} value={d} label={WEEKDAY_NAMES[d]} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              type="time"
              label="Arrive from"
              value={flexible.arrival_from}
              onChange={(e) => setFlex({ arrival_from: e.currentTarget.value })}
              error={errors['definition.arrival_from']}
              required
            />
            <TextInput
              type="time"
              label="Arrive until"
              value={flexible.arrival_to}
              onChange={(e) => setFlex({ arrival_to: e.currentTarget.value })}
              error={errors['definition.arrival_to']}
              required
            />
            <NumberInput
              label="Hours a day"
              description="Not counting lunch"
              min={1}
              max={12}
              step={0.5}
              decimalScale={2}
              value={flexible.hours}
              onChange={(value) => setFlex({ hours: value })}
              error={errors['definition.hours']}
              required
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              type="time"
              label="Lunch from"
              value={flexible.lunch_start}
              onChange={(e) => setFlex({ lunch_start: e.currentTarget.value })}
              error={errors['definition.lunch.start']}
              required
            />
            <TextInput
              type="time"
              label="Lunch until"
              value={flexible.lunch_end}
              onChange={(e) => setFlex({ lunch_end: e.currentTarget.value })}
              error={errors['definition.lunch.end']}
              required
            />
          </SimpleGrid>
        </Stack>
      ) : (
        <WeekdayGrid week={week} onChange={setWeek} errors={errors} />
      )}
      <Group justify="space-between" align="flex-start">
        <Switch
          label="Default schedule"
          description="Followed by everyone who has no schedule of their own"
          checked={isDefault}
          disabled={schedule?.is_default}
          onChange={(e) => setIsDefault(e.currentTarget.checked)}
          error={errors.is_default}
        />
        {valid ? (
          <Text fz="sm" fw={600} c="dimmed">
            {weeklyHoursLabel(definition)}
          </Text>
        ) : null}
      </Group>
    </FormModal>
  );
}
