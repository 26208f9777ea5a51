import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconUserCheck } from '@tabler/icons-react';
import { ZAppointBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { FormModal, useModalFor } from '../../components/form-modal';
import { formatLongDate } from '../../lib/dates';
import { formatPeso } from '../../lib/money';
import { useContractForm } from '../../lib/use-contract-form';
import { manilaMonth, manilaToday } from '../../lib/dates';
import { recentMonths } from '../../lib/dates';
import { PdfButton } from '../../components/busy-button';
import { VacantItemSelect } from '../plantilla/vacant-item-select';
import { RankingCard } from './ranking-card';
import { StageBadge } from './rsp-bits';
import {
  andTell,
  openRaiPdf,
  useAppoint,
  useAppointmentLookups,
  useJobPosts,
  useRai,
  useSelect,
  type TJobPost,
  type TRaiAppointment,
  type TRankingRow,
} from './rsp.api';

/** Who is appointed, and to which post: its position decides the items offered, its own item is the default. */
type AppointSubject = { applicationId: number; name: string; post: Pick<TJobPost, 'position' | 'plantilla_item_no'> | null };

function AppointModal({ subject, opened, onClose }: { subject: AppointSubject | null; opened: boolean; onClose: () => void }) {
  const appoint = useAppoint();
  const { statuses, natures } = useAppointmentLookups();
  const form = useContractForm(ZAppointBody, {
    initialValues: {
      appointment_status_id: null as string | null,
      nature_id: null as string | null,
      effective_date: manilaToday(),
      salary_step: 1,
      plantilla_item_no: subject?.post?.plantilla_item_no ?? null,
    },
    toInput: (values) => ({
      ...values,
      appointment_status_id: values.appointment_status_id ?? undefined,
      nature_id: values.nature_id ?? undefined,
      // Left out, the server fills the post's own item.
      plantilla_item_no: values.plantilla_item_no ?? undefined,
    }),
    warnOnLeave: opened,
  });
  const submit = () => {
    if (!subject) return;
    const body = form.validate();
    form.saveChecked(appoint, body && { applicationId: subject.applicationId, body }, onClose);
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`Appoint ${subject?.name ?? ''}`}
      onSubmit={submit}
      submitting={appoint.isPending}
      errors={form.errors}
      submitLabel="Appoint"
    >
      <Text fz="sm" c="dimmed">
        The appointment creates the personnel record from the applicant's profile (an employee who applied keeps theirs, and the item they held opens again),
        gives the account the Employee role, fills the plantilla item and enters this month's RAI.
      </Text>
      <VacantItemSelect
        label="Plantilla item to fill"
        description="The post's own item, unless you choose another vacant one."
        placeholder="The post's own item"
        scope={{ position_id: subject?.post?.position.id }}
        ready={Boolean(subject?.post)}
        clearable
        value={form.values.plantilla_item_no}
        onChange={(itemNo) => form.setFieldValue('plantilla_item_no', itemNo)}
        noneVacant="No vacant item of this position on the plantilla: add it under Plantilla → Items first."
        error={form.errors.plantilla_item_no}
      />
      <Select
        label="Status of appointment"
        data={statuses.map((s) => ({ value: String(s.id), label: s.name }))}
        {...form.getInputProps('appointment_status_id')}
        searchable
        required
      />
      <Select
        label="Nature of appointment"
        data={natures.map((s) => ({ value: String(s.id), label: s.name }))}
        {...form.getInputProps('nature_id')}
        searchable
        required
      />
      <SimpleGrid cols={2}>
        <TextInput type="date" label="Effective date" {...form.getInputProps('effective_date')} required />
        <NumberInput label="Salary step" min={1} max={8} {...form.getInputProps('salary_step')} />
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
  const post = choices.find((p) => String(p.id) === postId) ?? null;
  const actions = (row: TRankingRow) => {
    const stage = row.status;
    if (stage === 'selected')
      return (
        <Button
          size="xs"
          leftSection={<IconUserCheck size={14} />}
          onClick={() => appointModal.open({ applicationId: row.application_id, name: row.name, post })}
        >
          Appoint
        </Button>
      );
    if (stage === 'assessed')
      return (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconCheck size={14} />}
          onClick={() =>
            confirm({
              title: 'Select the applicant',
              message: `Select ${row.name} for the post?`,
              confirmLabel: 'Select',
              onConfirm: () => andTell(select.mutateAsync(row.application_id)),
            })
          }
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
            <PdfButton open={() => openRaiPdf(month)}>CS Form No. 2</PdfButton>
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
              {rows.map((r: TRaiAppointment) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {r.personnel.fullname}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {r.personnel.idno ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {r.position?.name ?? '—'}
                    {r.plantilla_item_no ? (
                      <Text fz="xs" c="dimmed">
                        Item {r.plantilla_item_no}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{r.department?.acronym ?? '—'}</Table.Td>
                  <Table.Td>
                    {r.appointment_status?.name ?? '—'}
                    <Text fz="xs" c="dimmed">
                      {r.nature?.name ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {r.monthly_salary === null ? '' : formatPeso(r.monthly_salary)}
                    <Text fz="xs" c="dimmed">
                      SG {r.salary_grade}-{r.salary_step}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatLongDate(r.effective_date)}</Table.Td>
                </Table.Tr>
              ))}
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
      <PageHeader
        title="Appointments and RAI"
        description="Pick from the comparative assessment result, issue the appointment, and print the month's Report on Appointments Issued."
      />
      <SelectionCard />
      <RaiCard />
    </Stack>
  );
}
