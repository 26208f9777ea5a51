import { useState } from 'react';
import { Card, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { PROPERTY_CLASSIFICATION_LABELS, PROPERTY_CONDITION_LABELS, PROPERTY_FORM_LABELS, type TOfficeHolder } from '@hris/contracts';
import { DataTable, type Column } from '../../components/data-table';
import { SearchField } from '../../components/search-field';
import { formatLongDate } from '../../lib/dates';
import { formatAmount, formatPeso } from '../../lib/money';
import { useOfficeHoldings, type TPropertyItem } from './property.api';

const itemColumns: Column<TPropertyItem>[] = [
  {
    key: 'number',
    header: 'Property number',
    render: (i) => (
      <Text fz="sm" fw={600}>
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
          {PROPERTY_CLASSIFICATION_LABELS[i.classification]} · {PROPERTY_CONDITION_LABELS[i.condition]}
        </Text>
      </Stack>
    ),
  },
  { key: 'holder', header: 'Held by', render: (i) => i.holder?.fullname ?? '—' },
  { key: 'form', header: 'Form', render: (i) => i.document?.number ?? '—' },
  { key: 'since', header: 'Held since', render: (i) => (i.held_since ? formatLongDate(i.held_since) : '—') },
  { key: 'cost', header: 'Unit cost', align: 'right', render: (i) => formatAmount(i.unit_cost) },
];

const holderColumns: Column<TOfficeHolder>[] = [
  { key: 'name', header: 'Employee', render: (h) => h.fullname },
  { key: 'count', header: 'Items', align: 'right', render: (h) => h.count },
  { key: 'total', header: 'Total cost', align: 'right', render: (h) => formatAmount(h.total_cost) },
];

/** /my/mrs/office (a tab of My property): what the people of the office I head hold (issue 23), per form, per person, item by item. */
export function OfficeHoldings() {
  const [departmentId, setDepartmentId] = useState<number | undefined>();
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, 300);
  const [page, setPage] = useState(1);
  const holdings = useOfficeHoldings({ department_id: departmentId, term: debounced.length > 1 ? debounced : undefined, page });
  const data = holdings.data;
  const offices = data?.offices ?? [];
  return (
    <Stack gap="md">
      {data?.office ? (
        <Text c="dimmed" fz="sm">
          What the people of {data.office.fullname} hold on a PAR, an ICS or a transfer report.
        </Text>
      ) : null}
      {offices.length > 1 ? (
        <Select
          label="Office"
          w={360}
          data={offices.map((o) => ({ value: String(o.id), label: `${o.acronym} — ${o.fullname}` }))}
          value={String(data?.office?.id ?? '')}
          onChange={(v) => {
            setDepartmentId(v ? Number(v) : undefined);
            setPage(1);
          }}
          allowDeselect={false}
        />
      ) : null}
      {data && offices.length === 0 ? (
        <Text c="dimmed">You head no office: this page shows the holdings of the office its head (or officer-in-charge) heads.</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(data?.summary ?? []).map((s) => (
              <Card key={s.form} withBorder radius="md" padding="md">
                <Text fz="xs" tt="uppercase" c="dimmed" fw={700}>
                  {PROPERTY_FORM_LABELS[s.form]} ({s.form})
                </Text>
                <Text fz="xl" fw={700}>
                  {formatPeso(s.total_cost)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {s.count} item{s.count === 1 ? '' : 's'}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <DataTable
            label="Holdings per employee"
            columns={holderColumns}
            rows={data?.holders}
            rowKey={(h) => h.id}
            loading={holdings.isPending}
            emptyTitle="Nobody in this office holds property"
            emptyDescription="Items issued to the office's people appear here."
          />
          <Group justify="space-between" align="flex-end">
            <Text fw={600}>Items</Text>
            <SearchField
              value={term}
              onChange={(v) => {
                setTerm(v);
                setPage(1);
              }}
              placeholder="Property number, description, serial or name"
            />
          </Group>
          <DataTable
            label="Items held in the office"
            columns={itemColumns}
            rows={data?.items}
            rowKey={(i) => i.id}
            loading={holdings.isPending}
            meta={data?.meta}
            onPageChange={setPage}
            emptyTitle={debounced ? 'No item matches' : 'No items'}
            emptyDescription={debounced ? 'Try another search.' : 'Items issued to the office’s people appear here.'}
          />
        </>
      )}
    </Stack>
  );
}
