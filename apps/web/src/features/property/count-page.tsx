import { useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconFileTypePdf, IconListCheck, IconLock } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import {
  PROPERTY_CONDITION_LABELS,
  PROPERTY_CONDITIONS,
  ZCountCloseBody,
  ZCountLineUpdate,
  type TCountLineInput,
  type TCountLineState,
  type TCountLineUpdate,
  type TPropertyCondition,
} from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { SearchField } from '../../components/search-field';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { formatAmount } from '../../lib/money';
import { useContractForm } from '../../lib/use-contract-form';
import { openCountSheet, openDifferencesPdf, useCloseCount, useCount, useCountDifferences, useRecordLine, type TCount, type TCountLine } from './count.api';
import { progressLabel, progressPercent } from './count-format';

const CONDITION_OPTIONS = PROPERTY_CONDITIONS.map((c) => ({ value: c, label: PROPERTY_CONDITION_LABELS[c] }));
const STATES: { value: TCountLineState | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'uncounted', label: 'Uncounted' },
  { value: 'found', label: 'Found' },
  { value: 'not_found', label: 'Not found' },
  { value: 'condition_changed', label: 'Condition changed' },
];

/** One line's controls: Found / Not found, the condition seen, remarks (saved as you go). F and N mark the focused row. */
function LineControls({ line, disabled, save }: { line: TCountLine; disabled: boolean; save: (body: TCountLineUpdate) => void }) {
  const condition = line.condition ?? line.book_condition;
  const form = useContractForm(ZCountLineUpdate, {
    initialValues: { remarks: line.remarks ?? '' },
    toInput: ({ remarks }) => ({ found: line.found, condition: line.found ? condition : null, remarks: remarks || null }),
    // Saved as the counter leaves the field, and each mark saves it too: a line of the count, not a page's form.
    warnOnLeave: false,
  });
  const remarks = form.values.remarks || null;
  /** Each mark goes with the remarks typed, checked with the line's contract first. */
  const mark = (input: TCountLineInput) => {
    const body = form.check(ZCountLineUpdate, input);
    if (body) save(body);
  };
  const label = line.item.property_number;
  return (
    <Group gap={6} wrap="nowrap">
      <Button.Group>
        <Button
          size="compact-sm"
          variant={line.found === true ? 'filled' : 'default'}
          color="green"
          aria-pressed={line.found === true}
          aria-label={`${label} found`}
          disabled={disabled}
          onClick={() => mark({ found: true, condition, remarks })}
        >
          Found
        </Button>
        <Button
          size="compact-sm"
          variant={line.found === false ? 'filled' : 'default'}
          color="red"
          aria-pressed={line.found === false}
          aria-label={`${label} not found`}
          disabled={disabled}
          onClick={() => mark({ found: false, condition: null, remarks })}
        >
          Not found
        </Button>
      </Button.Group>
      <NativeSelect
        size="xs"
        aria-label={`${label} condition`}
        data={CONDITION_OPTIONS}
        value={condition}
        disabled={disabled || line.found === false}
        onChange={(event) => mark({ found: true, condition: event.currentTarget.value as TPropertyCondition, remarks })}
      />
      <TextInput
        size="xs"
        aria-label={`${label} remarks`}
        placeholder={line.found === false ? 'Whereabouts' : 'Remarks'}
        maxLength={1000}
        {...form.getInputProps('remarks')}
        disabled={disabled || line.found === null}
        onBlur={() => {
          if (line.found === null || form.values.remarks === (line.remarks ?? '')) return;
          const body = form.validate();
          if (body) save(body);
        }}
        w={130}
      />
    </Group>
  );
}

function Stat({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700} c={color}>
        {value.toLocaleString('en-US')}
      </Text>
    </Paper>
  );
}

