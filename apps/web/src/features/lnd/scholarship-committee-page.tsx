import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  EmptyState,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconGavel, IconPencil, IconPlus, IconSchool, IconUpload } from '@tabler/icons-react';
import {
  SCHOLARSHIP_DECISION_RULES,
  SCHOLARSHIP_DEGREES,
  SCHOLARSHIP_OPEN_TO,
  SCHOLARSHIP_VOTES,
  SCHOLARSHIP_VOTE_VALUES,
  ZScholarshipProgramBody,
  ZStudyEndBody,
  ZScholarshipVoteBody,
  type TScholarshipStatus,
} from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import { formatLongDate } from '../../lib/dates';
import { formatPeso } from '../../lib/money';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import {
  decisionNote,
  emptyProgram,
  monthsLabel,
  obligationNote,
  programConditions,
  programInputOf,
  programValuesOf,
  slotsLabel,
  SCHOLARSHIP_STATUS,
  ZProgramForm,
} from './scholarship-format';
import { ApplicationCard, TermFormModal, TermsTable, VotesTable } from './scholarship-parts';
import {
  useSaveScholarshipProgram,
  useScholarshipApplications,
  useEndStudy,
  useScholarshipPrograms,
  useVoteOnScholarship,
  type TScholarshipApplication,
  type TScholarshipProgram,
} from './scholarships.api';

// /lnd/committee-secretary/scholarship-committee-management (LDCOMSEC, LDADMIN): the programs, the applications with
// the members' votes (the decision itself is the committee's step in Approvals), and the scholars' progress.

function ProgramFormModal({ program, opened, onClose }: { program: TScholarshipProgram | null; opened: boolean; onClose: () => void }) {
  const save = useSaveScholarshipProgram();
  const form = useContractForm(ZProgramForm, {
    initialValues: program ? programValuesOf(program) : emptyProgram(),
    toInput: programInputOf,
    warnOnLeave: opened,
  });
  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body && { id: program?.id ?? null, body }, onClose);
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={program ? 'Change the program' : 'Add a program'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={form.errors}
      size="lg"
    >
      <TextInput label="Name" placeholder="Master's degree (local)" required maxLength={200} data-autofocus {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} maxLength={2000} {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Grant (₱, the whole program)" placeholder="240,000.00" required inputMode="decimal" {...form.getInputProps('grant')} />
        <NumberInput label="Slots" description="Empty: no limit" min={1} max={999} allowDecimal={false} {...form.getInputProps('slots')} />
        <NumberInput label="Duration (months)" min={1} max={120} allowDecimal={false} required {...form.getInputProps('duration_months')} />
        <NumberInput
          label="Service obligation (months)"
          description="Empty: as long as the study (one year of service per year)"
          min={1}
          max={120}
          allowDecimal={false}
          {...form.getInputProps('obligation_months')}
        />
      </SimpleGrid>
      <Title order={3} fz="sm">
        Who may apply
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Open to"
          data={Object.entries(SCHOLARSHIP_OPEN_TO).map(([value, label]) => ({ value, label }))}
          allowDeselect={false}
          required
          {...form.getInputProps('open_to')}
        />
        <Select
          label="Degree held before it"
          placeholder="None asked"
          data={Object.entries(SCHOLARSHIP_DEGREES).map(([value, label]) => ({ value, label }))}
          clearable
          {...form.getInputProps('degree_required')}
        />
        <NumberInput
          label="Years of service (at least)"
          description="Since the original appointment; empty: none asked"
          min={1}
          max={40}
          allowDecimal={false}
          {...form.getInputProps('min_years_service')}
        />
        <NumberInput
          label="Age limit"
          description="The oldest an applicant may be; empty: none"
          min={20}
          max={70}
          allowDecimal={false}
          {...form.getInputProps('max_age')}
        />
      </SimpleGrid>
      <Select
        label="The committee decides when"
        description="The votes decide: the committee’s step in Approvals records the decision they make"
        data={Object.entries(SCHOLARSHIP_DECISION_RULES).map(([value, label]) => ({
          value,
          label: `${label.charAt(0).toUpperCase()}${label.slice(1).replace('the members', 'its members')} approve`,
        }))}
        allowDeselect={false}
        required
        {...form.getInputProps('decision_rule')}
      />
      <Switch label="Open to applications" {...form.getInputProps('open', { type: 'checkbox' })} />
    </FormModal>
  );
}

