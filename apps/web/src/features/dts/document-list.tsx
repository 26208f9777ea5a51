import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconInbox, IconLock, IconScan } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { DOCUMENT_STATE_LABELS, type TDtsCounts } from '@hris/contracts';
import { DownloadButton } from '../../components/busy-button';
import { DataTable, type Column } from '../../components/data-table';
import { SearchField } from '../../components/search-field';
import { ApiError, failureMessages } from '../../lib/api';
import { formatDateTime, formatRelative, formatDeadline } from '../../lib/dates';
import { useListState } from '../../lib/list-state';
import { showSuccessToast } from '../../lib/toasts';
import { CameraScanButton } from './camera-scan-button';
import { DocumentBadges } from './document-badges';
import {
  documentPagePath,
  exportDocuments,
  findIncoming,
  useDocuments,
  useDtsLive,
  useMoveDocument,
  whereIs,
  type TDocument,
  type TDtsListView,
  type TOffice,
} from './dts.api';
import { trackingNumberIn } from './tracking-number';

/**
 * The first column of every list of documents: the tracking number over the title (a confidential one reads
 * "Confidential document", in italics, to whoever may not read it).
 */
export function DocumentCell({ document: d }: { document: TDocument }) {
  return (
    <Stack gap={0} miw={0}>
      <Group gap={4} wrap="nowrap">
        {d.confidential ? <IconLock size={13} aria-label="Confidential" style={{ flexShrink: 0 }} /> : null}
        <Text fz="sm" fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {d.tracking_number}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed" fs={d.withheld ? 'italic' : undefined} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {d.title}
      </Text>
    </Stack>
  );
}

const typeCell = (d: TDocument) => (
  <Stack gap={0}>
    <Text fz="sm">{d.document_type.name}</Text>
    <Text fz="xs" c="dimmed">
      {d.document_type.working_days === 1 ? '1 working day' : `${d.document_type.working_days} working days`}
    </Text>
  </Stack>
);

const officeText = (o: { acronym: string; fullname: string } | null) =>
  o ? (
    <Text fz="sm" title={o.fullname}>
      {o.acronym}
    </Text>
  ) : (
    <Text fz="sm" c="dimmed">
      —
    </Text>
  );

