import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconListDetails, IconPencil, IconPlayerStop, IconPlus } from '@tabler/icons-react';
import { ZPersonDeductionBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import { PersonCell } from '../../components/person-cell';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { RowActions } from '../../components/row-actions';
import { formatAmount, pesosInputOf } from '../../lib/money';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { manilaMonth } from '../../lib/dates';
import { monthLabel } from '../../lib/dates';
import { centavosOf, type TPesoInput } from './payroll-format';
import { saveWithPesos } from './payroll-forms';
import { Amount } from './payroll-parts';
import { LoanLedgerModal } from './loan-ledger';
import {
  useDeductionTypes,
  usePersonDeductions,
  useSaveDeduction,
  useSaveDeductionType,
  useStopDeduction,
  type TDeductionType,
  type TPersonDeduction,
} from './payroll.api';

type Values = {
  /** The employee picked (named as the body's field, so its message goes once one is picked). */
  personnel_id: PickerOption | null;
  code: string;
  label: string;
  monthly: string;
  start_month: string;
  end_month: string;
  balance: string;
  priority: number | string;
};

const valuesOf = (d: TPersonDeduction | null): Values => ({
  personnel_id: d ? { id: d.personnel_id, label: d.fullname } : null,
  code: d?.code ?? '',
  label: d?.label ?? '',
  monthly: pesosInputOf(d?.monthly),
  start_month: d?.start_month ?? manilaMonth(),
  end_month: d?.end_month ?? '',
  balance: pesosInputOf(d?.balance),
  priority: d?.priority ?? 50,
});

const moneyOf = (values: Values): Record<string, TPesoInput> => ({
  monthly: { text: values.monthly, required: true },
  balance: { text: values.balance },
});

/** Adds or edits a deduction HR keeps for one employee: a loan or dues taken every month from a month, maybe to another. */
function DeductionFormModal({ deduction, opened, onClose }: { deduction: TPersonDeduction | null; opened: boolean; onClose: () => void }) {
  const save = useSaveDeduction();
  const form = useContractForm(ZPersonDeductionBody, {
    initialValues: valuesOf(deduction),
    toInput: (values) => ({
      personnel_id: values.personnel_id?.id,
      code: values.code.toUpperCase(),
      label: values.label,
      start_month: values.start_month,
      end_month: values.end_month || null,
      priority: values.priority === '' ? undefined : values.priority,
      ...centavosOf(moneyOf(values)),
    }),
    warnOnLeave: opened,
  });

  const submit = () =>
    saveWithPesos(
      form,
      moneyOf(form.values),
      save,
      (body) => ({ id: deduction?.id, body }),
      () => onClose(),
    );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={deduction ? `Edit ${deduction.code} of ${deduction.fullname}` : 'Add a deduction'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={form.errors}
      size="lg"
    >
      <RemoteSearchPicker
        label="Employee"
        placeholder="Search an employee"
        source={personnelSource}
        value={form.values.personnel_id}
        onChange={(person) => form.setFieldValue('personnel_id', person)}
        error={form.errors.personnel_id}
        withAvatar
        required
        disabled={deduction !== null}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Code"
          description="e.g. GSIS-CONSO, PAGIBIG-MPL"
          maxLength={20}
          required
          {...form.getInputProps('code')}
          onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
          data-autofocus
        />
        <TextInput label="Description" maxLength={150} required {...form.getInputProps('label')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Monthly amount (pesos)" placeholder="0.00" inputMode="decimal" required {...form.getInputProps('monthly')} />
        <TextInput
          label="Balance (pesos)"
          description="Left to pay; empty when it has none"
          placeholder="0.00"
          inputMode="decimal"
          {...form.getInputProps('balance')}
        />
        <NumberInput
          label="Priority"
          description="1 is taken first"
          min={1}
          max={99}
          allowDecimal={false}
          {...form.getInputProps('priority')}
          onChange={(value: number | string) => form.setFieldValue('priority', value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="month" label="First month" placeholder="YYYY-MM" required {...form.getInputProps('start_month')} />
        <TextInput type="month" label="Last month" description="Empty: until stopped or paid off" placeholder="YYYY-MM" {...form.getInputProps('end_month')} />
      </SimpleGrid>
    </FormModal>
  );
}

/** /payroll/deductions (PAYROLL): the loans and dues taken from each employee's pay every month, in priority order. */
export function DeductionsPage() {
  const [person, setPerson] = useState<PickerOption | null>(null);
  const deductions = usePersonDeductions(person?.id ?? null);
  const stop = useStopDeduction();
  const confirm = useConfirm();
  const modal = useModalFor<TPersonDeduction>();
  const [ledgerOf, setLedgerOf] = useState<number | null>(null);

  const askToStop = (d: TPersonDeduction) =>
    confirm({
      title: 'Stop deduction',
      message: `Stop taking ${d.code} (${d.label}, ${formatAmount(d.monthly)} a month) from the pay of ${d.fullname}? Runs already paid keep it.`,
      confirmLabel: 'Stop deduction',
      danger: true,
      onConfirm: async () => showSuccessToast((await stop.mutateAsync(d.id)).message),
    });

  const columns: Column<TPersonDeduction>[] = [
    { key: 'employee', header: 'Employee', render: (d) => <PersonCell name={d.fullname} details={[]} /> },
    {
      key: 'deduction',
      header: 'Deduction',
      render: (d) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {d.code}
          </Text>
          <Text fz="xs" c="dimmed">
            {d.label}
          </Text>
        </Stack>
      ),
    },
    { key: 'monthly', header: 'Monthly', align: 'right', render: (d) => <Amount centavos={d.monthly} strong /> },
    {
      key: 'months',
      header: 'Months',
      render: (d) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {monthLabel(d.start_month)} – {d.end_month ? monthLabel(d.end_month) : 'until stopped'}
        </Text>
      ),
    },
    { key: 'balance', header: 'Balance', align: 'right', render: (d) => <Amount centavos={d.balance} /> },
    {
      key: 'tax',
      header: 'Taxable pay',
      render: (d) =>
        d.tax_excluded ? (
          <Text fz="sm" fw={600} c="blue.8">
            Excluded
          </Text>
        ) : (
          <Text fz="sm" c="dimmed">
            Not excluded
          </Text>
        ),
    },
    { key: 'priority', header: 'Priority', width: 80, align: 'right', render: (d) => <Text fz="sm">{d.priority}</Text> },
    {
      key: 'status',
      header: 'Status',
      width: 100,
      render: (d) => (
        <Badge variant="light" radius="sm" color={d.active ? 'teal' : 'gray'}>
          {d.active ? 'Active' : 'Stopped'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 56,
      align: 'right',
      render: (d) => (
        <RowActions
          subject={`${d.code} of ${d.fullname}`}
          actions={[
            { label: 'Ledger', icon: IconListDetails, onClick: () => setLedgerOf(d.id) },
            { label: 'Edit', icon: IconPencil, onClick: () => modal.open(d) },
            { label: 'Stop', icon: IconPlayerStop, onClick: () => askToStop(d), danger: true, hidden: !d.active },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Deductions"
        description="Loans and dues taken from an employee’s pay every month, in priority order, as long as the net stays above the minimum take-home pay."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => modal.open()}>
            Add deduction
          </Button>
        }
      />
      <Group gap="sm" align="flex-end">
        <RemoteSearchPicker
          label="Employee"
          placeholder="Everyone"
          source={personnelSource}
          value={person}
          onChange={setPerson}
          withAvatar
          w={{ base: '100%', sm: 340 }}
        />
      </Group>
      <DataTable
        label="Deductions"
        columns={columns}
        rows={deductions.data}
        rowKey={(d) => d.id}
        loading={deductions.isPending}
        minWidth={980}
        emptyTitle={person ? `No deduction kept for ${person.label}` : 'No deduction kept yet'}
      />
      <DeductionFormModal key={modal.key} deduction={modal.subject} opened={modal.opened} onClose={modal.close} />
      <LoanLedgerModal id={ledgerOf} opened={ledgerOf !== null} onClose={() => setLedgerOf(null)} />
      <DeductionTypes />
    </Stack>
  );
}

/**
 * The kinds of deduction by code, and whether what is taken of each is excluded from taxable compensation (issue 36):
 * union dues are, by law (NIRC Sec. 32(B)(7)(f)); a loan is not. A change counts from the next computation.
 */
function DeductionTypes() {
  const types = useDeductionTypes();
  const save = useSaveDeductionType();
  const toggle = async (t: TDeductionType, excluded: boolean) =>
    showSuccessToast((await save.mutateAsync({ code: t.code, body: { name: t.name, tax_excluded: excluded, legal_basis: t.legal_basis } })).message);
  const columns: Column<TDeductionType>[] = [
    {
      key: 'code',
      header: 'Code',
      width: 140,
      render: (t) => (
        <Text fz="sm" fw={600}>
          {t.code}
        </Text>
      ),
    },
    { key: 'name', header: 'Kind of deduction', render: (t) => <Text fz="sm">{t.name}</Text> },
    {
      key: 'excluded',
      header: 'Excluded from taxable compensation',
      render: (t) => (
        <Switch
          checked={t.tax_excluded}
          disabled={save.isPending}
          aria-label={`${t.name}: excluded from taxable compensation`}
          onChange={(event) => void toggle(t, event.currentTarget.checked)}
        />
      ),
    },
    {
      key: 'basis',
      header: 'Legal basis',
      render: (t) => (
        <Text fz="xs" c="dimmed">
          {t.legal_basis ?? ''}
        </Text>
      ),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Kinds of deduction
        </Title>
        <Text fz="sm" c="dimmed">
          What is taken of a kind marked excluded lowers the taxable compensation, like the GSIS, PhilHealth and Pag-IBIG contributions. A code not listed here
          is not excluded.
        </Text>
        <DataTable
          label="Kinds of deduction"
          columns={columns}
          rows={types.data}
          rowKey={(t) => t.code}
          loading={types.isPending}
          minWidth={720}
          emptyTitle="No kind of deduction kept yet"
        />
      </Stack>
    </Paper>
  );
}
