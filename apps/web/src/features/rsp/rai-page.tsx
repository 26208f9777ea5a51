import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconUserCheck } from '@tabler/icons-react';
import { ZAppointBody } from '@hris/contracts';
import { PageHeader } from '../../app/layout/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { FormModal, useModalFor } from '../../components/form-modal';
import { formatLongDate } from '../../lib/dates';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { formatPeso } from '../../lib/money';
import { saveForm } from '../../lib/save-form';
import { manilaMonth, manilaToday } from '../attendance/attendance.api';
import { recentMonths } from '../attendance/dtr-format';
import { PdfButton } from '../overtime/overtime-details';
import { RankingCard } from './ranking-card';
import { StageBadge } from './rsp-bits';
import { useAppoint, useAppointmentLookups, useApplications, useJobPosts, useRai, useSelect, type TRaiAppointment, type TRankingRow } from './rsp.api';

type AppointSubject = { applicationId: number; name: string };

function AppointModal({ subject, opened, onClose }: { subject: AppointSubject | null; opened: boolean; onClose: () => void }) {
  const appoint = useAppoint();
  const { statuses, natures } = useAppointmentLookups();
  const [values, setValues] = useState<{ appointment_status_id: string | null; nature_id: string | null; effective_date: string; salary_step: number | string }>({
    appointment_status_id: null,
    nature_id: null,
    effective_date: manilaToday(),
    salary_step: 1,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = () => {
    if (!subject) return;
    const checked = ZAppointBody.safeParse({ ...values, appointment_status_id: values.appointment_status_id ?? undefined, nature_id: values.nature_id ?? undefined });
    if (!checked.success) return setErrors(errorsFromIssues(checked.error.issues));
    setErrors({});
    saveForm(appoint, { applicationId: subject.applicationId, body: checked.data }, { setErrors, done: onClose });
  };
  return (
    <FormModal opened={opened} onClose={onClose} title={`Appoint ${subject?.name ?? ''}`} onSubmit={submit} submitting={appoint.isPending} errors={errors} submitLabel="Appoint">
      <Text fz="sm" c="dimmed">
        The appointment creates the personnel record from the applicant's profile, gives the account the Employee role, fills the plantilla item and enters this month's RAI.
      </Text>
      <Select label="Status of appointment" data={statuses.map((s) => ({ value: String(s.id), label: s.name }))} value={values.appointment_status_id} onChange={(v) => setValues((s) => ({ ...s, appointment_status_id: v }))} error={errors.appointment_status_id} searchable required />
      <Select label="Nature of appointment" data={natures.map((s) => ({ value: String(s.id), label: s.name }))} value={values.nature_id} onChange={(v) => setValues((s) => ({ ...s, nature_id: v }))} error={errors.nature_id} searchable required />
      <SimpleGrid cols={2}>
        <TextInput type="date" label="Effective date" value={values.effective_date} onChange={(e) => setValues((s) => ({ ...s, effective_date: e.currentTarget.value }))} error={errors.effective_date} required />
        <NumberInput label="Salary step" min={1} max={8} value={values.salary_step} onChange={(v) => setValues((s) => ({ ...s, salary_step: v }))} error={errors.salary_step} />
      </SimpleGrid>
    </FormModal>
  );
}

/** Select, then Appoint, from the ranking of one post. */
function SelectionCard() {
  const confirm = useConfirm();
  const select = useSelect();
  const appointModal = useModalFor<AppointSubject>();
  const posts = useJobPosts({ page: 1, per_page: 100 });
  const choices = (posts.data?.job_posts ?? []).filter((p) => p.status !== 'draft');
  const [postId, setPostId] = useState<string | null>(null);
  const applications = useApplications({ job_post_id: Number(postId) || undefined, page: 1, per_page: 500 });
  const stageOf = new Map((postId ? (applications.data?.applications ?? []) : []).map((a) => [a.id, a.status]));
  const actions = (row: TRankingRow) => {
    const stage = stageOf.get(row.application_id);
    if (stage === 'selected')
      return (
        <Button size="xs" leftSection={<IconUserCheck size={14} />} onClick={() => appointModal.open({ applicationId: row.application_id, name: row.name })}>
          Appoint
        </Button>
      );
    if (stage === 'assessed')
      return (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCheck size={14} />}
          onClick={() => confirm({ title: 'Select the applicant', message: `Select ${row.name} for the post?`, confirmLabel: 'Select', onConfirm: () => select.mutateAsync(row.application_id) })}
        >
          Select
        </Button>
      );
    return stage ? <StageBadge status={stage} /> : null;
  };
  return (
    <Stack gap="md">
      <Select
        label="Job post"
        placeholder="Choose the post to appoint to"
        searchable
        data={choices.map((p) => ({ value: String(p.id), label: `${p.position.name} — ${p.department.acronym} (${p.code})` }))}
        value={postId}
        onChange={setPostId}
        maw={560}
      />
      {postId ? <RankingCard postId={Number(postId)} actions={actions} /> : null}
      <AppointModal key={appointModal.key} subject={appointModal.subject} opened={appointModal.opened} onClose={appointModal.close} />
    </Stack>
  );
}

/** A field of an RAI row whichever name the API uses for it. */
const read = (row: TRaiAppointment, ...names: string[]): unknown => {
  for (const name of names) {
    const value = name.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), row);
    if (value !== undefined && value !== null) return value;
  }
  return null;
};
const textOf = (value: unknown) => (value === null ? '—' : typeof value === 'object' ? String((value as { name?: string }).name ?? '—') : String(value));