/** When it came to stand where it is, and until when it may stay (red once overdue). */
export function SinceCell({ document: d }: { document: TDocument }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" title={formatDateTime(d.since)}>
        {formatRelative(d.since)}
      </Text>
      {d.due_at ? (
        <Text fz="xs" c={d.overdue ? 'red.7' : 'dimmed'} fw={d.overdue ? 600 : undefined}>
          Due {formatDeadline(d.due_at)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The office column says what the view is about: who sent it, where it went, or where it is now. */
function officeColumn(view: TDtsListView | 'mine'): Column<TDocument> {
  switch (view) {
    case 'outgoing':
      return { key: 'office', header: 'Sent to', width: 110, render: (d) => officeText(d.current_office) };
    case 'incoming':
    case 'received':
    case 'hold':
    case 'return':
    case 'for_pickup':
      return { key: 'office', header: 'From', width: 110, render: (d) => officeText(d.from_office ?? d.origin_office) };
    case 'pending_release':
    case 'closed':
      return { key: 'office', header: 'Filed by', width: 160, render: (d) => <OriginCell document={d} /> };
    case 'touched':
    case 'mine':
      return { key: 'office', header: 'Now at', width: 110, render: (d) => officeText(d.current_office) };
  }
}

function OriginCell({ document: d }: { document: TDocument }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" title={d.origin_office.fullname}>
        {d.origin_office.acronym}
      </Text>
      <Text fz="xs" c="dimmed" lineClamp={1}>
        {d.filed_by}
      </Text>
    </Stack>
  );
}

/** When the document came to stand where the view shows it. */
const SINCE_HEADERS: Record<TDtsListView | 'mine', string> = {
  incoming: 'Sent',
  received: 'Came',
  outgoing: 'Sent',
  hold: 'Came',
  return: 'Came back',
  for_pickup: 'Came',
  pending_release: 'Since',
  closed: 'Ended',
  touched: 'Since',
  mine: 'Since',
};

/** The columns of a list of documents; `action` is the row's button (Receive on the Incoming view). */
export function documentColumns(view: TDtsListView | 'mine', action?: (d: TDocument) => ReactNode): Column<TDocument>[] {
  return [
    { key: 'document', header: 'Tracking number and title', render: (d) => <DocumentCell document={d} /> },
    { key: 'type', header: 'Type', width: 190, render: typeCell },
    officeColumn(view),
    { key: 'state', header: 'Status', width: 150, render: (d) => <DocumentBadges document={d} /> },
    { key: 'since', header: SINCE_HEADERS[view], width: 190, render: (d) => <SinceCell document={d} /> },
    ...(action ? [{ key: 'actions', header: '', width: 110, align: 'right' as const, render: action }] : []),
  ];
}

type ScanResult = { kind: 'received'; number: string; document: TDocument; message: string } | { kind: 'refused'; number: string; message: string };

/** The last document received by scanning, or why it was not: stays above the list until the next scan. */
function ScanOutcome({ result, onClose }: { result: ScanResult; onClose: () => void }) {
  if (result.kind === 'received')
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} withCloseButton onClose={onClose} title={`Received ${result.number}`}>
        {result.message}{' '}
        <Anchor component={Link} to={documentPagePath(result.document.id)} fz="sm">
          Open the document
        </Anchor>
      </Alert>
    );
  return (
    <Alert color="red" variant="light" icon={<IconScan size={18} />} withCloseButton onClose={onClose} title={`Not received: ${result.number}`} role="alert">
      {result.message}
    </Alert>
  );
}

/** Why a scanned document could not be received here, in the words of the office at the desk. */
async function refusalFor(number: string, office: TOffice): Promise<string> {
  const where = await whereIs(number);
  if (!where) return `No document numbered ${number} was sent to ${office.acronym}. Check the number on the routing slip.`;
  if (where.current_office.id === office.id)
    return `${number} is not incoming to ${office.acronym}: it is ${DOCUMENT_STATE_LABELS[where.state].toLowerCase()} here already.`;
  return `${number} is not incoming to ${office.acronym}: it is ${DOCUMENT_STATE_LABELS[where.state].toLowerCase()} at ${where.current_office.acronym} (${where.current_office.fullname}).`;
}

type Props = {
  view: TDtsListView;
  office: TOffice;
  /** Above the search (the main page's count cards), given the office's six counts once they are known. */
  above?: (counts: TDtsCounts | undefined) => ReactNode;
  emptyTitle: string;
  emptyDescription: ReactNode;
};

/**
 * One list of an office's documents: search (tracking number, title or type), the days they came, paging, the Excel
 * export; rows open the document. On the Incoming view a row has Receive, and a tracking number typed or scanned
 * into the search (a USB scanner types the routing slip's QR address, then Enter) receives that document at once.
 */
export function DocumentList({ view, office, above, emptyTitle, emptyDescription }: Props) {
  const navigate = useNavigate();
  const list = useListState({ date_from: '', date_to: '' }, { scope: `${office.id}:${view}` });
  const [scan, setScan] = useState<ScanResult | null>(null);
  const [scanning, setScanning] = useState(false);
  const receive = useMoveDocument();
  const receiveScanned = useMoveDocument({ quiet: true });
  const [receivingId, setReceivingId] = useState<number | null>(null);
  useDtsLive(office.id);

  // A scanned address is searched by the tracking number in it.
  const term = trackingNumberIn(list.term) ?? list.term;
  const filters = { office_id: office.id, view, term, date_from: list.filters.date_from || undefined, date_to: list.filters.date_to || undefined };
  const documents = useDocuments({ ...filters, page: list.page });
  const incoming = view === 'incoming';

  const receiveRow = (d: TDocument) => {
    setReceivingId(d.id);
    receive.mutate(
      { id: d.id, move: 'receive' },
      {
        onSuccess: (answer) => showSuccessToast(`${d.tracking_number}: ${answer.message}`),
        onSettled: () => setReceivingId(null),
      },
    );
  };

  /** Enter in the Incoming search, or a QR code read by the camera: a tracking number is received at once. */
  const receiveByNumber = async (text: string) => {
    const number = trackingNumberIn(text);
    if (!number || scanning) return;
    setScanning(true);
    try {
      const found = await findIncoming(office.id, number);
      if (!found) {
        setScan({ kind: 'refused', number, message: await refusalFor(number, office) });
        return;
      }
      const answer = await receiveScanned.mutateAsync({ id: found.id, move: 'receive' });
      showSuccessToast(`${number}: ${answer.message}`);
      setScan({
        kind: 'received',
        number,
        document: answer.document,
        message: `${answer.document.title} (from ${(found.from_office ?? found.origin_office).acronym}).`,
      });
      list.setTyped('');
    } catch (error) {
      // A refusal of the move (another clerk received it a moment ago…) is shown here; anything else the client toasted.
      if (error instanceof ApiError && (error.status === 422 || error.status === 404))
        setScan({ kind: 'refused', number, message: failureMessages(error.status, error.body).join(' ') });
    } finally {
      setScanning(false);
    }
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!incoming || event.key !== 'Enter') return;
    event.preventDefault();
    void receiveByNumber(event.currentTarget.value);
  };

  const receiveButton = (d: TDocument) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconInbox size={14} />}
      loading={receivingId === d.id}
      disabled={receivingId !== null && receivingId !== d.id}
      onClick={(event) => {
        event.stopPropagation();
        receiveRow(d);
      }}
    >
      Receive
    </Button>
  );

  return (
    <Stack gap="md">
      {above?.(documents.data?.counts)}
      <Group gap="sm" wrap="wrap" align="flex-end">
        <SearchField
          value={list.typed}
          onChange={list.setTyped}
          onKeyDown={onSearchKey}
          placeholder={incoming ? 'Scan or type a tracking number, or search' : 'Search tracking number, title or type'}
          w={{ base: '100%', sm: incoming ? 440 : 320 }}
        />
        {incoming ? <CameraScanButton onScan={(text) => void receiveByNumber(text)} disabled={scanning} /> : null}
        <TextInput
          type="date"
          aria-label="Came from"
          placeholder="From"
          leftSection={
            <Text fz="xs" c="dimmed">
              From
            </Text>
          }
          leftSectionWidth={48}
          value={list.filters.date_from}
          max={list.filters.date_to || undefined}
          onChange={(event) => list.setFilter('date_from', event.currentTarget.value)}
          w={{ base: '100%', xs: 190 }}
        />
        <TextInput
          type="date"
          aria-label="Came to"
          leftSection={
            <Text fz="xs" c="dimmed">
              To
            </Text>
          }
          leftSectionWidth={36}
          value={list.filters.date_to}
          min={list.filters.date_from || undefined}
          onChange={(event) => list.setFilter('date_to', event.currentTarget.value)}
          w={{ base: '100%', xs: 180 }}
        />
        <Group ml={{ sm: 'auto' }}>
          <DownloadButton save={() => exportDocuments(filters)}>Export to Excel</DownloadButton>
        </Group>
      </Group>
      {incoming ? (
        <Text fz="xs" c="dimmed" mt={-6}>
          A USB scanner reading the routing slip&apos;s QR code types its address and Enter: the document is received at once.
        </Text>
      ) : null}
      {scan ? <ScanOutcome result={scan} onClose={() => setScan(null)} /> : null}
      <DataTable
        label={`${office.acronym}: documents`}
        columns={documentColumns(view, incoming || view === 'return' ? receiveButton : undefined)}
        rows={documents.data?.documents}
        rowKey={(d) => d.id}
        loading={documents.isPending}
        meta={documents.data?.meta}
        onPageChange={list.setPage}
        onRowClick={(d) => void navigate(documentPagePath(d.id))}
        minWidth={940}
        emptyTitle={list.term || list.filters.date_from || list.filters.date_to ? 'No documents match' : emptyTitle}
        emptyDescription={list.term || list.filters.date_from || list.filters.date_to ? 'Try another search or other days.' : emptyDescription}
      />
    </Stack>
  );
}
