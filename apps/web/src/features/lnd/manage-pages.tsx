import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Switch, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import {
  COMMITTEE_ROLES,
  COMPETENCY_TYPES,
  LD_COMMITTEES,
  PROFICIENCY_LEVELS,
  ZCommitteeMemberBody,
  ZCompetencyBody,
  ZInterventionTypeBody,
  ZLdBudgetBody,
  ZPositionProfileBody,
  type TLdCommittee,
} from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal } from '../../components/form-modal';
import { departmentSource, personnelSource, positionSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { formatAmount } from '../../lib/money';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { useSignedInUser } from '../account/current-user';
import { useCompetencies, type TCompetency } from './lnd.api';
import {
  useCommitteeMembers,
  useInterventionTypes,
  useLdBudgets,
  useLdFunds,
  useLdYears,
  useMakeCurrentYear,
  useOpenYear,
  usePositionProfile,
  useRemoveBudget,
  useRemoveCompetency,
  useRemoveMember,
  useSaveBudget,
  useSaveCompetency,
  useSaveInterventionType,
  useSaveMember,
  useSaveProfile,
  type TCommitteeMember,
  type TInterventionType,
  type TLdBudget,
} from './lnd-manage.api';
import { VerifyTrainingsPage } from './review-pages';
import { competencyOptions, typedPesos } from './lnd-format';

// /lnd/manage/admin and /lnd/manage/committee (issue 22, LDADMIN): the lists plans are made from, the positions'
// competency profiles, the L&D year and its budget per office and fund, and who sits on each committee.

const LEVELS = Object.entries(PROFICIENCY_LEVELS).map(([value, label]) => ({ value, label: `${value} · ${label}` }));

// ── Competencies ──
function CompetencyModal({ competency, onClose }: { competency: TCompetency | 'new' | null; onClose: () => void }) {
  const save = useSaveCompetency();
  const editing = competency && competency !== 'new' ? competency : null;
  const opened = competency !== null;
  const form = useContractForm(ZCompetencyBody, {
    initialValues: { name: editing?.name ?? '', type: editing?.type ?? 'technical', description: editing?.description ?? '' },
    warnOnLeave: opened,
  });
  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body && { id: editing?.id ?? null, body }, onClose);
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Change the competency' : 'Add a competency'}
      submitting={save.isPending}
      errors={form.errors}
      onSubmit={submit}
    >
      <TextInput label="Name" required maxLength={200} {...form.getInputProps('name')} data-autofocus />
      <Select
        label="Type"
        required
        allowDeselect={false}
        data={Object.entries(COMPETENCY_TYPES).map(([value, label]) => ({ value, label }))}
        {...form.getInputProps('type')}
      />
      <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
    </FormModal>
  );
}

