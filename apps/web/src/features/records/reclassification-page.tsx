import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Button, Card, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCheck, IconListDetails } from '@tabler/icons-react';
import { RECLASS_NATURES, ZAppointmentBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { departmentSource, positionSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useContractForm } from '../../lib/use-contract-form';
import { useAppointmentNatures, useAppointments, useCreateAppointment, useReclassStatuses, type TAppointment, type TCurrentAppointment } from './records.api';
import { longDate, pesosOrDash } from './records-format';

const STEPS = Array.from({ length: 8 }, (_, i) => ({ value: String(i + 1), label: `Step ${i + 1}` }));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz="sm">{children}</Text>
    </div>
  );
}

function CurrentAppointmentCard({ current }: { current: TCurrentAppointment | undefined }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} fz="md" mb="sm">
        Current appointment
      </Title>
      {current ? (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
          <Fact label="Position">{current.position?.name ?? '—'}</Fact>
          <Fact label="Grade / step">
            {current.position?.salary_grade ? `SG ${current.position.salary_grade}, step ${current.salary_step}` : `Step ${current.salary_step}`}
          </Fact>
          <Fact label="Monthly salary">{pesosOrDash(current.monthly_salary)}</Fact>
          <Fact label="Status">{current.appointment_status?.name ?? '—'}</Fact>
          <Fact label="Office">{current.department?.fullname ?? '—'}</Fact>
          <Fact label="Original appointment">{longDate(current.date_original_appointment)}</Fact>
        </SimpleGrid>
      ) : (
        <Skeleton h={40} />
      )}
    </Card>
  );
}

/** The form as typed: the nature by its name (the segmented control's), the pickers' options, the step as a choice. */
type Values = {
  nature: string;
  appointment_status_id: string | null;
  position_id: PickerOption | null;
  department_id: PickerOption | null;
  salary_step: string;
  effective_date: string;
  remarks: string;
};

