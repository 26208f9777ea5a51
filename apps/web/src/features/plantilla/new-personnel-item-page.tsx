import { useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Collapse, Divider, Group, Paper, Select, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import { ZPersonnelItemBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useScrollToFirstError } from '../../components/form-modal';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { BackLink } from '../../components/request-pages/request-detail';
import type { FieldErrors } from '../../lib/field-errors';
import { useContractForm } from '../../lib/use-contract-form';
import { manilaToday } from '../../lib/dates';
import { useAppointmentNatureOptions, useAppointmentStatusOptions, useSavePersonnelItem } from './plantilla.api';
import { PERSONNELS_PATH } from './plantilla-filters';
import { itemBodyInput, itemFieldValues, PlantillaItemFields, type TItemFieldValues } from './plantilla-item-fields';

type Values = TItemFieldValues & {
  /** "Appoint an employee now": the item is filled in the same step. */
  appoint: boolean;
  /** The employee to appoint (named as the body's field, as the item's are). */
  personnel_id: PickerOption | null;
  nature_id: string | null;
  appointment_status_id: string | null;
  effective_date: string;
};

const toId = (value: string | null) => (value ? Number(value) : null);

/** The body of the form: the item, and the appointment only when "Appoint an employee now" is on. */
function bodyInput(values: Values) {
  const item = itemBodyInput(values);
  if (!values.appoint) return item;
  return {
    ...item,
    personnel_id: values.personnel_id?.id ?? null,
    nature_id: toId(values.nature_id),
    appointment_status_id: toId(values.appointment_status_id),
    effective_date: values.effective_date || null,
  };
}

/** The contract leaves the appointment out when no one is named; once the part is on, each of its fields is needed (the server's words). */
function missingAppointment(values: Values): FieldErrors {
  if (!values.appoint) return {};
  const missing: FieldErrors = {};
  if (!values.personnel_id) missing.personnel_id = 'Choose the employee to appoint, or turn off “Appoint an employee now”.';
  if (!values.nature_id) missing.nature_id = 'The nature of appointment field is required to appoint the employee.';
  if (!values.appointment_status_id) missing.appointment_status_id = 'The status of appointment field is required to appoint the employee.';
  if (!values.effective_date) missing.effective_date = 'The effective date field is required to appoint the employee.';
  return missing;
}

/** /plantilla/new/personnel-item: a new item of the plantilla and, if HR says so, the employee appointed to it. */
export function NewPersonnelItemPage() {
  const navigate = useNavigate();
  const save = useSavePersonnelItem();
  const statuses = useAppointmentStatusOptions();
  const natures = useAppointmentNatureOptions();
  const initialValues: Values = {
    ...itemFieldValues(null),
    appoint: false,
    personnel_id: null,
    nature_id: null,
    appointment_status_id: null,
    effective_date: manilaToday(),
  };
  const form = useContractForm(ZPersonnelItemBody, { initialValues, toInput: bodyInput });
  const formRef = useRef<HTMLFormElement>(null);
  useScrollToFirstError(formRef, form.errors, form.refusal);
  const { values, errors } = form;

  const submit = () => {
    const body = form.validate();
    const missing = missingAppointment(values);
    if (Object.keys(missing).length > 0) {
      form.setErrors((current) => ({ ...current, ...missing }));
      return;
    }
    form.saveChecked(save, body, () => void navigate(PERSONNELS_PATH));
  };

  return (
    <Stack gap="lg" maw={760}>
      <BackLink to={PERSONNELS_PATH}>Back to the plantilla of personnel</BackLink>
      <PageHeader
        title="New Personnel Item"
        description="Add an authorized item to the plantilla. Appoint an employee to it now, or leave it vacant to be filled through Recruitment."
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <form ref={formRef} onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            {errors.form ? (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                {errors.form}
              </Alert>
            ) : null}
            <Title order={2} fz="md">
              The item
            </Title>
            <PlantillaItemFields values={values} onChange={(patch) => form.setValues((current) => ({ ...current, ...patch }))} errors={errors} autoFocus />
            <Divider my="xs" />
            <Switch
              label="Appoint an employee now"
              description="Fill the item with an employee who already has a personnel record. Their service record gets the new line from the effective date, and the item they held before becomes vacant."
              checked={values.appoint}
              onChange={(event) => form.setFieldValue('appoint', event.currentTarget.checked)}
            />
            <Collapse expanded={values.appoint}>
              <Stack gap="md">
                <RemoteSearchPicker
                  source={personnelSource}
                  label="Employee"
                  placeholder="Type a name or employee no."
                  withAvatar
                  value={values.personnel_id}
                  onChange={(personnel) => form.setFieldValue('personnel_id', personnel)}
                  error={errors.personnel_id}
                  required
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label="Nature of appointment"
                    placeholder={natures.isPending ? 'Loading…' : 'Choose one'}
                    data={natures.data ?? []}
                    searchable
                    required
                    {...form.getInputProps('nature_id')}
                  />
                  <Select
                    label="Status of appointment"
                    placeholder={statuses.isPending ? 'Loading…' : 'Choose one'}
                    data={statuses.data ?? []}
                    searchable
                    required
                    {...form.getInputProps('appointment_status_id')}
                  />
                  <TextInput type="date" label="Effective date" required {...form.getInputProps('effective_date')} />
                </SimpleGrid>
              </Stack>
            </Collapse>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={PERSONNELS_PATH} variant="default">
                Cancel
              </Button>
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
                {values.appoint ? 'Save and appoint' : 'Save item'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
