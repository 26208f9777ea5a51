import { ActionIcon, Alert, Badge, Button, Checkbox, Group, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { ZPayrollAdjustmentBody } from '@hris/contracts';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import { formatAmount } from '../../lib/money';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { centavosOf, runActions } from './payroll-format';
import { saveWithPesos } from './payroll-forms';
import { useAddAdjustment, useAdjustments, useDeleteAdjustment, usePayrollRuns, useRegister, type TPayrollAdjustment, type TPayrollRun } from './payroll.api';

type Values = { personnel_id: string | null; corrects_run_id: string | null; label: string; amount: string; taxable: boolean };

/** Owed to the employee in green; taken back in red, with its minus sign. */
function SignedAmount({ centavos }: { centavos: number }) {
  return (
    <Text fz="sm" fw={600} c={centavos < 0 ? 'red.9' : 'teal.9'} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {centavos > 0 ? '+' : ''}
      {formatAmount(centavos)}
    </Text>
  );
}

/** An adjustment to a paid (locked) run, paid or taken back in this one: who, which run it corrects, what and how much. */
function AdjustmentFormModal({ run, opened, onClose }: { run: TPayrollRun; opened: boolean; onClose: () => void }) {
  const add = useAddAdjustment(run.id);
  const register = useRegister(run.id, opened);
  const paidRuns = usePayrollRuns({ status: 'paid', page: 1 });
  const initialValues: Values = { personnel_id: null, corrects_run_id: null, label: '', amount: '', taxable: false };
  const form = useContractForm(ZPayrollAdjustmentBody, {
    initialValues,
    toInput: (values) => ({
      personnel_id: values.personnel_id ? Number(values.personnel_id) : undefined,
      corrects_run_id: values.corrects_run_id ? Number(values.corrects_run_id) : undefined,
      label: values.label,
      taxable: values.taxable,
      ...centavosOf({ amount: { text: values.amount, required: true, signed: true } }),
    }),
    warnOnLeave: opened,
  });
  const people = [...new Map((register.data?.rows ?? []).map((r) => [r.personnel_id, r])).values()]
    .sort((a, b) => a.fullname.localeCompare(b.fullname))
    .map((r) => ({ value: String(r.personnel_id), label: r.idno ? `${r.fullname} (${r.idno})` : r.fullname }));
  const runs = (paidRuns.data?.runs ?? []).filter((r) => r.id !== run.id).map((r) => ({ value: String(r.id), label: r.title }));

  const submit = () =>
    saveWithPesos(
      form,
      { amount: { text: form.values.amount, required: true, signed: true } },
      add,
      (body) => body,
      () => onClose(),
    );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Add an adjustment"
      onSubmit={submit}
      submitting={add.isPending}
      submitLabel="Add adjustment"
      errors={form.errors}
    >
      <Select
        label="Employee"
        placeholder={register.isPending ? 'Loading…' : 'Choose from the run’s people'}
        data={people}
        searchable
        required
        nothingFoundMessage="Not among the run’s people"
        data-autofocus
        {...form.getInputProps('personnel_id')}
      />
      <Select
        label="Run corrected"
        description="The paid run whose pay was wrong"
        placeholder={paidRuns.isPending ? 'Loading…' : 'Choose a paid run'}
        data={runs}
        searchable
        required
        nothingFoundMessage="No paid run yet"
        {...form.getInputProps('corrects_run_id')}
      />
      <TextInput label="Description" placeholder="e.g. Underpaid PERA, October" maxLength={150} required {...form.getInputProps('label')} />
      <TextInput
        label="Amount (pesos)"
        description="Positive: owed to the employee. Negative (e.g. -1,250.00): taken back."
        placeholder="0.00"
        inputMode="decimal"
        required
        {...form.getInputProps('amount')}
      />
      <Checkbox
        label="Taxable compensation"
        description="Counted in the taxable compensation of this run"
        checked={form.values.taxable}
        onChange={(event) => form.setFieldValue('taxable', event.currentTarget.checked)}
      />
    </FormModal>
  );
}

/** The adjustments this run pays or takes back, each naming the paid run it corrects. */
export function AdjustmentsTab({ run }: { run: TPayrollRun }) {
  const adjustments = useAdjustments(run.id);
  const remove = useDeleteAdjustment(run.id);
  const confirm = useConfirm();
  const modal = useModalFor<null>();
  const { adjust, compute } = runActions(run.status);
  const noRows = run.status === 'draft';

  const askToRemove = (a: TPayrollAdjustment) =>
    confirm({
      title: 'Remove adjustment',
      message: `Remove “${a.label}” of ${a.fullname} (${formatAmount(a.amount)})?`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: async () => showSuccessToast((await remove.mutateAsync(a.id)).message),
    });

  const columns: Column<TPayrollAdjustment>[] = [
    {
      key: 'employee',
      header: 'Employee',
      render: (a) => (
        <Text fz="sm" fw={600}>
          {a.fullname}
        </Text>
      ),
    },
    { key: 'corrects', header: 'Corrects', render: (a) => <Text fz="sm">{a.corrects}</Text> },
    { key: 'label', header: 'Description', render: (a) => <Text fz="sm">{a.label}</Text> },
    { key: 'amount', header: 'Amount', align: 'right', render: (a) => <SignedAmount centavos={a.amount} /> },
    {
      key: 'taxable',
      header: 'Taxable',
      width: 90,
      render: (a) => (
        <Badge variant="light" radius="sm" color={a.taxable ? 'orange' : 'gray'}>
          {a.taxable ? 'Taxable' : 'Not taxable'}
        </Badge>
      ),
    },
    ...(adjust
      ? [
          {
            key: 'actions',
            header: '',
            width: 56,
            align: 'right' as const,
            render: (a: TPayrollAdjustment) => (
              <Tooltip label="Remove" withinPortal>
                <ActionIcon variant="subtle" color="red" aria-label={`Remove the adjustment “${a.label}” of ${a.fullname}`} onClick={() => askToRemove(a)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text fz="sm" c="dimmed" maw={640}>
          A paid run is locked: what it paid wrong is put right here, paid or taken back with this run.
          {adjust && compute ? ' Compute the run again after a change, so the register includes it.' : ''}
        </Text>
        {adjust ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => modal.open()} disabled={noRows}>
            Add adjustment
          </Button>
        ) : null}
      </Group>
      {adjust && noRows ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          Compute the run first: the employee of an adjustment is chosen from the run’s people.
        </Alert>
      ) : null}
      <DataTable
        label="Adjustments"
        columns={columns}
        rows={adjustments.data}
        rowKey={(a) => a.id}
        loading={adjustments.isPending}
        minWidth={800}
        emptyTitle="No adjustment in this run"
      />
      {adjust ? <AdjustmentFormModal key={modal.key} run={run} opened={modal.opened} onClose={modal.close} /> : null}
    </Stack>
  );
}