function RaiCard() {
  const [month, setMonth] = useState(manilaMonth());
  const rai = useRai(month);
  const rows = rai.data?.appointments ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} fz="lg">
              Report on Appointments Issued
            </Title>
            <Text fz="xs" c="dimmed">
              CS Form No. 2: the appointments issued in the month, for the Civil Service Commission.
            </Text>
          </div>
          <Group gap="xs" align="flex-end">
            <Select aria-label="Month" data={recentMonths(manilaMonth())} value={month} onChange={(v) => v && setMonth(v)} allowDeselect={false} w={180} />
            <PdfButton path="/api/rai.pdf" query={{ month }}>
              CS Form No. 2
            </PdfButton>
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={720} type="native">
          <Table verticalSpacing="xs" fz="sm" aria-label="Appointments issued">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>Appointee</Table.Th>
                <Table.Th>Position</Table.Th>
                <Table.Th>Office</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Salary</Table.Th>
                <Table.Th>Effective</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => {
                const salary = read(r, 'salary_amount', 'monthly_salary', 'salary');
                const effective = read(r, 'effective_date', 'date_of_effectivity');
                return (
                  <Table.Tr key={r.id}>
                    <Table.Td fw={600}>{textOf(read(r, 'name', 'fullname', 'personnel.fullname', 'appointee'))}</Table.Td>
                    <Table.Td>{textOf(read(r, 'position.name', 'position'))}</Table.Td>
                    <Table.Td>{textOf(read(r, 'department.acronym', 'department.fullname', 'department'))}</Table.Td>
                    <Table.Td>{textOf(read(r, 'appointment_status.name', 'appointment_status', 'status'))}</Table.Td>
                    <Table.Td ta="right">{typeof salary === 'number' ? formatPeso(salary) : textOf(salary)}</Table.Td>
                    <Table.Td>{typeof effective === 'string' ? formatLongDate(effective.slice(0, 10)) : '—'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rows.length === 0 && !rai.isPending ? (
          <Text fz="sm" c="dimmed">
            No appointments issued in the month.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /rsp/rai: the appointing authority selects and appoints from the ranking; the month's RAI. */
export function RaiPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Appointments and RAI" description="Pick from the comparative assessment result, issue the appointment, and print the month's Report on Appointments Issued." />
      <SelectionCard />
      <RaiCard />
    </Stack>
  );
}

