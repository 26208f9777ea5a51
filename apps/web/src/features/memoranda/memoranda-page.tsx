import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { MEMORANDUM_AUDIENCE_LABELS, type TMemorandum } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { SearchField } from '../../components/search-field';
import { formatShortDate } from '../../lib/dates';
import { useSignedInUser } from '../account/current-user';
import { WaitingBesideMemoranda } from '../dashboard/waiting-beside';
import { MemorandumFormModal } from './memorandum-form-modal';
import { memorandumPath, useIssuedMemoranda, useMemorandaLiveRefresh, useMyMemoranda, type TIssuedMemorandum } from './memoranda.api';

/** Who a memorandum is addressed to, in a few words. */
export function audienceText(m: TMemorandum): string {
  if (m.audience === 'everyone') return 'Everyone';
  const names = m.targets.map((t) => t.name);
  return names.length ? names.join(', ') : MEMORANDUM_AUDIENCE_LABELS[m.audience];
}

const unread = (m: TMemorandum) => m.read_at === null;

function titleCell(m: TMemorandum, markNew: boolean) {
  const isNew = markNew && unread(m);
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Text fz="sm" fw={isNew ? 700 : 500} lineClamp={2}>
          {m.title}
        </Text>
        {isNew ? (
          <Badge size="sm" color="blue" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            New
          </Badge>
        ) : null}
      </Group>
      {m.subject ? (
        <Text fz="xs" c="dimmed" lineClamp={1}>
          {m.subject}
        </Text>
      ) : null}
    </Stack>
  );
}

function numberCell(m: TMemorandum, markNew: boolean) {
  return (
    <Text fz="sm" fw={markNew && unread(m) ? 700 : 400}>
      {m.number}
    </Text>
  );
}

const dateColumn: Column<TMemorandum> = {
  key: 'issued_on',
  header: 'Date',
  width: 120,
  render: (m) => <span style={{ whiteSpace: 'nowrap' }}>{formatShortDate(m.issued_on)}</span>,
};

function MineTable({ term, onOpen }: { term: string; onOpen: (id: number) => void }) {
  const [page, setPage] = useState(1);
  const [onlyUnread, setOnlyUnread] = useState('all');
  const list = useMyMemoranda({ term: term || undefined, page, unread: onlyUnread === 'unread' || undefined });
  const columns: Column<TMemorandum>[] = [
    { key: 'number', header: 'Number', width: 220, render: (m) => numberCell(m, true) },
    { key: 'title', header: 'Title', render: (m) => titleCell(m, true) },
    dateColumn,
    {
      key: 'status',
      header: 'Status',
      width: 140,
      render: (m) =>
        m.acknowledged_at ? (
          <Badge variant="light" color="green" radius="sm" tt="none">
            Acknowledged
          </Badge>
        ) : m.read_at ? (
          <Badge variant="light" color="gray" radius="sm" tt="none">
            Read
          </Badge>
        ) : (
          <Badge variant="light" color="blue" radius="sm" tt="none">
            Not read
          </Badge>
        ),
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Show"
          size="xs"
          value={onlyUnread}
          onChange={(v) => {
            setOnlyUnread(v);
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'All' },
            { value: 'unread', label: `Not read${list.data ? ` (${list.data.unread})` : ''}` },
          ]}
        />
      </Group>
      <DataTable
        label="Memoranda addressed to me"
        columns={columns}
        rows={list.data?.memoranda}
        rowKey={(m) => m.id}
        loading={list.isPending}
        meta={list.data?.meta}
        onPageChange={setPage}
        onRowClick={(m) => onOpen(m.id)}
        minWidth={760}
        emptyTitle={term ? 'No memorandum matches' : 'No memoranda yet'}
        emptyDescription={term ? undefined : 'The memoranda and circulars issued to you will be listed here.'}
      />
    </Stack>
  );
}

function IssuedTable({ term, onOpen }: { term: string; onOpen: (id: number) => void }) {
  const [page, setPage] = useState(1);
  const list = useIssuedMemoranda({ term: term || undefined, page }, true);
  const columns: Column<TIssuedMemorandum>[] = [
    { key: 'number', header: 'Number', width: 220, render: (m) => numberCell(m, false) },
    { key: 'title', header: 'Title', render: (m) => titleCell(m, false) },
    dateColumn,
    {
      key: 'audience',
      header: 'Addressed to',
      width: 200,
      render: (m) => (
        <Text fz="sm" lineClamp={2}>
          {audienceText(m)}
        </Text>
      ),
    },
    {
      key: 'reach',
      header: 'Read / acknowledged',
      width: 170,
      render: (m) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {m.read} / {m.acknowledged} of {m.recipients}
        </Text>
      ),
    },
  ];
  return (
    <DataTable
      label="Memoranda issued"
      columns={columns}
      rows={list.data?.memoranda}
      rowKey={(m) => m.id}
      loading={list.isPending}
      meta={list.data?.meta}
      onPageChange={setPage}
      onRowClick={(m) => onOpen(m.id)}
      minWidth={900}
      emptyTitle={term ? 'No memorandum matches' : 'No memoranda issued yet'}
    />
  );
}

/** /memorandum_circular (every staff user; the landing page): the memoranda addressed to me; the issuers also issue and see all. */
export function MemorandaPage() {
  const navigate = useNavigate();
  const { user } = useSignedInUser();
  const issuer = user.allowed_views.includes('MEMORANDA');
  const [view, setView] = useState<'mine' | 'issued'>('mine');
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, 250);
  const [issuing, setIssuing] = useState(0);
  useMemorandaLiveRefresh();
  const open = (id: number) => void navigate(memorandumPath(id));
  return (
    <Stack gap="lg">
      <PageHeader
        title="Memorandum Circular"
        description="The memoranda and circulars issued to you: open one to read its PDF, then acknowledge it."
        actions={
          issuer ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setIssuing((k) => k + 1)}>
              Issue a memorandum
            </Button>
          ) : null
        }
      />
      {user.personnel ? <WaitingBesideMemoranda /> : null}
      <Group gap="sm" align="flex-end">
        {issuer ? (
          <SegmentedControl
            aria-label="Which memoranda"
            value={view}
            onChange={(v) => setView(v)}
            data={[
              { value: 'mine', label: 'Addressed to me' },
              { value: 'issued', label: 'All issued' },
            ]}
          />
        ) : null}
        <SearchField value={term} onChange={setTerm} placeholder="Search by number, title or subject…" style={{ flex: 1, minWidth: 220 }} />
      </Group>
      {view === 'issued' && issuer ? (
        <IssuedTable key={debounced} term={debounced} onOpen={open} />
      ) : (
        <MineTable key={debounced} term={debounced} onOpen={open} />
      )}
      {issuing ? <MemorandumFormModal key={issuing} memorandum={null} opened onClose={() => setIssuing(0)} onSaved={open} /> : null}
    </Stack>
  );
}
