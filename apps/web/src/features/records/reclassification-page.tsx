import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Anchor, Button, Card, Group, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconCheck, IconListDetails } from '@tabler/icons-react';
import { RECLASS_NATURES, ZAppointmentBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { departmentSource, positionSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
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

/** The form for a new reclassification or reappointment: a new appointment line with a for-reclass status. */
function NewAppointmentForm({ personnelId }: { personnelId: number }) {
  const natures = (useAppointmentNatures().data ?? []).filter((n) => (RECLASS_NATURES as readonly string[]).includes(n.name));
  const statuses = useReclassStatuses().data ?? [];
  const create = useCreateAppointment(personnelId);
  const [natureName, setNatureName] = useState<string>(RECLASS_NATURES[0]);
  const [statusId, setStatusId] = useState<string | null>(null);
  const [position, setPosition] = useState<PickerOption | null>(null);
  const [department, setDepartment] = useState<PickerOption | null>(null);
  const [step, setStep] = useState('1');
  const [effectiveDate, setEffectiveDate] = useState('');
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const reset = () => {
    setStatusId(null);
    setPosition(null);
    setDepartment(null);
    setStep('1');
    setEffectiveDate('');
    setRemarks('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZAppointmentBody.safeParse({
      nature_id: natures.find((n) => n.name === natureName)?.id,
      appointment_status_id: statusId ? Number(statusId) : undefined,
      position_id: position?.id,
      department_id: department?.id ?? null,
      salary_step: Number(step),
      effective_date: effectiveDate,
      remarks: remarks.trim() || null,
    });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    saveForm(create, checked.data, { setErrors, done: reset });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={submit} noValidate aria-label="New reclassification or reappointment">
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
          onChange={setNatureName}
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
            value={position}
            onChange={setPosition}
            error={errors.position_id}
            required
          />
          <Select
            label="Status of appointment"
            description="Only the statuses offered for reclassification"
            placeholder="Choose a status"
            data={statuses.map((s) => ({ value: String(s.id), label: s.name }))}
            value={statusId}
            onChange={setStatusId}
            error={errors.appointment_status_id}
            required
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select label="Salary step" data={STEPS} value={step} onChange={(v) => v && setStep(v)} allowDeselect={false} error={errors.salary_step} required />
          <TextInput
            type="date"
            label="Effective date"
            name="effective_date"
            value={effectiveDate}
            onChange={(e) => setEffectiveDate(e.currentTarget.value)}
            error={errors.effective_date}
            required
          />
          <RemoteSearchPicker
            label="Office"
            description="Leave empty to keep the current office"
            placeholder="Type a department"
            source={departmentSource}
            value={department}
            onChange={setDepartment}
            error={errors.department_id}
          />
        </SimpleGrid>
        <Textarea label="Remarks" autosize minRows={2} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} error={errors.remarks} />
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
        <NewAppointmentForm personnelId={personnelId} />
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
