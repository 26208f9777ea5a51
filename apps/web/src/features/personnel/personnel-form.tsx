import type { ReactNode } from 'react';
import { Alert, Paper, Select, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { EMPLOYMENT_KIND_LABELS, EMPLOYMENT_KINDS, ZPersonnelBody, ZPersonnelUpdate, type TEmploymentKind } from '@hris/contracts';
import { positionSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useContractForm, type ContractForm } from '../../lib/use-contract-form';
import { useEveryDepartment } from '../departments/departments.api';
import { usePersonnelFormOptions, type TPersonnel } from './personnel.api';

/** What the form holds while it is typed in: text as typed, choices as ids (the position as the picker's option). */
type TPersonnelForm = {
  idno: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  name_extension: string;
  campus_id: string | null;
  department_id: string | null;
  position_id: PickerOption | null;
  employment_kind: TEmploymentKind;
  part_time: boolean;
  appointment_status_id: string | null;
  personnel_status_id: string | null;
  date_original_appointment: string;
  date_last_promotion: string;
  is_active: boolean;
};

function formOf(record: TPersonnel | null): TPersonnelForm {
  return {
    idno: record?.idno ?? '',
    first_name: record?.first_name ?? '',
    middle_name: record?.middle_name ?? '',
    last_name: record?.last_name ?? '',
    name_extension: record?.name_extension ?? '',
    campus_id: record ? String(record.campus_id) : null,
    department_id: record?.department_id ? String(record.department_id) : null,
    position_id: record?.position ? { id: record.position.id, label: record.position.name } : null,
    employment_kind: record?.employment_kind ?? 'staff',
    part_time: record?.part_time ?? false,
    appointment_status_id: record?.appointment_status_id ? String(record.appointment_status_id) : null,
    personnel_status_id: record?.personnel_status_id ? String(record.personnel_status_id) : null,
    date_original_appointment: record?.date_original_appointment ?? '',
    date_last_promotion: record?.date_last_promotion ?? '',
    is_active: record?.is_active ?? true,
  };
}

const idOrNull = (value: string | null) => (value ? Number(value) : null);
const textOrNull = (value: string) => (value.trim() === '' ? null : value);

/** What the API takes, from the form's values; the record's form also sends whether it is active. */
function inputOf(form: TPersonnelForm, editing: boolean) {
  return {
    idno: textOrNull(form.idno),
    first_name: form.first_name,
    middle_name: textOrNull(form.middle_name),
    last_name: form.last_name,
    name_extension: textOrNull(form.name_extension),
    campus_id: form.campus_id ? Number(form.campus_id) : undefined,
    department_id: idOrNull(form.department_id),
    position_id: form.position_id?.id ?? null,
    employment_kind: form.employment_kind,
    part_time: form.part_time,
    appointment_status_id: idOrNull(form.appointment_status_id),
    personnel_status_id: idOrNull(form.personnel_status_id),
    date_original_appointment: textOrNull(form.date_original_appointment),
    date_last_promotion: textOrNull(form.date_last_promotion),
    ...(editing ? { is_active: form.is_active } : {}),
  };
}

/** A new record's form, checked by the same schema as the server. */
export function useNewPersonnelForm() {
  return useContractForm(ZPersonnelBody, { initialValues: formOf(null), toInput: (values) => inputOf(values, false) });
}

/** A record's form: HR changes it, anyone else only reads it (and is never asked about leaving it). */
export function usePersonnelForm(record: TPersonnel, readOnly: boolean) {
  return useContractForm(ZPersonnelUpdate, { initialValues: formOf(record), toInput: (values) => inputOf(values, true), warnOnLeave: !readOnly });
}

/** What the fields use of either form. */
type PersonnelForm = Pick<ContractForm<typeof ZPersonnelBody, TPersonnelForm>, 'values' | 'errors' | 'getInputProps' | 'setFieldValue' | 'setValues'>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="md" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

type Props = {
  form: PersonnelForm;
  /** The record being edited; absent on a new record. */
  record?: TPersonnel;
  readOnly?: boolean;
};

type Choice = { value: string; label: string };
/** The choices, with the record's own value kept even when the list does not offer it (a read-only form loads no list). */
const withCurrent = (choices: Choice[], current: Choice | null): Choice[] =>
  current && !choices.some((c) => c.value === current.value) ? [current, ...choices] : choices;
const choiceOf = (named: { id: number; name: string } | null | undefined): Choice | null => (named ? { value: String(named.id), label: named.name } : null);

/**
 * The fields of a personnel record, for the new-personnel page and the record's edit tab. Only
 * the names and the campus are required; HR completes the rest as the papers come in.
 */
export function PersonnelFormFields({ form, record, readOnly = false }: Props) {
  const editing = record !== undefined;
  const options = usePersonnelFormOptions(!readOnly);
  const departments = useEveryDepartment();
  const { values, errors } = form;
  const text = (key: 'idno' | 'first_name' | 'middle_name' | 'last_name' | 'name_extension' | 'date_original_appointment' | 'date_last_promotion') => ({
    ...form.getInputProps(key),
    readOnly,
  });

  if (options.isLoading) return <Skeleton h={420} radius="md" />;
  const data = options.data;
  const campusId = values.campus_id ? Number(values.campus_id) : null;
  const departmentOptions = (departments.data ?? [])
    .filter((d) => campusId !== null && d.campus_id === campusId && (d.is_active || String(d.id) === values.department_id))
    .map((d) => ({ value: String(d.id), label: `${d.fullname} (${d.acronym})` }));

  return (
    <Stack gap="md">
      {errors.form ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {errors.form}
        </Alert>
      ) : null}
      <Section title="Name">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" required {...text('first_name')} data-autofocus />
          <TextInput label="Middle name" {...text('middle_name')} />
          <TextInput label="Last name" required {...text('last_name')} />
          <TextInput label="Name extension" description="Jr., Sr., III" maw={200} {...text('name_extension')} />
        </SimpleGrid>
        <TextInput
          label="Employee number"
          description={editing ? undefined : `Leave empty for the next number${data ? ` (e.g. ${data.idno_example})` : ''}.`}
          placeholder={editing ? undefined : 'auto generated'}
          maw={320}
          {...text('idno')}
        />
      </Section>
      <Section title="Assignment">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Campus"
            required
            data={withCurrent(
              (data?.campuses ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.acronym})` })),
              record ? { value: String(record.campus.id), label: `${record.campus.name} (${record.campus.acronym})` } : null,
            )}
            {...form.getInputProps('campus_id')}
            // Another campus has other departments: the one chosen goes.
            onChange={(value: string | null) =>
              form.setValues((current) => ({ campus_id: value, department_id: value === current.campus_id ? current.department_id : null }))
            }
            readOnly={readOnly}
            allowDeselect={false}
          />
          <Select
            label="Department"
            placeholder={campusId ? 'Choose a department' : 'Choose the campus first'}
            disabled={!campusId}
            searchable
            clearable
            nothingFoundMessage="No department on this campus"
            data={departmentOptions}
            {...form.getInputProps('department_id')}
            readOnly={readOnly}
          />
          <RemoteSearchPicker
            label="Position"
            name="position_id"
            placeholder="Type a position title"
            source={positionSource}
            value={values.position_id}
            onChange={(option) => form.setFieldValue('position_id', option)}
            error={errors.position_id}
            readOnly={readOnly}
          />
          <Select
            label="Employment kind"
            data={EMPLOYMENT_KINDS.map((kind) => ({ value: kind, label: EMPLOYMENT_KIND_LABELS[kind] }))}
            {...form.getInputProps('employment_kind')}
            readOnly={readOnly}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Switch
          label="Part-time (4 hours a day)"
          description="Part-time staff earn half the vacation and sick leave credits."
          {...form.getInputProps('part_time', { type: 'checkbox' })}
          disabled={readOnly}
        />
      </Section>
      <Section title="Appointment">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Appointment status"
            placeholder="Not set"
            clearable
            data={withCurrent(
              (data?.appointment_status ?? []).map((s) => ({ value: String(s.id), label: s.name })),
              choiceOf(record?.appointment_status),
            )}
            {...form.getInputProps('appointment_status_id')}
            readOnly={readOnly}
          />
          <Select
            label="Personnel status"
            placeholder="Not set"
            clearable
            data={withCurrent(
              (data?.personnel_status ?? []).map((s) => ({ value: String(s.id), label: s.name })),
              choiceOf(record?.personnel_status),
            )}
            {...form.getInputProps('personnel_status_id')}
            readOnly={readOnly}
          />
          <TextInput type="date" label="Date of original appointment" {...text('date_original_appointment')} />
          <TextInput type="date" label="Date of last promotion" {...text('date_last_promotion')} />
        </SimpleGrid>
        {editing ? (
          <Switch
            label="Active"
            description="An inactive record stays on file but is left out of pickers and demographics."
            {...form.getInputProps('is_active', { type: 'checkbox' })}
            disabled={readOnly}
          />
        ) : null}
        {readOnly ? (
          <Text fz="sm" c="dimmed">
            Only the HR office changes this record.
          </Text>
        ) : null}
      </Section>
    </Stack>
  );
}
