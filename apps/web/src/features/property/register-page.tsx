import { useState } from 'react';
import { Badge, Button, Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAdjustments, IconArrowBackUp, IconArrowsExchange, IconClipboardCheck, IconFileTypePdf, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  PROPERTY_CLASSIFICATION_LABELS,
  PROPERTY_CLASSIFICATIONS,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_CONDITIONS,
  PROPERTY_FORM_LABELS,
  PROPERTY_STATUS_LABELS,
  PROPERTY_STATUSES,
  ZIssueBody,
  ZPropertyItemBody,
  ZPropertySettings,
  type TIssueForm,
  type TPropertyClassification,
  type TPropertyCondition,
  type TPropertyDocument,
  type TPropertySettings,
  type TPropertyStatus,
} from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { personnelSource } from '../../components/picker-sources';
import { SearchField } from '../../components/search-field';
import { formatLongDate } from '../../lib/dates';
import { formatAmount, parsePesos, pesosInputOf } from '../../lib/money';
import { useContractForm } from '../../lib/use-contract-form';
import {
  exportRegister,
  openDocumentPdf,
  useAddPropertyItem,
  useIssueProperty,
  usePropertyItems,
  usePropertySettings,
  useSavePropertySettings,
  type TPropertyItem,
} from './property.api';
import { ItemDrawer } from './item-drawer';
import { DisposeModal, ReturnModal, TransferModal } from './movement-modals';
import { whatTheTickedAllow, type IssueOfTicked } from './ticked-actions';
import { DownloadButton } from '../../components/busy-button';

const CLASS_COLOR: Record<TPropertyClassification, string> = { ppe: 'indigo', semi_expendable_high: 'teal', semi_expendable_low: 'gray' };
/** Short enough for a badge; the full words are its title. */
const CLASS_SHORT: Record<TPropertyClassification, string> = { ppe: 'PPE', semi_expendable_high: 'Semi-exp. high', semi_expendable_low: 'Semi-exp. low' };

type ItemValues = {
  description: string;
  unit_cost: string;
  date_acquired: string;
  unit: string;
  property_number: string;
  category: string;
  asset_account: string;
  brand: string;
  model: string;
  serial_number: string;
  useful_life_years: string;
  fund: string;
  supplier: string;
  delivery_reference: string;
  condition: string;
  location: string;
};
const EMPTY_ITEM: ItemValues = {
  description: '',
  unit_cost: '',
  date_acquired: '',
  unit: 'unit',
  property_number: '',
  category: '',
  asset_account: '',
  brand: '',
  model: '',
  serial_number: '',
  useful_life_years: '',
  fund: '',
  supplier: '',
  delivery_reference: '',
  condition: 'serviceable',
  location: '',
};

/**
 * Typed pesos as centavos for the contract: nothing typed is missing, a bad amount is refused by the schema. A minus
 * sign is read, not refused here, so a negative cost is told what the contract says ("must be more than zero"), not
 * that it is missing.
 */
const centavosOf = (text: string) => {
  const parsed = parsePesos(text, { signed: true });
  return parsed.kind === 'amount' ? parsed.centavos : parsed.kind === 'empty' ? undefined : Number.NaN;
};