/** What differs from the books, on screen, with its PDF. */
function DifferencesModal({ count, opened, onClose }: { count: TCount; opened: boolean; onClose: () => void }) {
  const answer = useCountDifferences(count.id, opened);
  const d = answer.data;
  return (
    <Modal opened={opened} onClose={onClose} title="Differences from the books" size="xl" centered>
      {!d ? (
        <Skeleton height={200} />
      ) : (
        <Stack gap="md">
          <Table aria-label="Totals per form" withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Form</Table.Th>
                <Table.Th ta="right">Items</Table.Th>
                <Table.Th ta="right">Value per books</Table.Th>
                <Table.Th ta="right">Not found</Table.Th>
                <Table.Th ta="right">Value not found</Table.Th>
                <Table.Th ta="right">Condition changed</Table.Th>
                <Table.Th ta="right">Uncounted</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.per_form.map((f) => (
                <Table.Tr key={f.form}>
                  <Table.Td>
                    {f.label} ({f.form})
                  </Table.Td>
                  <Table.Td ta="right">{f.items}</Table.Td>
                  <Table.Td ta="right">{formatAmount(f.book_value)}</Table.Td>
                  <Table.Td ta="right">{f.not_found}</Table.Td>
                  <Table.Td ta="right">{formatAmount(f.not_found_value)}</Table.Td>
                  <Table.Td ta="right">{f.condition_changed}</Table.Td>
                  <Table.Td ta="right">{f.uncounted}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text fw={700}>
            Not found ({d.not_found.length}): ₱{formatAmount(d.not_found_value)}
          </Text>
          {d.not_found.length === 0 ? (
            <Text fz="sm" c="dimmed">
              Every item counted so far was found.
            </Text>
          ) : (
            <Table aria-label="Items not found" striped>
              <Table.Tbody>
                {d.not_found.map((l) => (
                  <Table.Tr key={l.item.id}>
                    <Table.Td fw={600}>{l.item.property_number}</Table.Td>
                    <Table.Td>{l.item.description}</Table.Td>
                    <Table.Td>{l.holder?.fullname}</Table.Td>
                    <Table.Td ta="right">{formatAmount(l.item.unit_cost)}</Table.Td>
                    <Table.Td>{l.remarks}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Text fw={700}>Condition other than the books ({d.condition_changed.length})</Text>
          {d.condition_changed.length === 0 ? (
            <Text fz="sm" c="dimmed">
              Every item found is in the condition on the books.
            </Text>
          ) : (
            <Table aria-label="Items in another condition" striped>
              <Table.Tbody>
                {d.condition_changed.map((l) => (
                  <Table.Tr key={l.item.id}>
                    <Table.Td fw={600}>{l.item.property_number}</Table.Td>
                    <Table.Td>{l.item.description}</Table.Td>
                    <Table.Td>{l.holder?.fullname}</Table.Td>
                    <Table.Td>
                      {PROPERTY_CONDITION_LABELS[l.book_condition]} → {l.condition ? PROPERTY_CONDITION_LABELS[l.condition] : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={() => void openDifferencesPdf(count.id)}>
              Differences (PDF)
            </Button>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Closing: refused while lines are uncounted, unless they are recorded as not found. */
function CloseModal({ count, opened, onClose }: { count: TCount; opened: boolean; onClose: () => void }) {
  const close = useCloseCount(count.id);
  const form = useContractForm(ZCountCloseBody, { initialValues: { uncounted_as_not_found: false }, warnOnLeave: opened });
  const uncounted = count.counts.uncounted;
  // The refusal of the uncounted lines goes under the choice that answers it; any other (the count closed meanwhile) above the buttons.
  const { uncounted_as_not_found: underChoice, ...others } = form.errors;
  const refusal = [...Object.values(others), ...(uncounted > 0 ? [] : [underChoice])].filter(Boolean);
  return (
    <Modal opened={opened} onClose={onClose} title="Close the count" centered>
      <Stack gap="md">
        <Text fz="sm">Closing writes the condition each found item was seen in to the register. The count&apos;s lines cannot be changed afterwards.</Text>
        {uncounted > 0 ? (
          <Checkbox
            label={`Record the ${uncounted} uncounted item${uncounted === 1 ? '' : 's'} as not found`}
            {...form.getInputProps('uncounted_as_not_found', { type: 'checkbox' })}
          />
        ) : null}
        {refusal.length ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {refusal.join(' ')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={close.isPending}>
            Cancel
          </Button>
          <Button color="red" leftSection={<IconLock size={16} />} loading={close.isPending} onClick={() => form.saveChecked(close, form.validate(), onClose)}>
            Close the count
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /property/counts/:id (PROPERTYACCOUNT): the count's lines, marked found or not found as the counters go. */
export function PropertyCountPage() {
  const id = Number(useParams().id);
  const [state, setState] = useState<TCountLineState | 'all'>('all');
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, 250);
  const [page, setPage] = useState(1);
  const answer = useCount(id, { state: state === 'all' ? undefined : state, term: debounced || undefined, page, per_page: 50 });
  const record = useRecordLine(id);
  const [differences, setDifferences] = useState(false);
  const [closing, setClosing] = useState(false);
  const count = answer.data?.count;
  const closed = count?.status === 'closed';

  const save = (line: TCountLine, body: TCountLineUpdate) => record.mutate({ itemId: line.item.id, body });

  /** F: found (in the condition shown), N: not found, on the focused row (not while typing remarks). */
  const onRowKey = (line: TCountLine) => (event: KeyboardEvent) => {
    if (closed || event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement || event.ctrlKey || event.metaKey || event.altKey)
      return;
    const key = event.key.toLowerCase();
    if (key === 'f') save(line, { found: true, condition: line.condition ?? line.book_condition, remarks: line.remarks });
    if (key === 'n') save(line, { found: false, condition: null, remarks: line.remarks });
  };

  const columns: Column<TCountLine>[] = [
    {
      key: 'item',
      header: 'Item',
      render: (l) => (
        <Stack gap={0} onKeyDown={onRowKey(l)} maw={260}>
          <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {l.item.property_number}{' '}
            <Text span fz="xs" c="dimmed" fw={400}>
              {l.item.classification === 'ppe' ? 'PAR' : 'ICS'}
            </Text>
          </Text>
          <Text fz="xs">{l.item.description}</Text>
        </Stack>
      ),
    },
    { key: 'holder', header: 'Accountable', render: (l) => l.holder?.fullname ?? '—' },
    { key: 'cost', header: 'Unit value', align: 'right', render: (l) => formatAmount(l.item.unit_cost) },
    { key: 'books', header: 'On the books', render: (l) => PROPERTY_CONDITION_LABELS[l.book_condition] },
    {
      key: 'count',
      header: 'Count',
      render: (l) => (
        <div onKeyDown={onRowKey(l)}>
          <LineControls key={`${l.item.id}-${l.counted_at ?? ''}`} line={l} disabled={closed} save={(body) => save(l, body)} />
        </div>
      ),
    },
  ];

  if (!count)
    return (
      <Stack gap="lg">
        <Skeleton height={60} />
        <Skeleton height={300} />
      </Stack>
    );
  const subject = count.office ? count.office.fullname : (count.personnel?.fullname ?? '');
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Count of ${subject}`}
        description={`As at ${formatLongDate(count.as_of)} · opened by ${count.created_by}${count.closed_at ? ` · closed ${formatDateTime(count.closed_at)}` : ''}`}
        actions={
          <Group gap="sm">
            <Button component={Link} to="/property/counts" variant="subtle" leftSection={<IconArrowLeft size={16} />}>
              All counts
            </Button>
            <Button variant="default" leftSection={<IconFileTypePdf size={16} />} onClick={() => void openCountSheet(count.id)}>
              Count sheet
            </Button>
            <Button variant="default" leftSection={<IconListCheck size={16} />} onClick={() => setDifferences(true)}>
              Differences
            </Button>
            {closed ? (
              <Badge size="lg" color="gray" variant="light" tt="none">
                Closed
              </Badge>
            ) : (
              <Button color="red" leftSection={<IconLock size={16} />} onClick={() => setClosing(true)}>
                Close
              </Button>
            )}
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label="Items" value={count.counts.total} />
        <Stat label="Found" value={count.counts.found} color="green" />
        <Stat label="Not found" value={count.counts.not_found} color={count.counts.not_found ? 'red' : undefined} />
        <Stat label="Uncounted" value={count.counts.uncounted} color={count.counts.uncounted ? 'orange' : undefined} />
      </SimpleGrid>
      <Stack gap={4}>
        <Progress value={progressPercent(count.counts)} aria-label="Counted" />
        <Text fz="xs" c="dimmed">
          {progressLabel(count.counts)}
          {closed ? '' : ' · Tab to a row and press F (found) or N (not found); each mark is saved at once.'}
        </Text>
      </Stack>
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label="Which lines"
          value={state}
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
          data={STATES}
        />
        <SearchField
          value={term}
          onChange={(v) => {
            setTerm(v);
            setPage(1);
          }}
          placeholder="Search number, description, holder…"
          style={{ flex: 1, minWidth: 220 }}
        />
      </Group>
      <DataTable
        label="Count lines"
        columns={columns}
        rows={answer.data?.lines}
        rowKey={(l) => l.item.id}
        loading={answer.isPending}
        meta={answer.data?.meta}
        onPageChange={setPage}
        minWidth={940}
        emptyTitle="No line matches"
      />
      <DifferencesModal count={count} opened={differences} onClose={() => setDifferences(false)} />
      {closing ? <CloseModal count={count} opened onClose={() => setClosing(false)} /> : null}
    </Stack>
  );
}