/** The form for a new reclassification or reappointment: a new appointment line with a for-reclass status. */
function NewAppointmentForm({ personnelId, nature, onRecorded }: { personnelId: number; nature: string; onRecorded: (nature: string) => void }) {
  const natures = (useAppointmentNatures().data ?? []).filter((n) => (RECLASS_NATURES as readonly string[]).includes(n.name));
  const statuses = useReclassStatuses().data ?? [];
  const create = useCreateAppointment(personnelId);
  const form = useContractForm<typeof ZAppointmentBody, Values>(ZAppointmentBody, {
    initialValues: { nature, appointment_status_id: null, position_id: null, department_id: null, salary_step: '1', effective_date: '', remarks: '' },
    toInput: (values) => ({
      nature_id: natures.find((n) => n.name === values.nature)?.id,
      appointment_status_id: values.appointment_status_id ? Number(values.appointment_status_id) : undefined,
      position_id: values.position_id?.id,
      department_id: values.department_id?.id ?? null,
      salary_step: Number(values.salary_step),
      effective_date: values.effective_date,
      remarks: values.remarks.trim() || null,
    }),
  });
  const natureName = form.values.nature;
  const { errors } = form;

  const submit = () => form.save(create, () => onRecorded(natureName));

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={form.onSubmit(submit)} noValidate aria-label="New reclassification or reappointment">
      <Stack gap="md">
        <Title order={2} fz="md">
          New reclassification or reappointment
        </Title>
        {errors.form ? (
          <Text c="red" fz="sm" role="alert">
            {errors.form}
          </Text>
        ) : null}
        <SegmentedControl
          value={natureName}
          onChange={(value) => form.setFieldValue('nature', value)}
          data={[...RECLASS_NATURES]}
          aria-label="Nature of appointment"
          style={{ alignSelf: 'flex-start' }}
        />
        {errors.nature_id ? (
          <Text c="red" fz="xs">
            {errors.nature_id}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RemoteSearchPicker
            label="Position"
            placeholder="Type a position title"
            source={positionSource}
            value={form.values.position_id}
            onChange={(option) => form.setFieldValue('position_id', option)}
            error={errors.position_id}
            required
          />
          <Select
            label="Status of appointment"
            description="Only the statuses offered for reclassification"
            placeholder="Choose a status"
            data={statuses.map((s) => ({ value: String(s.id), label: s.name }))}
            {...form.getInputProps('appointment_status_id')}
            required
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Salary step" data={STEPS} {...form.getInputProps('salary_step')} allowDeselect={false} required />
          <TextInput type="date" label="Effective date" {...form.getInputProps('effective_date')} required />
          <RemoteSearchPicker
            label="Office"
            description="Leave empty to keep the current office"
            placeholder="Type a department"
            source={departmentSource}
            value={form.values.department_id}
            onChange={(option) => form.setFieldValue('department_id', option)}
            error={errors.department_id}
          />
        </SimpleGrid>
        <Textarea label="Remarks" autosize minRows={2} {...form.getInputProps('remarks')} />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconCheck size={16} />} loading={create.isPending}>
            Record {natureName.toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

const historyColumns: Column<TAppointment>[] = [
  {
    key: 'date',
    header: 'Effective',
    width: 150,
    render: (a) => (
      <Text fz="sm" fw={600}>
        {longDate(a.effective_date)}
      </Text>
    ),
  },
  { key: 'nature', header: 'Nature', render: (a) => <Text fz="sm">{a.nature?.name ?? '—'}</Text> },
  { key: 'position', header: 'Position', render: (a) => <Text fz="sm">{a.position?.name ?? '—'}</Text> },
  { key: 'status', header: 'Status', render: (a) => <Text fz="sm">{a.appointment_status?.name ?? '—'}</Text> },
  { key: 'grade', header: 'SG / step', width: 100, render: (a) => <Text fz="sm">{a.salary_grade ? `${a.salary_grade} / ${a.salary_step}` : '—'}</Text> },
  { key: 'salary', header: 'Monthly', align: 'right', width: 130, render: (a) => <Text fz="sm">{pesosOrDash(a.monthly_salary)}</Text> },
  { key: 'office', header: 'Office', render: (a) => <Text fz="sm">{a.department?.acronym ?? '—'}</Text> },
];

/** /personnels/:id/reclassification-reappoint: current appointment, a new reclassification or reappointment, and the history. */
export function ReclassificationPage() {
  const personnelId = Number(useParams().id);
  const appointments = useAppointments(personnelId);
  const current = appointments.data?.current;
  // Each recorded appointment starts a fresh form (nothing left to save), on the nature last chosen.
  const [recorded, setRecorded] = useState<{ count: number; nature: string }>({ count: 0, nature: RECLASS_NATURES[0] });
  return (
    <Stack gap="lg">
      <PageHeader
        title="Reclassification and reappointment"
        description={current ? `${current.fullname}${current.idno ? ` · ${current.idno}` : ''}` : 'A new appointment line for the employee'}
        actions={
          <Button variant="default" component={Link} to={`/personnels/${personnelId}/service_record`} leftSection={<IconListDetails size={16} />}>
            Service record
          </Button>
        }
      />
      <CurrentAppointmentCard current={current} />
      {current && !current.is_active ? (
        <Text c="dimmed" fz="sm">
          This employee is separated; no new appointment can be recorded.
        </Text>
      ) : (
        <NewAppointmentForm
          key={recorded.count}
          personnelId={personnelId}
          nature={recorded.nature}
          onRecorded={(nature) => setRecorded((last) => ({ count: last.count + 1, nature }))}
        />
      )}
      <Stack gap="xs">
        <Title order={2} fz="md">
          Appointment history
        </Title>
        <DataTable
          label="Appointment history"
          columns={historyColumns}
          rows={appointments.data?.appointments}
          rowKey={(a) => a.id}
          loading={appointments.isPending}
          minWidth={860}
          emptyTitle="No appointments recorded here yet"
        />
      </Stack>
      <Anchor component={Link} to={`/personnels/${personnelId}`} fz="sm">
        Back to the personnel record
      </Anchor>
    </Stack>
  );
}