/** Registers an item: the API classifies it by its cost and gives the property number when none is typed. */
function AddItemModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const add = useAddPropertyItem();
  const form = useContractForm(ZPropertyItemBody, {
    initialValues: EMPTY_ITEM,
    toInput: (v) => {
      return {
        ...v,
        unit_cost: centavosOf(v.unit_cost),
        useful_life_years: v.useful_life_years === '' ? null : v.useful_life_years,
      };
    },
    warnOnLeave: opened,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Add an item to the register"
      onSubmit={() => form.save(add, () => onClose())}
      submitting={add.isPending}
      errors={form.errors}
      size="lg"
    >
      <TextInput label="Description" required maxLength={2000} data-autofocus {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Unit cost (₱)" required placeholder="e.g. 72,500.00" {...form.getInputProps('unit_cost')} />
        <TextInput label="Unit" required maxLength={30} {...form.getInputProps('unit')} />
        <TextInput type="date" label="Date acquired" required {...form.getInputProps('date_acquired')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Property number"
          description="Left blank: the next number (year-month-sequence)"
          maxLength={60}
          {...form.getInputProps('property_number')}
        />
        <TextInput label="Estimated useful life (years)" {...form.getInputProps('useful_life_years')} />
        <TextInput label="Category" maxLength={150} {...form.getInputProps('category')} />
        <TextInput label="Asset account" maxLength={150} {...form.getInputProps('asset_account')} />
        <TextInput label="Brand" maxLength={150} {...form.getInputProps('brand')} />
        <TextInput label="Model" maxLength={150} {...form.getInputProps('model')} />
        <TextInput label="Serial number" maxLength={150} {...form.getInputProps('serial_number')} />
        <TextInput label="Fund" maxLength={100} {...form.getInputProps('fund')} />
        <TextInput label="Supplier" maxLength={200} {...form.getInputProps('supplier')} />
        <TextInput label="Delivery/acceptance reference" maxLength={100} {...form.getInputProps('delivery_reference')} />
        <Select
          label="Condition"
          data={PROPERTY_CONDITIONS.map((c) => ({ value: c, label: PROPERTY_CONDITION_LABELS[c] }))}
          allowDeselect={false}
          {...form.getInputProps('condition')}
        />
        <TextInput label="Location" maxLength={200} {...form.getInputProps('location')} />
      </SimpleGrid>
    </FormModal>
  );
}

/** The COA thresholds (settings): what the next items registered are classified by. */
function ThresholdsForm({ settings, onClose }: { settings: TPropertySettings; onClose: () => void }) {
  const save = useSavePropertySettings();
  const form = useContractForm(ZPropertySettings, {
    initialValues: { ppe_threshold: pesosInputOf(settings.ppe_threshold), low_value_threshold: pesosInputOf(settings.low_value_threshold) },
    toInput: (v) => ({ ppe_threshold: centavosOf(v.ppe_threshold), low_value_threshold: centavosOf(v.low_value_threshold) }),
  });
  return (
    <FormModal
      opened
      onClose={onClose}
      title="COA thresholds"
      onSubmit={() => form.save(save, () => onClose())}
      submitting={save.isPending}
      errors={form.errors}
    >
      <Text fz="sm" c="dimmed">
        COA Circular 2022-004: an item costing the capitalization threshold or more is PPE (PAR); below it, semi-expendable (ICS), low-valued under the
        low-value threshold. Items registered from now on are classified by these.
      </Text>
      <TextInput label="Capitalization threshold (₱)" required {...form.getInputProps('ppe_threshold')} />
      <TextInput label="Low-value threshold (₱)" required {...form.getInputProps('low_value_threshold')} />
    </FormModal>
  );
}

function ThresholdsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const settings = usePropertySettings(opened);
  return opened && settings.data ? <ThresholdsForm settings={settings.data} onClose={onClose} /> : null;
}

/**
 * Issues items in stock to an employee: the form (PAR for PPE, ICS for semi-expendable) decides which items may go
 * together. The items ticked in the register come in chosen (`ticked`), so the user does not search for them again.
 */
function IssueModal({
  opened,
  ticked,
  onClose,
  onIssued,
}: {
  opened: boolean;
  ticked: IssueOfTicked;
  onClose: () => void;
  onIssued: (document: TPropertyDocument) => void;
}) {
  const issue = useIssueProperty();
  // Which form's items the stock list offers: a filter of the list, not part of what is issued.
  const [kind, setKind] = useState<TIssueForm>(ticked.form ?? 'PAR');
  const stock = usePropertyItems({ status: 'in_stock', form: kind, per_page: 100 }, opened);
  // The ticked items stay offered even when they are not among the first hundred of the list.
  const carried = kind === ticked.form ? ticked.items : [];
  const offered = [...carried, ...(stock.data?.items ?? []).filter((i) => !carried.some((t) => t.id === i.id))];
  // The employee is the picker's option, under the body's name so a refusal's message sits under it.
  const initialValues: { personnel_id: PickerOption | null; item_ids: string[]; fund_cluster: string } = {
    personnel_id: null,
    item_ids: ticked.items.map((i) => String(i.id)),
    fund_cluster: '',
  };
  const form = useContractForm(ZIssueBody, {
    initialValues,
    toInput: (v) => ({ personnel_id: v.personnel_id?.id, item_ids: v.item_ids.map(Number), fund_cluster: v.fund_cluster }),
    warnOnLeave: opened,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Issue property"
      submitLabel="Issue"
      onSubmit={() =>
        form.save(issue, (answer) => {
          onIssued(answer.issue);
          onClose();
        })
      }
      submitting={issue.isPending}
      errors={form.errors}
      size="lg"
    >
      {ticked.why ? (
        <Text fz="sm" c="dimmed">
          {ticked.why}
        </Text>
      ) : null}
      <RemoteSearchPicker
        label="Employee"
        required
        source={personnelSource}
        value={form.values.personnel_id}
        onChange={(option) => form.setFieldValue('personnel_id', option)}
        error={form.errors.personnel_id}
        withAvatar
      />
      <Select
        label="Form"
        description="PPE (50,000.00 and more) on a PAR; semi-expendable property on an ICS"
        data={[
          { value: 'PAR', label: 'Property Acknowledgment Receipt (PAR)' },
          { value: 'ICS', label: 'Inventory Custodian Slip (ICS)' },
        ]}
        allowDeselect={false}
        value={kind}
        onChange={(v) => {
          if (!v) return;
          setKind(v);
          form.setFieldValue('item_ids', []);
        }}
      />
      <MultiSelect
        label="Items in stock"
        required
        searchable
        placeholder={stock.isPending ? 'Loading…' : 'Search by property number or description'}
        data={offered.map((i) => ({ value: String(i.id), label: `${i.property_number} · ${i.description} · ₱${formatAmount(i.unit_cost)}` }))}
        nothingFoundMessage="No item in stock for this form"
        {...form.getInputProps('item_ids')}
      />
      <TextInput label="Fund cluster" maxLength={100} {...form.getInputProps('fund_cluster')} />
    </FormModal>
  );
}

/** /property/register (PROPERTYACCOUNT): the register, adding items, issuing them on a PAR or an ICS, and the printed forms. */
export function PropertyRegisterPage() {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, 250);
  const [classification, setClassification] = useState<TPropertyClassification | null>(null);
  const [status, setStatus] = useState<TPropertyStatus | null>(null);
  const [condition, setCondition] = useState<TPropertyCondition | null>(null);
  const [page, setPage] = useState(1);
  const filters = { term: debounced || undefined, classification: classification ?? undefined, status: status ?? undefined, condition: condition ?? undefined };
  const items = usePropertyItems({ ...filters, page });
  const addModal = useModalFor<null>();
  const issueModal = useModalFor<null>();
  const thresholdsModal = useModalFor<null>();
  const transferModal = useModalFor<null>();
  const returnModal = useModalFor<null>();
  const disposeModal = useModalFor<null>();
  const [openItem, setOpenItem] = useState<number | null>(null);
  const [lastDocument, setLastDocument] = useState<TPropertyDocument | null>(null);
  // The items chosen for a transfer, a return or a disposal, kept across pages and searches.
  const [selected, setSelected] = useState<ReadonlyMap<number, TPropertyItem>>(new Map());
  const chosen = [...selected.values()];
  const holder = chosen[0]?.holder ?? null;
  const allowed = whatTheTickedAllow(chosen);
  const toggle = (item: TPropertyItem) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return next;
    });
  const moved = (document: TPropertyDocument) => {
    setLastDocument(document);
    setSelected(new Map());
  };
  // Issued items leave the ticks; those the form could not take (the other form's) stay ticked for the next issue.
  const issued = (document: TPropertyDocument) => {
    setLastDocument(document);
    setSelected((current) => new Map([...current].filter(([id]) => !document.items.some((i) => i.item_id === id))));
  };

  const columns: Column<TPropertyItem>[] = [
    {
      key: 'select',
      header: '',
      render: (i) => (
        <Checkbox
          aria-label={`Choose ${i.property_number}`}
          checked={selected.has(i.id)}
          disabled={i.status === 'disposed'}
          onClick={(event) => event.stopPropagation()}
          onChange={() => toggle(i)}
        />
      ),
    },
    {
      key: 'number',
      header: 'Property number',
      render: (i) => (
        <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {i.property_number}
        </Text>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      render: (i) => (
        <Stack gap={0}>
          <Text fz="sm">{i.description}</Text>
          <Text fz="xs" c="dimmed">
            {[i.brand, i.model, i.serial_number ? `SN ${i.serial_number}` : null].filter(Boolean).join(' · ') || i.unit}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'class',
      header: 'Classification',
      render: (i) => (
        <Badge variant="light" color={CLASS_COLOR[i.classification]} radius="sm" tt="none" title={PROPERTY_CLASSIFICATION_LABELS[i.classification]}>
          {CLASS_SHORT[i.classification]}
        </Badge>
      ),
    },
    { key: 'cost', header: 'Unit cost', align: 'right', render: (i) => formatAmount(i.unit_cost) },
    { key: 'acquired', header: 'Acquired', render: (i) => formatLongDate(i.date_acquired) },
    {
      key: 'holder',
      header: 'Held by',
      render: (i) =>
        i.holder && i.document ? (
          <Stack gap={0}>
            <Text fz="sm">{i.holder.fullname}</Text>
            <Text fz="xs" c="dimmed">
              {i.document.number}
            </Text>
          </Stack>
        ) : (
          <Badge variant="outline" color="gray" radius="sm" tt="none">
            {PROPERTY_STATUS_LABELS[i.status]}
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: '',
      render: (i) =>
        i.document ? (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconFileTypePdf size={14} />}
            onClick={(event) => {
              // The row opens the item; this button only the form.
              event.stopPropagation();
              void openDocumentPdf(i.document!.id);
            }}
          >
            {i.document.form}
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Property register"
        description="Items by the COA rules: property, plant and equipment (PAR) or semi-expendable (ICS) from their cost; issued to employees, who acknowledge receipt; choose items to transfer, return or dispose of them."
        actions={
          <Group gap="sm">
            <Button component={Link} to="/property/counts" variant="subtle" leftSection={<IconClipboardCheck size={16} />}>
              Physical count
            </Button>
            <Button variant="subtle" leftSection={<IconAdjustments size={16} />} onClick={() => thresholdsModal.open()}>
              Thresholds
            </Button>
            <DownloadButton save={() => exportRegister(filters)}>Export to Excel</DownloadButton>
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => addModal.open()}>
              Add item
            </Button>
            <Button leftSection={<IconSend size={16} />} onClick={() => issueModal.open()}>
              Issue property
            </Button>
          </Group>
        }
      />
      {lastDocument ? (
        <Group gap="sm" p="sm" style={{ border: '1px solid var(--mantine-color-green-4)', borderRadius: 8 }}>
          <Text fz="sm">
            {lastDocument.number} ({PROPERTY_FORM_LABELS[lastDocument.form]}){lastDocument.personnel ? `: ${lastDocument.personnel.fullname}` : ''}.
          </Text>
          <Button size="xs" leftSection={<IconFileTypePdf size={14} />} onClick={() => void openDocumentPdf(lastDocument.id)}>
            Print {lastDocument.form}
          </Button>
        </Group>
      ) : null}
      {chosen.length ? (
        <Stack gap={4} p="sm" role="region" aria-label="Chosen items" style={{ border: '1px solid var(--mantine-color-blue-3)', borderRadius: 8 }}>
          <Group gap="sm">
            <Text fz="sm" fw={600}>
              {chosen.length} item{chosen.length === 1 ? '' : 's'} chosen
              {allowed.transfer === null ? ` · held by ${holder?.fullname}` : allowed.dispose === null ? ' · unserviceable, in stock' : ''}
            </Text>
            <Button size="xs" leftSection={<IconSend size={14} />} disabled={allowed.issue.items.length === 0} onClick={() => issueModal.open()}>
              Issue
            </Button>
            <Button size="xs" leftSection={<IconArrowsExchange size={14} />} disabled={allowed.transfer !== null} onClick={() => transferModal.open()}>
              Transfer
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowBackUp size={14} />}
              disabled={allowed.transfer !== null}
              onClick={() => returnModal.open()}
            >
              Return
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} />}
              disabled={allowed.dispose !== null}
              onClick={() => disposeModal.open()}
            >
              Dispose
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setSelected(new Map())}>
              Clear
            </Button>
          </Group>
          {/* Why a grey button is grey, in words: only what cannot take the ticked items says something. */}
          {[allowed.issue.why, allowed.transfer, allowed.dispose].map((why) =>
            why ? (
              <Text key={why} fz="xs" c="gray.7">
                {why}
              </Text>
            ) : null,
          )}
        </Stack>
      ) : null}
      <Group gap="sm" align="flex-end">
        <SearchField
          value={term}
          onChange={(v) => {
            setTerm(v);
            setPage(1);
          }}
          placeholder="Search number, description, serial, holder…"
          style={{ flex: 1, minWidth: 220 }}
        />
        <Select
          aria-label="Classification"
          placeholder="Any classification"
          clearable
          data={PROPERTY_CLASSIFICATIONS.map((c) => ({ value: c, label: PROPERTY_CLASSIFICATION_LABELS[c] }))}
          value={classification}
          onChange={(v) => {
            setClassification(v);
            setPage(1);
          }}
        />
        <Select
          aria-label="Status"
          placeholder="Any status"
          clearable
          data={PROPERTY_STATUSES.map((s) => ({ value: s, label: PROPERTY_STATUS_LABELS[s] }))}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        />
        <Select
          aria-label="Condition"
          placeholder="Any condition"
          clearable
          data={PROPERTY_CONDITIONS.map((c) => ({ value: c, label: PROPERTY_CONDITION_LABELS[c] }))}
          value={condition}
          onChange={(v) => {
            setCondition(v);
            setPage(1);
          }}
        />
      </Group>
      <DataTable
        label="Property register"
        columns={columns}
        rows={items.data?.items}
        rowKey={(i) => i.id}
        loading={items.isPending}
        meta={items.data?.meta}
        onPageChange={setPage}
        onRowClick={(i) => setOpenItem(i.id)}
        minWidth={960}
        emptyTitle="No item matches"
      />
      <ItemDrawer id={openItem} onClose={() => setOpenItem(null)} />
      <ThresholdsModal key={`thresholds-${thresholdsModal.key}`} opened={thresholdsModal.opened} onClose={thresholdsModal.close} />
      <AddItemModal key={`add-${addModal.key}`} opened={addModal.opened} onClose={addModal.close} />
      <IssueModal key={`issue-${issueModal.key}`} opened={issueModal.opened} ticked={allowed.issue} onClose={issueModal.close} onIssued={issued} />
      {transferModal.opened ? <TransferModal key={`transfer-${transferModal.key}`} items={chosen} opened onClose={transferModal.close} onDone={moved} /> : null}
      {returnModal.opened ? <ReturnModal key={`return-${returnModal.key}`} items={chosen} opened onClose={returnModal.close} onDone={moved} /> : null}
      {disposeModal.opened ? <DisposeModal key={`dispose-${disposeModal.key}`} items={chosen} opened onClose={disposeModal.close} onDone={moved} /> : null}
    </Stack>
  );
}
