import '../../lib/users-words';
import { Checkbox, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { WEEKDAYS, ZWorkScheduleBody, type TWorkScheduleDefinition } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { KIND_LABELS, WEEKDAY_NAMES, weeklyHoursLabel, type TWeekday } from './schedule-format';
import { useSaveSchedule, type TScheduleKind, type TWorkSchedule } from './schedules.api';
import { daysOfDraft, WeekdayGrid, weekDraftOf, type TWeekDraft } from './weekday-grid';

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

/**
 * The form keeps both drafts, so switching the kind back and forth loses nothing; both sit under `definition`, where the
 * server and the schema key their messages (`definition.days.1.0.start`), so a corrected day clears its message.
 */
type Values = { name: string; kind: TScheduleKind; is_default: boolean; definition: { week: TWeekDraft; flexible: TFlexibleDraft } };

function flexibleDraftOf(definition: TWorkScheduleDefinition | undefined): TFlexibleDraft {
  if (definition?.kind !== 'flexible') return FLEXIBLE_START;
  return { ...definition, lunch_start: definition.lunch.start, lunch_end: definition.lunch.end };
}

const KINDS: { value: TScheduleKind; label: string; hint: string }[] = [
  { value: 'fixed', label: KIND_LABELS.fixed, hint: 'The same office hours on each working day; late and undertime count from them.' },
  { value: 'flexible', label: KIND_LABELS.flexible, hint: 'Arrive any time in the window and serve the day’s hours; only hours not served count.' },
  { value: 'faculty', label: KIND_LABELS.faculty, hint: 'The class and consultation hours of a teaching load, day by day.' },
];

/** The definition the schedule's kind makes of its draft. */
function definitionOf({ kind, definition: { week, flexible } }: Values): TWorkScheduleDefinition {
  return kind === 'flexible'
    ? {
        kind,
        weekdays: WEEKDAYS.filter((d) => flexible.weekdays.includes(d)),
        arrival_from: flexible.arrival_from,
        arrival_to: flexible.arrival_to,
        hours: Number(flexible.hours),
        lunch: { start: flexible.lunch_start, end: flexible.lunch_end },
      }
    : { kind, days: daysOfDraft(week) };
}

const bodyOf = (values: Values) => ({ name: values.name, kind: values.kind, definition: definitionOf(values), is_default: values.is_default });

/** Adds or edits a work schedule: its kind, the week (or the flexible window) and whether it is the default. */
export function ScheduleEditorModal({ schedule, opened, onClose }: Props) {
  const save = useSaveSchedule();
  const initialValues: Values = {
    name: schedule?.name ?? '',
    kind: schedule?.kind ?? 'fixed',
    is_default: schedule?.is_default ?? false,
    definition: {
      week: weekDraftOf(schedule && schedule.definition.kind !== 'flexible' ? schedule.definition.days : null),
      flexible: flexibleDraftOf(schedule?.definition),
    },
  };
  const form = useContractForm(ZWorkScheduleBody, { initialValues, toInput: bodyOf, warnOnLeave: opened });
  const { values, errors } = form;
  const kind = values.kind;
  const definition = definitionOf(values);
  /** A flexible window's field: its value in the draft, its message where the schema keys it. */
  const flexProps = (key: keyof TFlexibleDraft, errorKey: string) => ({ ...form.getInputProps(`definition.flexible.${key}`), error: errors[errorKey] });

  const submit = () => {
    const body = form.validate();
    if (body && kind !== 'flexible' && Object.keys(daysOfDraft(values.definition.week)).length === 0) {
      form.setErrors({ 'definition.days': 'Choose at least one working day.' });
      return;
    }
    form.saveChecked(save, body && { id: schedule?.id, body }, onClose);
  };

  // The week's hours are shown once the definition holds together (a name not needed for that).
  const valid = ZWorkScheduleBody.safeParse(bodyOf({ ...values, name: values.name || 'x' })).success;

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
      <TextInput label="Name" placeholder="e.g. Flexible time 7:00–9:30" {...form.getInputProps('name')} required data-autofocus />
      <Stack gap={4}>
        <Text fz="sm" fw={500}>
          Kind
        </Text>
        <SegmentedControl
          value={kind}
          onChange={(value) => form.setFieldValue('kind', value)}
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
          <Checkbox.Group label="Working days" {...flexProps('weekdays', 'definition.weekdays')}>
            <Group gap="md" mt={6}>
              {WEEKDAYS.map((d) => (
                <Checkbox key={d} value={d} label={WEEKDAY_NAMES[d]} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput type="time" label="Arrive from" {...flexProps('arrival_from', 'definition.arrival_from')} required />
            <TextInput type="time" label="Arrive until" {...flexProps('arrival_to', 'definition.arrival_to')} required />
            <NumberInput
              label="Hours a day"
              description="Not counting lunch"
              min={1}
              max={12}
              step={0.5}
              decimalScale={2}
              {...flexProps('hours', 'definition.hours')}
              required
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput type="time" label="Lunch from" {...flexProps('lunch_start', 'definition.lunch.start')} required />
            <TextInput type="time" label="Lunch until" {...flexProps('lunch_end', 'definition.lunch.end')} required />
          </SimpleGrid>
        </Stack>
      ) : (
        <WeekdayGrid week={values.definition.week} onChange={(week) => form.setFieldValue('definition.week', week)} errors={errors} />
      )}
      <Group justify="space-between" align="flex-start">
        <Switch
          label="Default schedule"
          description="Followed by everyone who has no schedule of their own"
          {...form.getInputProps('is_default', { type: 'checkbox' })}
          disabled={schedule?.is_default}
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
