import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ZPreviousEmployerBody, type TPreviousEmployer } from '@hris/contracts';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { centavosOf, type TPesoInput } from './payroll-format';
import { saveWithPesos } from './payroll-forms';
import { Amount } from './payroll-parts';
import { useAddPreviousEmployer, usePreviousEmployers, useRemovePreviousEmployer } from './bir.api';

// BIR Form 2316 Part III (issue 40): what an employee earned and had withheld with previous employers of the year, as
// HR copies it from those employers' 2316s. The figures count in this year's 2316 (items 22 and 25B) and alphalist.

const MONEY = ['gross', 'non_taxable_benefits', 'de_minimis', 'contributions', 'non_taxable_other', 'taxable', 'tax_withheld'] as const;
type Money = (typeof MONEY)[number];
/** The money fields the employer's 2316 always shows; the others are 0 when left empty. */
const REQUIRED: readonly Money[] = ['gross', 'taxable'];

type Values = { personnel_id: PickerOption | null; tin: string; name: string; address: string; zip_code: string } & Record<Money, string>;

const moneyInputs = (values: Values): Record<string, TPesoInput> =>
  Object.fromEntries(MONEY.map((m) => [m, { text: values[m], required: REQUIRED.includes(m) }]));
/** An optional amount left empty is 0, as the form's own line would read. */
const centavosOrZero = (values: Values) => Object.fromEntries(Object.entries(centavosOf(moneyInputs(values))).map(([k, v]) => [k, v === null ? 0 : v]));

const LABELS: Record<Money, { label: string; description?: string }> = {
  gross: { label: 'Gross compensation', description: 'Item 37 of that employer’s 2316' },
  non_taxable_benefits: { label: 'Non-taxable 13th month pay and other benefits' },
  de_minimis: { label: 'De minimis benefits' },
  contributions: { label: 'SSS, GSIS, PhilHealth, Pag-IBIG contributions and union dues' },
  non_taxable_other: { label: 'Other non-taxable compensation' },
  taxable: { label: 'Taxable compensation', description: 'Gross less the non-taxable parts' },
  tax_withheld: { label: 'Tax withheld' },
};

function PreviousEmployerModal({ year, person, opened, onClose }: { year: string; person: PickerOption | null; opened: boolean; onClose: () => void }) {
  const add = useAddPreviousEmployer();
  const initialValues: Values = {
    personnel_id: person,
    tin: '',
    name: '',
    address: '',
    zip_code: '',
    ...(Object.fromEntries(MONEY.map((m) => [m, ''])) as Record<Money, string>),
  };
  const form = useContractForm(ZPreviousEmployerBody, {
    initialValues,
    toInput: (v) => ({
      personnel_id: v.personnel_id?.id,
      year,
      tin: v.tin,
      name: v.name,
      address: v.address,
      zip_code: v.zip_code.trim() || null,
      ...centavosOrZero(v),
    }),
    warnOnLeave: opened,
  });
  const submit = () => saveWithPesos(form, moneyInputs(form.values), add, (body) => body, onClose);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`Add a previous employer (${year})`}
      onSubmit={submit}
      submitting={add.isPending}
      submitLabel="Add previous employer"
      errors={form.errors}
      size="lg"
    >
      <RemoteSearchPicker
        label="Employee"
        placeholder="Search by name or ID number"
        source={personnelSource}
        value={form.values.personnel_id}
        onChange={(value) => form.setFieldValue('personnel_id', value)}
        withAvatar
        error={form.errors.personnel_id}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Employer’s name" required maxLength={200} data-autofocus {...form.getInputProps('name')} />
        <TextInput label="Employer’s TIN" placeholder="000-000-000-0000" required {...form.getInputProps('tin')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Registered address" required maxLength={300} style={{ gridColumn: 'span 2' }} {...form.getInputProps('address')} />
        <TextInput label="ZIP code" maxLength={4} inputMode="numeric" {...form.getInputProps('zip_code')} />
      </SimpleGrid>
      <Text fz="sm" c="dimmed">
        In pesos, as printed on that employer’s BIR Form 2316 for {year}. The gross is the non-taxable parts and the taxable compensation together.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {MONEY.map((m) => (
          <TextInput
            key={m}
            label={LABELS[m].label}
            description={LABELS[m].description}
            placeholder="0.00"
            inputMode="decimal"
            required={REQUIRED.includes(m)}
            {...form.getInputProps(m)}
          />
        ))}
      </SimpleGrid>
    </FormModal>
  );
}

/** The year's previous employers: all of them, or one employee's once picked; added and removed here. */
export function PreviousEmployers({ year }: { year: string }) {
  const [person, setPerson] = useState<PickerOption | null>(null);
  const list = usePreviousEmployers(year, person?.id ?? null);
  const remove = useRemovePreviousEmployer();
  const confirm = useConfirm();
  const modal = useModalFor<null>();

  const askToRemove = (p: TPreviousEmployer) =>
    confirm({
      title: 'Remove previous employer',
      message: `Remove ${p.name} from ${p.fullname}’s ${p.year}? The 2316 and the alphalist will no longer count its figures.`,
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: async () => showSuccessToast((await remove.mutateAsync(p.id)).message),
    });

  const columns: Column<TPreviousEmployer>[] = [
    {
      key: 'employee',
      header: 'Employee',
      render: (p) => (
        <Text fz="sm" fw={600}>
          {p.fullname}
        </Text>
      ),
    },
    {
      key: 'employer',
      header: 'Previous employer',
      render: (p) => (
        <div>
          <Text fz="sm">{p.name}</Text>
          <Text fz="xs" c="dimmed">
            TIN {p.tin}
          </Text>
        </div>
      ),
    },
    { key: 'gross', header: 'Gross', align: 'right', render: (p) => <Amount centavos={p.gross} /> },
    { key: 'taxable', header: 'Taxable', align: 'right', render: (p) => <Amount centavos={p.taxable} /> },
    { key: 'withheld', header: 'Tax withheld', align: 'right', render: (p) => <Amount centavos={p.tax_withheld} /> },
    {
      key: 'actions',
      header: '',
      width: 56,
      align: 'right',
      render: (p) => (
        <Tooltip label="Remove" withinPortal>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${p.name}, previous employer of ${p.fullname}`} onClick={() => askToRemove(p)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-end" mb="sm">
        <div>
          <Title order={4}>Previous employers, {year}</Title>
          <Text fz="sm" c="dimmed">
            BIR Form 2316 Part III: what an employee earned elsewhere this year counts in their 2316 and the alphalist.
          </Text>
        </div>
        <Group align="flex-end">
          <RemoteSearchPicker
            label="Employee"
            placeholder="Search by name or ID number"
            source={personnelSource}
            value={person}
            onChange={setPerson}
            withAvatar
            w={280}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={() => modal.open()}>
            Add previous employer
          </Button>
        </Group>
      </Group>
      <DataTable
        label="Previous employers"
        columns={columns}
        rows={list.data?.previous_employers}
        rowKey={(p) => p.id}
        loading={list.isPending}
        minWidth={720}
        emptyTitle={person ? `No previous employer of ${person.label} in ${year}` : `No previous employer entered for ${year}`}
      />
      <PreviousEmployerModal key={modal.key} year={year} person={person} opened={modal.opened} onClose={modal.close} />
    </Paper>
  );
}