function ProgramsTab() {
  const programs = useScholarshipPrograms('all');
  const save = useSaveScholarshipProgram();
  const confirm = useConfirm();
  const modal = useModalFor<TScholarshipProgram>();
  const toggle = (p: TScholarshipProgram) =>
    confirm({
      title: p.open ? 'Close the program' : 'Open the program',
      message: p.open ? `Close “${p.name}” to new applications? Its scholars keep their grants.` : `Open “${p.name}” to applications again?`,
      confirmLabel: p.open ? 'Close it' : 'Open it',
      onConfirm: async () => {
        const body = ZScholarshipProgramBody.parse({ ...p, open: !p.open });
        showSuccessToast((await save.mutateAsync({ id: p.id, body })).message);
      },
    });
  const columns: Column<TScholarshipProgram>[] = [
    {
      key: 'name',
      header: 'Program',
      render: (p) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {p.name}
          </Text>
          {p.description ? (
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {p.description}
            </Text>
          ) : null}
          <Text fz="xs" c="dimmed">
            {programConditions(p).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    { key: 'grant', header: 'Grant', align: 'right', width: 130, render: (p) => <Text fz="sm">{formatPeso(p.grant)}</Text> },
    {
      key: 'duration',
      header: 'Study',
      width: 90,
      render: (p) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {monthsLabel(p.duration_months)}
        </Text>
      ),
    },
    {
      key: 'obligation',
      header: 'Service owed',
      width: 120,
      render: (p) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {monthsLabel(p.obligation_months)}
        </Text>
      ),
    },
    {
      key: 'slots',
      header: 'Slots',
      width: 150,
      render: (p) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {slotsLabel(p)}
        </Text>
      ),
    },
    {
      key: 'open',
      header: 'Status',
      width: 90,
      render: (p) => (
        <Badge variant="light" radius="sm" color={p.open ? 'green' : 'gray'} style={{ flexShrink: 0, overflow: 'visible' }}>
          {p.open ? 'Open' : 'Closed'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (p) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button size="xs" variant="default" leftSection={<IconPencil size={14} />} onClick={() => modal.open(p)}>
            Edit
          </Button>
          <Button size="xs" variant="subtle" color={p.open ? 'red' : 'green'} onClick={() => toggle(p)}>
            {p.open ? 'Close' : 'Open'}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => modal.open()}>
          Add a program
        </Button>
      </Group>
      <DataTable
        label="Scholarship programs"
        columns={columns}
        rows={programs.data?.programs}
        rowKey={(p) => p.id}
        loading={programs.isPending}
        minWidth={860}
        emptyTitle="No program yet"
      />
      <ProgramFormModal key={modal.key} program={modal.subject} opened={modal.opened} onClose={modal.close} />
    </Stack>
  );
}

/** The members' votes and remarks, and mine to record or change while the application waits. */
function Deliberation({ application }: { application: TScholarshipApplication }) {
  const vote = useVoteOnScholarship();
  const form = useContractForm(ZScholarshipVoteBody, { initialValues: { vote: 'approve', remarks: '' }, warnOnLeave: false });
  const { tally } = application;
  return (
    <Stack gap="xs">
      <Text fz="sm" fw={600}>
        Committee votes: {tally.approve} approve, {tally.disapprove} disapprove, {tally.abstain} abstain
      </Text>
      <Text fz="sm" c={application.decision.outcome ? undefined : 'dimmed'}>
        {decisionNote(application.decision)}
      </Text>
      <VotesTable application={application} />
      {application.may_vote ? (
        <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-0)">
          <Stack gap="xs">
            <Group gap="sm" align="flex-end">
              <SegmentedControl
                aria-label="My vote"
                data={SCHOLARSHIP_VOTE_VALUES.map((v) => ({ value: v, label: SCHOLARSHIP_VOTES[v] }))}
                value={form.values.vote}
                onChange={(v) => form.setFieldValue('vote', v)}
              />
              <Textarea
                aria-label="My remarks"
                placeholder="Remarks (required to disapprove)"
                autosize
                minRows={1}
                maxLength={2000}
                style={{ flex: 1, minWidth: 220 }}
                {...form.getInputProps('remarks')}
              />
              <Button
                size="sm"
                loading={vote.isPending}
                onClick={() => {
                  const body = form.validate();
                  form.saveChecked(vote, body && { id: application.id, body }, () => undefined);
                }}
              >
                Record my vote
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

function ApplicationsTab() {
  const [status, setStatus] = useState<TScholarshipStatus | null>('submitted');
  const applications = useScholarshipApplications('all', status ?? undefined);
  const list = applications.data?.applications ?? [];
  return (
    <Stack gap="md">
      <Select
        label="Status"
        w={220}
        data={Object.entries(SCHOLARSHIP_STATUS).map(([value, s]) => ({ value, label: s.label }))}
        placeholder="Any"
        clearable
        value={status}
        onChange={(v) => setStatus(v as TScholarshipStatus | null)}
      />
      {applications.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : list.length === 0 ? (
        <EmptyState icon={<IconGavel size={28} stroke={1.4} />} title="No application here" size="sm" />
      ) : (
        list.map((a) => (
          <ApplicationCard
            key={a.id}
            application={a}
            showOwner
            actions={
              a.status === 'submitted' && a.approval_request_id ? (
                <Anchor href={`/approvals?id=${a.approval_request_id}`} fz="sm">
                  Decide in Approvals
                </Anchor>
              ) : null
            }
          >
            <Deliberation application={a} />
          </ApplicationCard>
        ))
      )}
    </Stack>
  );
}

/** The committee records how a scholar's study ended (completed or terminated) and on which day. */
function StudyEndModal({ application, opened, onClose }: { application: TScholarshipApplication | null; opened: boolean; onClose: () => void }) {
  const end = useEndStudy();
  const form = useContractForm(ZStudyEndBody, { initialValues: { study_status: 'completed', study_end: '' }, warnOnLeave: opened });
  const submit = () => {
    const body = form.validate();
    if (application) form.saveChecked(end, body && { id: application.id, body }, onClose);
  };
  return (
    <FormModal opened={opened} onClose={onClose} title="Record the end of study" submitting={end.isPending} errors={form.errors} onSubmit={submit}>
      <Text fz="sm">
        {application?.personnel.fullname} · {application?.program.name}: the service obligation runs from the day after.
      </Text>
      <Select
        label="The study"
        required
        allowDeselect={false}
        data={[
          { value: 'completed', label: 'Completed (degree earned)' },
          { value: 'terminated', label: 'Terminated' },
        ]}
        {...form.getInputProps('study_status')}
      />
      <TextInput type="date" label="Ended on" required {...form.getInputProps('study_end')} />
    </FormModal>
  );
}

function ScholarsTab() {
  const scholars = useScholarshipApplications('all', 'approved');
  const termModal = useModalFor<TScholarshipApplication>();
  const endModal = useModalFor<TScholarshipApplication>();
  const [open, setOpen] = useState<number | null>(null);
  const columns: Column<TScholarshipApplication>[] = [
    {
      key: 'scholar',
      header: 'Scholar',
      render: (a) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {a.personnel.fullname}
          </Text>
          <Text fz="xs" c="dimmed">
            {a.personnel.department?.acronym ?? '—'} · {a.degree}, {a.school}
          </Text>
        </Stack>
      ),
    },
    { key: 'program', header: 'Program', render: (a) => <Text fz="sm">{a.program.name}</Text> },
    {
      key: 'study',
      header: 'Study',
      render: (a) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {a.study_start ? formatLongDate(a.study_start) : '—'} – {a.study_end ? formatLongDate(a.study_end) : '—'}
        </Text>
      ),
    },
    {
      key: 'obligation',
      header: 'Service owed until',
      render: (a) => {
        const note = obligationNote(a);
        return (
          <Stack gap={2}>
            <Text fz="sm" fw={note.tone === 'red' ? 700 : 400} c={note.tone === 'red' ? 'red' : undefined}>
              {a.obligation_end ? formatLongDate(a.obligation_end) : '—'}
            </Text>
            {note.tone === 'red' ? (
              <Group gap={4} wrap="nowrap" align="flex-start">
                <IconAlertTriangle size={14} color="var(--mantine-color-red-7)" style={{ flexShrink: 0, marginTop: 2 }} />
                <Text fz="xs" fw={700} c="red.7">
                  Separated {a.separation_date ? formatLongDate(a.separation_date) : ''}: {a.unserved_months} months unserved, refund{' '}
                  {formatPeso(a.refund_owed ?? 0)}
                </Text>
              </Group>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'terms',
      header: 'Terms',
      render: (a) => (
        <Anchor component="button" type="button" fz="sm" style={{ whiteSpace: 'nowrap' }} onClick={() => setOpen(open === a.id ? null : a.id)}>
          {a.terms.length} reported
        </Anchor>
      ),
    },
    {
      key: 'end',
      header: 'Study',
      render: (a) =>
        a.study_status === 'ongoing' ? (
          <Button size="xs" variant="default" onClick={() => endModal.open(a)} aria-label={`Record the end of study of ${a.personnel.fullname}`}>
            Record the end
          </Button>
        ) : (
          <Text fz="sm">{a.study_status === 'completed' ? 'Completed' : 'Terminated'}</Text>
        ),
    },
  ];
  const shown = scholars.data?.applications.find((a) => a.id === open) ?? null;
  return (
    <Stack gap="md">
      <DataTable
        label="Scholars"
        columns={columns}
        rows={scholars.data?.applications}
        rowKey={(a) => a.id}
        loading={scholars.isPending}
        minWidth={880}
        emptyTitle="No scholar yet"
      />
      {shown ? (
        <Paper withBorder radius="md" p="md" aria-label={`Grades of ${shown.personnel.fullname}`}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={700}>
                {shown.personnel.fullname} · {shown.program.name}: grades per term
              </Text>
              <Button size="xs" variant="default" leftSection={<IconUpload size={14} />} onClick={() => termModal.open(shown)}>
                Report grades
              </Button>
            </Group>
            <TermsTable application={shown} />
          </Stack>
        </Paper>
      ) : null}
      <TermFormModal key={termModal.key} application={termModal.subject} opened={termModal.opened} onClose={termModal.close} />
      <StudyEndModal key={`end-${endModal.key}`} application={endModal.subject} opened={endModal.opened} onClose={endModal.close} />
    </Stack>
  );
}

/** /lnd/committee-secretary/scholarship-committee-management (LDCOMSEC, LDADMIN). */
export function ScholarshipCommitteePage() {
  const [tab, setTab] = useState<string | null>('applications');
  return (
    <Stack gap="lg">
      <PageHeader
        title="Scholarship committee"
        description="Programs of graduate study, the applications with each member's vote (the committee decides in Approvals), and the scholars' progress and service obligation."
      />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="programs" leftSection={<IconSchool size={16} />}>
            Programs
          </Tabs.Tab>
          <Tabs.Tab value="applications" leftSection={<IconGavel size={16} />}>
            Applications
          </Tabs.Tab>
          <Tabs.Tab value="scholars">Scholars</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="programs">
          <ProgramsTab />
        </Tabs.Panel>
        <Tabs.Panel value="applications">
          <ApplicationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="scholars">
          <ScholarsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