function CompetenciesTab() {
  const list = useCompetencies();
  const remove = useRemoveCompetency();
  const [editing, setEditing] = useState<TCompetency | 'new' | null>(null);
  const columns: Column<TCompetency>[] = [
    {
      key: 'name',
      header: 'Competency',
      render: (c) => (
        <Text fz="sm" fw={600}>
          {c.name}
        </Text>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      width: 160,
      render: (c) => (
        <Badge style={{ flexShrink: 0, overflow: 'visible' }} variant="light">
          {COMPETENCY_TYPES[c.type]}
        </Badge>
      ),
    },
    { key: 'description', header: 'Description', render: (c) => <Text fz="sm">{c.description ?? '—'}</Text> },
    {
      key: 'act',
      header: '',
      align: 'right',
      render: (c) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Change ${c.name}`} onClick={() => setEditing(c)}>
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${c.name}`}
            onClick={() => remove.mutate(c.id, { onSuccess: (answer) => showSuccessToast(answer.message) })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add a competency
        </Button>
      </Group>
      <DataTable
        label="Competency library"
        columns={columns}
        rows={list.data?.competencies}
        rowKey={(c) => c.id}
        loading={list.isPending}
        emptyTitle="No competency yet"
      />
      <CompetencyModal key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id} competency={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

// ── Position profiles ──
type ProfileRow = { competency_id: string | null; level: string };

function ProfileEditor({ positionId, initial }: { positionId: number; initial: ProfileRow[] }) {
  const competencies = useCompetencies();
  const save = useSaveProfile();
  const form = useContractForm(ZPositionProfileBody, {
    initialValues: { competencies: initial },
    toInput: (v) => ({
      competencies: v.competencies.map((r) => ({ competency_id: r.competency_id ? Number(r.competency_id) : undefined, level: Number(r.level) })),
    }),
  });
  const rows = form.values.competencies;
  const options = competencyOptions(competencies.data?.competencies ?? []);
  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body && { positionId, body }, () => undefined);
  };
  return (
    <Stack gap="sm">
      {rows.map((_, i) => (
        <Group key={i} align="flex-start" wrap="nowrap">
          <Select
            style={{ flex: 1 }}
            aria-label={`Competency ${i + 1}`}
            placeholder="Choose the competency"
            searchable
            data={options}
            {...form.getInputProps(`competencies.${i}.competency_id`)}
          />
          <Select w={200} aria-label={`Level asked ${i + 1}`} allowDeselect={false} data={LEVELS} {...form.getInputProps(`competencies.${i}.level`)} />
          <ActionIcon mt={6} variant="subtle" color="red" aria-label={`Remove competency ${i + 1}`} onClick={() => form.removeListItem('competencies', i)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('competencies', { competency_id: null, level: '2' } satisfies ProfileRow)}
        >
          Add a competency
        </Button>
        <Button loading={save.isPending} onClick={submit}>
          Save the profile
        </Button>
      </Group>
    </Stack>
  );
}

function ProfilesTab() {
  const [position, setPosition] = useState<PickerOption | null>(null);
  const profile = usePositionProfile(position?.id ?? null);
  return (
    <Stack gap="md">
      <Text fz="sm" c="dimmed">
        The level each competency asks of a position&apos;s holder: an employee&apos;s plan measures its gaps against their position&apos;s profile.
      </Text>
      <RemoteSearchPicker label="Position" placeholder="Search a position" source={positionSource} value={position} onChange={setPosition} maw={480} />
      {position && profile.data ? (
        <Paper withBorder radius="md" p="md">
          <ProfileEditor
            key={position.id}
            positionId={position.id}
            initial={profile.data.competencies.map((c) => ({ competency_id: String(c.competency.id), level: String(c.level) }))}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}

// ── Intervention types ──
function InterventionModal({ type, onClose }: { type: TInterventionType | 'new' | null; onClose: () => void }) {
  const save = useSaveInterventionType();
  const editing = type && type !== 'new' ? type : null;
  const opened = type !== null;
  const form = useContractForm(ZInterventionTypeBody, {
    initialValues: { code: editing?.code ?? '', name: editing?.name ?? '', active: editing?.active ?? true },
    warnOnLeave: opened,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Change the intervention type' : 'Add an intervention type'}
      submitting={save.isPending}
      errors={form.errors}
      onSubmit={() => form.save(save, onClose)}
    >
      <TextInput
        label="Code"
        description="Lowercase letters, digits and _ (kept on the plan items)"
        required
        maxLength={20}
        disabled={editing !== null}
        {...form.getInputProps('code')}
      />
      <TextInput label="Name" required maxLength={100} {...form.getInputProps('name')} />
      <Switch label="Offered on new plan items" {...form.getInputProps('active', { type: 'checkbox' })} />
    </FormModal>
  );
}

function InterventionTypesTab() {
  const list = useInterventionTypes();
  const [editing, setEditing] = useState<TInterventionType | 'new' | null>(null);
  const columns: Column<TInterventionType>[] = [
    {
      key: 'name',
      header: 'Intervention',
      render: (t) => (
        <Text fz="sm" fw={600}>
          {t.name}
        </Text>
      ),
    },
    {
      key: 'code',
      header: 'Code',
      render: (t) => (
        <Text fz="sm" ff="monospace">
          {t.code}
        </Text>
      ),
    },
    {
      key: 'active',
      header: 'Status',
      width: 130,
      render: (t) => (
        <Badge style={{ flexShrink: 0, overflow: 'visible' }} color={t.active ? 'green' : 'gray'}>
          {t.active ? 'Offered' : 'Retired'}
        </Badge>
      ),
    },
    {
      key: 'act',
      header: '',
      align: 'right',
      render: (t) => (
        <ActionIcon variant="subtle" aria-label={`Change ${t.name}`} onClick={() => setEditing(t)}>
          <IconPencil size={16} />
        </ActionIcon>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add an intervention type
        </Button>
      </Group>
      <DataTable
        label="Intervention types"
        columns={columns}
        rows={list.data?.intervention_types}
        rowKey={(t) => t.code}
        loading={list.isPending}
        emptyTitle="No type yet"
      />
      <InterventionModal key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.code} type={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}

// ── The L&D year and its budget ──
/** The budget line as typed: the amount in pesos, the rest as the contract reads it. */
const ZBudgetForm = ZLdBudgetBody.extend({ amount: typedPesos(ZLdBudgetBody.shape.amount) });

function BudgetModal({ year, opened, onClose }: { year: number; opened: boolean; onClose: () => void }) {
  const save = useSaveBudget();
  const funds = useLdFunds();
  const form = useContractForm(ZBudgetForm, {
    initialValues: { department_id: null as PickerOption | null, fund_source_id: null as string | null, amount: '' },
    toInput: (v) => ({ year, department_id: v.department_id?.id, fund_source_id: v.fund_source_id ? Number(v.fund_source_id) : undefined, amount: v.amount }),
    warnOnLeave: opened,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`L&D budget ${year}`}
      submitting={save.isPending}
      errors={form.errors}
      onSubmit={() => form.save(save, onClose)}
    >
      <RemoteSearchPicker
        label="Office"
        required
        source={departmentSource}
        value={form.values.department_id}
        onChange={(office) => form.setFieldValue('department_id', office)}
        error={form.errors.department_id}
      />
      <Select
        label="Fund"
        required
        data={(funds.data?.fund_sources ?? []).map((f) => ({ value: String(f.id), label: `${f.code} · ${f.name}` }))}
        {...form.getInputProps('fund_source_id')}
      />
      <TextInput label="Amount (pesos)" required inputMode="decimal" placeholder="0.00" {...form.getInputProps('amount')} />
    </FormModal>
  );
}

export function BudgetTab() {
  const years = useLdYears();
  const openYear = useOpenYear();
  const makeCurrent = useMakeCurrentYear();
  const remove = useRemoveBudget();
  const { user } = useSignedInUser();
  const admin = user.allowed_views.includes('LDADMIN');
  const current = years.data?.years.find((y) => y.is_current)?.year ?? years.data?.years[0]?.year ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? current;
  const budgets = useLdBudgets(year);
  const [adding, setAdding] = useState(false);
  const total = (budgets.data?.budgets ?? []).reduce((sum, b) => sum + b.amount, 0);
  const next = Math.max(...(years.data?.years ?? []).map((y) => y.year), new Date().getFullYear()) + 1;
  const columns: Column<TLdBudget>[] = [
    { key: 'office', header: 'Office', render: (b) => <Text fz="sm">{b.department.fullname}</Text> },
    { key: 'fund', header: 'Fund', render: (b) => <Text fz="sm">{`${b.fund_source.code} · ${b.fund_source.name}`}</Text> },
    { key: 'amount', header: 'Budget', align: 'right', render: (b) => <Text fz="sm">{formatAmount(b.amount)}</Text> },
    {
      key: 'act',
      header: '',
      align: 'right',
      render: (b) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove the budget of ${b.department.acronym} (${b.fund_source.code})`}
          onClick={() => remove.mutate(b.id, { onSuccess: (answer) => showSuccessToast(answer.message) })}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <Select
            label="L&D year"
            w={180}
            allowDeselect={false}
            data={(years.data?.years ?? []).map((y) => ({ value: String(y.year), label: `${y.year}${y.is_current ? ' (current)' : ''}` }))}
            value={year ? String(year) : null}
            onChange={(v) => v && setChosen(Number(v))}
          />
          {admin && year && year !== current ? (
            <Button
              variant="default"
              leftSection={<IconStar size={16} />}
              onClick={() => makeCurrent.mutate(year, { onSuccess: (a) => showSuccessToast(a.message) })}
            >
              Make current
            </Button>
          ) : null}
          {admin ? (
            <Button variant="default" onClick={() => openYear.mutate(next, { onSuccess: (a) => (showSuccessToast(a.message), setChosen(next)) })}>
              Open {next}
            </Button>
          ) : null}
        </Group>
        {year ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Set a budget line
          </Button>
        ) : null}
      </Group>
      <DataTable
        label="L&D budget per office and fund"
        columns={columns}
        rows={budgets.data?.budgets}
        rowKey={(b) => b.id}
        loading={budgets.isPending}
        emptyTitle="No budget set for this year"
        emptyDescription="Set the L&D budget of each office and fund: the dashboard weighs the funds plans ask against it."
      />
      <Text fz="sm" ta="right" fw={700}>
        Total {formatAmount(total)}
      </Text>
      {year ? <BudgetModal key={String(adding)} year={year} opened={adding} onClose={() => setAdding(false)} /> : null}
    </Stack>
  );
}

/** /lnd/manage/admin (LDADMIN; PDS-CHECKING verifies trainings only). */
export function ManageAdminPage() {
  const { user } = useSignedInUser();
  const admin = user.allowed_views.includes('LDADMIN');
  if (!admin) return <VerifyTrainingsPage />;
  return (
    <Stack gap="lg">
      <PageHeader
        title="L&D administration"
        description="Trainings to verify into the PDS, the competency library and positions' profiles, intervention types, the year's budget."
      />
      <Tabs defaultValue="trainings" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="trainings">Trainings to verify</Tabs.Tab>
          <Tabs.Tab value="competencies">Competencies</Tabs.Tab>
          <Tabs.Tab value="profiles">Position profiles</Tabs.Tab>
          <Tabs.Tab value="interventions">Intervention types</Tabs.Tab>
          <Tabs.Tab value="budget">Year and budget</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="trainings" pt="md">
          <VerifyTrainingsPage withHeader={false} />
        </Tabs.Panel>
        <Tabs.Panel value="competencies" pt="md">
          <CompetenciesTab />
        </Tabs.Panel>
        <Tabs.Panel value="profiles" pt="md">
          <ProfilesTab />
        </Tabs.Panel>
        <Tabs.Panel value="interventions" pt="md">
          <InterventionTypesTab />
        </Tabs.Panel>
        <Tabs.Panel value="budget" pt="md">
          <BudgetTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

// ── Committees ──
function MemberModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const save = useSaveMember();
  const form = useContractForm(ZCommitteeMemberBody, {
    initialValues: { personnel_id: null as PickerOption | null, committee: 'faculty', role: 'member' },
    toInput: (v) => ({ ...v, personnel_id: v.personnel_id?.id }),
    warnOnLeave: opened,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Seat a member"
      submitting={save.isPending}
      errors={form.errors}
      onSubmit={() => form.save(save, onClose)}
    >
      <RemoteSearchPicker
        label="Employee"
        required
        source={personnelSource}
        withAvatar
        value={form.values.personnel_id}
        onChange={(person) => form.setFieldValue('personnel_id', person)}
        error={form.errors.personnel_id}
      />
      <SimpleGrid cols={2}>
        <Select
          label="Committee"
          required
          allowDeselect={false}
          data={Object.entries(LD_COMMITTEES).map(([value, label]) => ({ value, label }))}
          {...form.getInputProps('committee')}
        />
        <Select
          label="Role"
          required
          allowDeselect={false}
          data={Object.entries(COMMITTEE_ROLES).map(([value, label]) => ({ value, label }))}
          {...form.getInputProps('role')}
        />
      </SimpleGrid>
    </FormModal>
  );
}

/** /lnd/manage/committee (LDADMIN): who sits on each committee, with their role. */
export function ManageCommitteePage() {
  const members = useCommitteeMembers();
  const remove = useRemoveMember();
  const [adding, setAdding] = useState(false);
  const columns: Column<TCommitteeMember>[] = [
    {
      key: 'name',
      header: 'Member',
      render: (m) => (
        <Text fz="sm" fw={600}>
          {m.user.name}
        </Text>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      width: 130,
      render: (m) => (
        <Badge style={{ flexShrink: 0, overflow: 'visible' }} variant="light">
          {COMMITTEE_ROLES[m.role]}
        </Badge>
      ),
    },
    {
      key: 'act',
      header: '',
      align: 'right',
      render: (m) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Unseat ${m.user.name}`}
          onClick={() => remove.mutate(m.id, { onSuccess: (answer) => showSuccessToast(answer.message) })}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Committees"
        description="Who sits on the L&D committees, the department personnel committee and the scholarship committee; members vote on scholarships."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Seat a member
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(Object.keys(LD_COMMITTEES) as TLdCommittee[]).map((committee) => (
          <Paper key={committee} withBorder radius="md" p="md">
            <Text fw={700} mb="xs">
              {LD_COMMITTEES[committee]}
            </Text>
            <DataTable
              label={LD_COMMITTEES[committee]}
              columns={columns}
              rows={members.data?.members.filter((m) => m.committee === committee)}
              rowKey={(m) => m.id}
              loading={members.isPending}
              minWidth={320}
              emptyTitle="Nobody seated yet"
            />
          </Paper>
        ))}
      </SimpleGrid>
      <MemberModal key={String(adding)} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}

/** /lnd/committee-secretary/budget (LDCOMSEC, LDADMIN): the secretariat sets the year's L&D budget per office and fund. */
export function BudgetPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="L&D budget" description="The year's L&D budget per office and fund: the dashboard weighs the funds plans ask against it." />
      <BudgetTab />
    </Stack>
  );
}
