import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { Badge, Button, Checkbox, Group, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { ZFundSourceBody, ZPayProfileBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import { formatShortDate } from '../../lib/dates';
import { pesosInputOf } from '../../lib/money';
import { useContractForm } from '../../lib/use-contract-form';
import { manilaMonth } from '../../lib/dates';
import { monthLabel } from '../../lib/dates';
import { centavosOf, type TPesoInput } from './payroll-format';
import { saveWithPesos } from './payroll-forms';
import { Amount, MonthSelect } from './payroll-parts';
import { useFundSources, usePayProfiles, useSaveFundSource, useSavePayProfile, type TFundSource, type TPayProfile } from './payroll.api';

type FundValues = { code: string; name: string; start_date: string; end_date: string; monthly_ceiling: string; active: boolean };

const fundMoney = (values: FundValues): Record<string, TPesoInput> => ({ monthly_ceiling: { text: values.monthly_ceiling } });

/** Adds or edits a fund source: its code and name, the dates it runs, and the most it may pay its casuals a month. */
function FundSourceFormModal({ fund, opened, onClose }: { fund: TFundSource | null; opened: boolean; onClose: () => void }) {
  const save = useSaveFundSource();
  const form = useContractForm(ZFundSourceBody, {
    initialValues: {
      code: fund?.code ?? '',
      name: fund?.name ?? '',
      start_date: fund?.start_date ?? '',
      end_date: fund?.end_date ?? '',
      monthly_ceiling: pesosInputOf(fund?.monthly_ceiling),
      active: fund?.active ?? true,
    } satisfies FundValues,
    toInput: (values) => ({
      code: values.code,
      name: values.name,
      start_date: values.start_date || null,
      end_date: values.end_date || null,
      active: values.active,
      ...centavosOf(fundMoney(values)),
    }),
    warnOnLeave: opened,
  });

  const submit = () =>
    saveWithPesos(
      form,
      fundMoney(form.values),
      save,
      (body) => ({ id: fund?.id, body }),
      () => onClose(),
    );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={fund ? `Edit ${fund.code}` : 'Add a fund source'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={form.errors}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Code" placeholder="e.g. STF-2026" maxLength={20} required data-autofocus {...form.getInputProps('code')} />
        <TextInput label="Name" placeholder="e.g. Special Trust Fund" maxLength={200} required {...form.getInputProps('name')} />
        <TextInput
          label="Monthly ceiling (pesos)"
          description="Empty: no ceiling"
          placeholder="0.00"
          inputMode="decimal"
          {...form.getInputProps('monthly_ceiling')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="date" label="From" {...form.getInputProps('start_date')} />
        <TextInput type="date" label="Until" {...form.getInputProps('end_date')} />
      </SimpleGrid>
      <Switch
        label="Active"
        description="Casuals may be charged to it"
        checked={form.values.active}
        onChange={(event) => form.setFieldValue('active', event.currentTarget.checked)}
      />
    </FormModal>
  );
}

type ProfileValues = { fund_source_id: string | null; daily_rate: string; sworn_declaration: boolean; bank_account_no: string };

const profileMoney = (values: ProfileValues): Record<string, TPesoInput> => ({ daily_rate: { text: values.daily_rate } });

/** What payroll keeps of a casual or job order worker beyond the plantilla: the fund charged, the daily rate, the sworn declaration. */
function PayProfileModal({
  profile,
  funds,
  opened,
  onClose,
}: {
  profile: TPayProfile | null;
  funds: { value: string; label: string }[];
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSavePayProfile();
  const form = useContractForm(ZPayProfileBody, {
    initialValues: {
      fund_source_id: profile?.fund_source_id ? String(profile.fund_source_id) : null,
      daily_rate: pesosInputOf(profile?.daily_rate),
      sworn_declaration: profile?.sworn_declaration ?? false,
      bank_account_no: profile?.bank_account_no ?? '',
    } satisfies ProfileValues,
    toInput: (values) => ({
      fund_source_id: values.fund_source_id ? Number(values.fund_source_id) : null,
      sworn_declaration: values.sworn_declaration,
      bank_account_no: values.bank_account_no.trim() || null,
      ...centavosOf(profileMoney(values)),
    }),
    warnOnLeave: opened,
  });
  if (!profile) return null;
  // Plantilla employees are paid by their item: only the bank account is kept here for them.
  const byFundOrDay = profile.employment_kind === 'casual' || profile.employment_kind === 'job_order';

  const submit = () =>
    saveWithPesos(
      form,
      profileMoney(form.values),
      save,
      (body) => ({ personnelId: profile.personnel_id, body }),
      () => onClose(),
    );

  return (
    <FormModal opened={opened} onClose={onClose} title={`Pay of ${profile.fullname}`} onSubmit={submit} submitting={save.isPending} errors={form.errors}>
      <TextInput
        label="Bank account number"
        description="The account at the depository bank the net pay is credited to: digits only"
        placeholder="e.g. 0012345678"
        inputMode="numeric"
        maxLength={20}
        data-autofocus
        {...form.getInputProps('bank_account_no')}
      />
      {byFundOrDay ? (
        <>
          <Select
            label="Fund source"
            description="The fund a casual is charged to"
            placeholder="None"
            data={funds}
            searchable
            clearable
            {...form.getInputProps('fund_source_id')}
          />
          <TextInput
            label="Daily rate (pesos)"
            description="Job order and contract of service workers are paid by the day"
            placeholder="0.00"
            inputMode="decimal"
            {...form.getInputProps('daily_rate')}
          />
          <Checkbox
            label="Sworn declaration filed"
            description="Withholding of 3% instead of 5% of the gross"
            checked={form.values.sworn_declaration}
            onChange={(event) => form.setFieldValue('sworn_declaration', event.currentTarget.checked)}
          />
        </>
      ) : null}
    </FormModal>
  );
}

const kindLabel = (kind: string) => {
  const words = kind.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Everyone paid, with their bank account; the casuals' funds and the job order workers' daily rates. */
function PayProfiles({ funds }: { funds: TFundSource[] }) {
  const [fundId, setFundId] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const [searched] = useDebouncedValue(term.trim(), 250);
  const profiles = usePayProfiles(fundId ? Number(fundId) : null, searched);
  const shown = profiles.data?.profiles.length ?? 0;
  const total = profiles.data?.total ?? 0;
  const modal = useModalFor<TPayProfile>();
  const fundOptions = funds.map((f) => ({ value: String(f.id), label: `${f.code} · ${f.name}` }));
  const codeOf = new Map(funds.map((f) => [f.id, f]));

  const columns: Column<TPayProfile>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (p) => (
        <Text fz="sm" fw={600}>
          {p.fullname}
        </Text>
      ),
    },
    { key: 'kind', header: 'Employment', render: (p) => <Text fz="sm">{kindLabel(p.employment_kind)}</Text> },
    {
      key: 'fund',
      header: 'Fund source',
      render: (p) => {
        const fund = p.fund_source_id === null ? null : codeOf.get(p.fund_source_id);
        return fund ? (
          <Text fz="sm" title={fund.name}>
            {fund.code}
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            {p.fund_source_id === null ? 'None' : `#${p.fund_source_id}`}
          </Text>
        );
      },
    },
    { key: 'rate', header: 'Daily rate', align: 'right', render: (p) => <Amount centavos={p.daily_rate} /> },
    {
      key: 'bank',
      header: 'Bank account',
      render: (p) => (
        <Text fz="sm" c={p.bank_account_no ? undefined : 'dimmed'}>
          {p.bank_account_no ?? 'None'}
        </Text>
      ),
    },
    {
      key: 'sworn',
      header: 'Withholding',
      render: (p) => (
        <Text fz="sm" c={p.sworn_declaration ? undefined : 'dimmed'}>
          {/* The flat rate is a job order worker's; a plantilla employee or casual is taxed by the table. */}
          {p.employment_kind !== 'job_order' ? 'By the tax table' : p.sworn_declaration ? '3% (sworn declaration)' : '5%'}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 90,
      align: 'right',
      render: (p) => (
        <Button size="xs" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => modal.open(p)} aria-label={`Edit the pay of ${p.fullname}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} fz="lg">
            Pay profiles
          </Title>
          <Text fz="sm" c="dimmed">
            Each employee’s bank account for the payroll credit file; the fund each casual is charged to, and the daily rate of the job order and contract of
            service workers.
          </Text>
        </div>
        <Group gap="sm" align="flex-end">
          <TextInput
            aria-label="Search pay profiles"
            placeholder="Name, employee no. or account"
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            w={{ base: '100%', sm: 260 }}
          />
          <Select
            aria-label="Fund source"
            placeholder="Every fund source"
            data={fundOptions}
            value={fundId}
            onChange={setFundId}
            clearable
            searchable
            w={{ base: '100%', sm: 300 }}
          />
        </Group>
      </Group>
      {total > shown ? (
        <Text fz="sm" c="dimmed" role="status">
          Showing {shown.toLocaleString('en-PH')} of {total.toLocaleString('en-PH')} people, by name: search to find the others.
        </Text>
      ) : null}
      <DataTable
        label="Pay profiles"
        columns={columns}
        rows={profiles.data?.profiles}
        rowKey={(p) => p.personnel_id}
        loading={profiles.isPending}
        minWidth={800}
        emptyTitle={searched ? 'Nobody matches the search' : fundId ? 'Nobody is charged to this fund' : 'No casual or job order worker'}
      />
      <PayProfileModal key={modal.key} profile={modal.subject} funds={fundOptions} opened={modal.opened} onClose={modal.close} />
    </Stack>
  );
}

/** /payroll/casual_fund_source (PAYROLL; SPEC.md §2 "Casual FundSource"): the fund sources and their ceilings; the casuals' and job order workers' pay. */
export function FundSourcesPage() {
  const [month, setMonth] = useState(manilaMonth());
  const answer = useFundSources(month);
  const modal = useModalFor<TFundSource>();
  const funds = answer.data?.fund_sources;

  const columns: Column<TFundSource>[] = [
    {
      key: 'fund',
      header: 'Fund source',
      render: (f) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {f.code}
          </Text>
          <Text fz="xs" c="dimmed">
            {f.name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'dates',
      header: 'Dates',
      render: (f) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {f.start_date ? formatShortDate(f.start_date) : 'Open'} – {f.end_date ? formatShortDate(f.end_date) : 'open'}
        </Text>
      ),
    },
    { key: 'ceiling', header: 'Monthly ceiling', align: 'right', render: (f) => <Amount centavos={f.monthly_ceiling} /> },
    {
      key: 'cost',
      header: `Cost, ${monthLabel(answer.data?.month ?? month)}`,
      align: 'right',
      render: (f) => (
        <Stack gap={2} align="flex-end">
          <Amount centavos={f.month_cost} strong />
          {f.over_ceiling ? (
            <Badge color="red" variant="filled" radius="sm" size="sm">
              Over ceiling
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    { key: 'casuals', header: 'Casuals', width: 90, align: 'right', render: (f) => <Text fz="sm">{f.casuals.toLocaleString('en-PH')}</Text> },
    {
      key: 'status',
      header: 'Status',
      width: 100,
      render: (f) => (
        <Badge variant="light" radius="sm" color={f.active ? 'teal' : 'gray'}>
          {f.active ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 90,
      align: 'right',
      render: (f) => (
        <Button size="xs" variant="subtle" leftSection={<IconPencil size={14} />} onClick={() => modal.open(f)} aria-label={`Edit ${f.code}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Casual fund sources"
        description="The funds casuals are paid from, with the most each may pay in a month; a run that goes over warns before it is approved."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => modal.open()}>
            Add fund source
          </Button>
        }
      />
      <Group gap="sm" align="flex-end">
        <MonthSelect
          label="Cost of the month"
          value={month}
          onChange={(value) => value && setMonth(value)}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
        />
      </Group>
      <DataTable
        label="Fund sources"
        columns={columns}
        rows={funds}
        rowKey={(f) => f.id}
        loading={answer.isPending}
        minWidth={900}
        emptyTitle="No fund source yet"
        emptyDescription="Add the funds casuals are charged to, with their monthly ceiling."
      />
      <FundSourceFormModal key={modal.key} fund={modal.subject} opened={modal.opened} onClose={modal.close} />
      <PayProfiles funds={funds ?? []} />
    </Stack>
  );
}
