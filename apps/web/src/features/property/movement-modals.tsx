import { Autocomplete, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import {
  DISPOSAL_MODES,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_CONDITIONS,
  RETURN_REASONS,
  TRANSFER_REASONS,
  ZDisposalBody,
  ZReturnBody,
  ZTransferBody,
  type TPropertyCondition,
  type TPropertyDocument,
} from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { personnelSource } from '../../components/picker-sources';
import { formatAmount } from '../../lib/money';
import { useContractForm } from '../../lib/use-contract-form';
import { useDisposeProperty, useReturnProperty, useTransferProperty, type TPropertyItem } from './property.api';

// The movements the property office makes of items chosen on the register (issue 23): a transfer to another employee
// (PTR/ITR), a return to the office with each item's condition (PRS/RRSP), a disposal of unserviceable items in stock
// (IIRUP/IIRUSP). The API picks the form from the items' classification and answers the document, to print.

type Props = { items: TPropertyItem[]; opened: boolean; onClose: () => void; onDone: (document: TPropertyDocument) => void };

const CONDITION_OPTIONS = PROPERTY_CONDITIONS.map((c) => ({ value: c, label: PROPERTY_CONDITION_LABELS[c] }));

/** The chosen items, and the refusal of any of them (not held by one person, a mix of forms, …). */
function ChosenItems({ items, error, condition }: { items: TPropertyItem[]; error?: string; condition?: (item: TPropertyItem) => React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Table aria-label="Chosen items" withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Property number</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Condition</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((i) => (
            <Table.Tr key={i.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{i.property_number}</Table.Td>
              <Table.Td>{i.description}</Table.Td>
              <Table.Td ta="right">{formatAmount(i.unit_cost)}</Table.Td>
              <Table.Td>{condition ? condition(i) : PROPERTY_CONDITION_LABELS[i.condition]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {error ? (
        <Text fz="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Items one employee holds go to another: a PTR for PPE, an ITR for semi-expendable property. */
export function TransferModal({ items, opened, onClose, onDone }: Props) {
  const transfer = useTransferProperty();
  const holder = items[0]?.holder ?? null;
  // The receiver is the picker's option, under the body's name so a refusal's message sits under it.
  const initialValues: { to_personnel_id: PickerOption | null; reason: string; fund_cluster: string; remarks: string } = {
    to_personnel_id: null,
    reason: '',
    fund_cluster: '',
    remarks: '',
  };
  const form = useContractForm(ZTransferBody, {
    initialValues,
    toInput: (v) => ({ ...v, item_ids: items.map((i) => i.id), from_personnel_id: holder?.id, to_personnel_id: v.to_personnel_id?.id }),
    warnOnLeave: opened,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Transfer property"
      submitLabel="Transfer"
      onSubmit={() =>
        form.save(transfer, (answer) => {
          onDone(answer.document);
          onClose();
        })
      }
      submitting={transfer.isPending}
      errors={form.errors}
      size="lg"
    >
      <Text fz="sm">
        From <b>{holder?.fullname ?? '—'}</b>, who is no longer accountable for them once transferred; the receiver acknowledges the transfer.
      </Text>
      <ChosenItems items={items} error={form.errors.item_ids} />
      <RemoteSearchPicker
        label="To employee"
        required
        source={personnelSource}
        value={form.values.to_personnel_id}
        onChange={(option) => form.setFieldValue('to_personnel_id', option)}
        error={form.errors.to_personnel_id}
        withAvatar
      />
      <Autocomplete label="Reason for transfer" required data={[...TRANSFER_REASONS]} maxLength={200} {...form.getInputProps('reason')} />
      <TextInput label="Fund cluster" maxLength={100} {...form.getInputProps('fund_cluster')} />
      <Textarea label="Remarks" maxLength={1000} autosize minRows={2} {...form.getInputProps('remarks')} />
    </FormModal>
  );
}

/** Items one employee holds come back to the office, each in the condition it came back in: a PRS or an RRSP. */
export function ReturnModal({ items, opened, onClose, onDone }: Props) {
  const giveBack = useReturnProperty();
  const holder = items[0]?.holder ?? null;
  // Each item's condition as it came back, in the items' order (the body's `conditions`), starting from the register's.
  const initialValues: { conditions: { item_id: number; condition: TPropertyCondition }[]; reason: string; fund_cluster: string; remarks: string } = {
    conditions: items.map((i) => ({ item_id: i.id, condition: i.condition })),
    reason: '',
    fund_cluster: '',
    remarks: '',
  };
  const form = useContractForm(ZReturnBody, {
    initialValues,
    toInput: (v) => ({ ...v, item_ids: items.map((i) => i.id), from_personnel_id: holder?.id }),
    warnOnLeave: opened,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Receive returned property"
      submitLabel="Receive the return"
      onSubmit={() =>
        form.save(giveBack, (answer) => {
          onDone(answer.document);
          onClose();
        })
      }
      submitting={giveBack.isPending}
      errors={form.errors}
      size="lg"
    >
      <Text fz="sm">
        Returned by <b>{holder?.fullname ?? '—'}</b>: the items are back in stock, in the condition recorded here.
      </Text>
      <ChosenItems
        items={items}
        error={form.errors.item_ids ?? form.errors.conditions}
        condition={(i) => (
          <Select
            aria-label={`Condition of ${i.property_number}`}
            size="xs"
            data={CONDITION_OPTIONS}
            allowDeselect={false}
            value={form.values.conditions[items.indexOf(i)]?.condition ?? null}
            onChange={(v) => v && form.setFieldValue(`conditions.${items.indexOf(i)}.condition`, v)}
          />
        )}
      />
      <Autocomplete label="Reason for return" required data={[...RETURN_REASONS]} maxLength={200} {...form.getInputProps('reason')} />
      <TextInput label="Fund cluster" maxLength={100} {...form.getInputProps('fund_cluster')} />
      <Textarea label="Remarks" maxLength={1000} autosize minRows={2} {...form.getInputProps('remarks')} />
    </FormModal>
  );
}

/** Unserviceable items in stock are disposed of: an IIRUP for PPE, an IIRUSP for semi-expendable property. */
export function DisposeModal({ items, opened, onClose, onDone }: Props) {
  const dispose = useDisposeProperty();
  const form = useContractForm(ZDisposalBody, {
    initialValues: { reason: '', fund_cluster: '', remarks: '' },
    toInput: (v) => ({ ...v, item_ids: items.map((i) => i.id) }),
    warnOnLeave: opened,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Dispose of unserviceable property"
      submitLabel="Dispose"
      onSubmit={() =>
        form.save(dispose, (answer) => {
          onDone(answer.document);
          onClose();
        })
      }
      submitting={dispose.isPending}
      errors={form.errors}
      size="lg"
    >
      <ChosenItems items={items} error={form.errors.item_ids} />
      <Autocomplete label="Mode of disposal" required data={[...DISPOSAL_MODES]} maxLength={200} {...form.getInputProps('reason')} />
      <TextInput label="Fund cluster" maxLength={100} {...form.getInputProps('fund_cluster')} />
      <Textarea label="Remarks" maxLength={1000} autosize minRows={2} {...form.getInputProps('remarks')} />
    </FormModal>
  );
}
