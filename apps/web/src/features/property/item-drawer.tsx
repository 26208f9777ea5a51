import { Button, Drawer, Group, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  PROPERTY_CLASSIFICATION_LABELS,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_CONDITIONS,
  PROPERTY_FORM_LABELS,
  PROPERTY_STATUS_LABELS,
  ZPropertyItemPatch,
  type TPropertyForm,
} from '@hris/contracts';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { formatAmount } from '../../lib/money';
import { useContractForm } from '../../lib/use-contract-form';
import { openDocumentPdf, useCorrectPropertyItem, usePropertyItem, type TPropertyHistoryEntry, type TPropertyItem } from './property.api';

/** What each form did to the item, in a word. */
const MOVEMENT: Record<TPropertyForm, string> = {
  PAR: 'Issued',
  ICS: 'Issued',
  PTR: 'Transferred',
  ITR: 'Transferred',
  PRS: 'Returned',
  RRSP: 'Returned',
  IIRUP: 'Disposed of',
  IIRUSP: 'Disposed of',
};

/** Who the document moved the item from and to, in words. */
function parties(h: TPropertyHistoryEntry): string {
  switch (MOVEMENT[h.document.form]) {
    case 'Issued':
      return `to ${h.personnel?.fullname ?? '—'}`;
    case 'Transferred':
      return `${h.from_personnel?.fullname ?? '—'} → ${h.personnel?.fullname ?? '—'}`;
    case 'Returned':
      return `by ${h.personnel?.fullname ?? '—'}`;
    default:
      return h.reason ? `(${h.reason})` : '';
  }
}

/** The office corrects what the register says of the item now: its condition and where it is. */
function CorrectionForm({ item }: { item: TPropertyItem }) {
  const correct = useCorrectPropertyItem(item.id);
  const form = useContractForm(ZPropertyItemPatch, {
    initialValues: { condition: item.condition, location: item.location ?? '' },
    toInput: (v) => ({ condition: v.condition, location: v.location }),
  });
  return (
    <form onSubmit={form.onSubmit(() => form.save(correct, () => undefined))} noValidate>
      <Group gap="sm" align="flex-end">
        <Select
          label="Condition"
          data={PROPERTY_CONDITIONS.map((c) => ({ value: c, label: PROPERTY_CONDITION_LABELS[c] }))}
          allowDeselect={false}
          {...form.getInputProps('condition')}
          w={170}
        />
        <TextInput label="Location" maxLength={200} style={{ flex: 1 }} {...form.getInputProps('location')} />
        <Button type="submit" variant="default" loading={correct.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}

/** An item's facts, the correction of its condition and location, and every form it was on, oldest first. */
export function ItemDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const answer = usePropertyItem(id);
  const item = answer.data?.item;
  const fact = (label: string, value: string | number | null | undefined) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text fz="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text fz="sm">{value === null || value === undefined || value === '' ? '—' : value}</Text>
    </Group>
  );
  return (
    <Drawer opened={id !== null} onClose={onClose} position="right" size="xl" title={item ? `${item.property_number} · ${item.description}` : 'Item'}>
      {!item ? (
        <Skeleton height={240} />
      ) : (
        <Stack gap="md">
          <Stack gap={6}>
            {fact('Classification', PROPERTY_CLASSIFICATION_LABELS[item.classification])}
            {fact('Unit cost', `₱${formatAmount(item.unit_cost)} per ${item.unit}`)}
            {fact('Date acquired', formatLongDate(item.date_acquired))}
            {fact('Estimated useful life', item.useful_life_years ? `${item.useful_life_years} years` : null)}
            {fact('Category / asset account', [item.category, item.asset_account].filter(Boolean).join(' · '))}
            {fact('Brand, model, serial', [item.brand, item.model, item.serial_number].filter(Boolean).join(' · '))}
            {fact('Fund', item.fund)}
            {fact('Supplier / delivery', [item.supplier, item.delivery_reference].filter(Boolean).join(' · '))}
            {fact('Condition', PROPERTY_CONDITION_LABELS[item.condition])}
            {fact('Location', item.location)}
            {fact('Held by', item.holder ? `${item.holder.fullname} since ${formatLongDate(item.held_since!)}` : PROPERTY_STATUS_LABELS[item.status])}
          </Stack>
          {item.status === 'disposed' ? null : <CorrectionForm key={`${item.condition}-${item.location ?? ''}`} item={item} />}
          <Text fw={700}>History</Text>
          {answer.data!.history.length === 0 ? (
            <Text fz="sm" c="dimmed">
              Never issued.
            </Text>
          ) : (
            <Table aria-label="The forms the item was on">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Form</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Condition</Table.Th>
                  <Table.Th>Acknowledged / ended</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.data!.history.map((h) => (
                  <Table.Tr key={h.document.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLongDate(h.issued_on)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        title={PROPERTY_FORM_LABELS[h.document.form]}
                        onClick={() => void openDocumentPdf(h.document.id)}
                      >
                        {h.document.number}
                      </Button>
                    </Table.Td>
                    <Table.Td>
                      <Text fz="sm">
                        {MOVEMENT[h.document.form]} {parties(h)}
                      </Text>
                      {h.reason && MOVEMENT[h.document.form] !== 'Disposed of' ? (
                        <Text fz="xs" c="dimmed">
                          {h.reason}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{h.condition ? PROPERTY_CONDITION_LABELS[h.condition] : '—'}</Table.Td>
                    <Table.Td>
                      <Stack gap={2}>
                        {h.acknowledged_at ? <Text fz="xs">Acknowledged {formatDateTime(h.acknowledged_at)}</Text> : null}
                        {h.ended_on ? (
                          <Text fz="xs" c="dimmed">
                            Ended {formatLongDate(h.ended_on)}
                          </Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
