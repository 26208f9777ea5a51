import { useState } from 'react';
import { Badge, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { useModalFor } from '../../components/form-modal';
import { personnelSource, userSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { SearchField } from '../../components/search-field';
import { formatDateTime } from '../../lib/dates';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { AUDIT_ACTIONS, auditActionColor, auditActionLabel, entityLabel } from './audit-actions';
import { AuditEntryDrawer } from './audit-entry-drawer';
import { useAuditTrail, type TAuditEntry } from './audit-trail.api';

type Filters = {
  entity: string | null;
  action: string | null;
  actor: number | null;
  personnel: number | null;
  account: number | null;
  from: string;
  to: string;
};

const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label }));

/** What a read row says was read ("Vacation Leave attachment", "DTR of 2026-05"). */
function readWhat(e: TAuditEntry): string | null {
  if (e.action !== 'read' || !e.after || typeof e.after !== 'object') return null;
  const what = (e.after as { what?: unknown }).what;
  return typeof what === 'string' ? what : null;
}

const columns: Column<TAuditEntry>[] = [
  {
    key: 'when',
    header: 'When',
    width: 190,
    render: (e) => (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(e.created_at)}
      </Text>
    ),
  },
  {
    key: 'who',
    header: 'Who',
    render: (e) =>
      e.actor ? (
        <Stack gap={0}>
          <Text fz="sm">{e.actor.name}</Text>
          <Text fz="xs" c="dimmed">
            {e.actor.email}
          </Text>
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          System
        </Text>
      ),
  },
  {
    key: 'action',
    header: 'Action',
    width: 150,
    render: (e) => (
      <Badge color={auditActionColor(e.action)} variant="light" radius="sm" tt="none">
        {auditActionLabel(e.action)}
      </Badge>
    ),
  },
  {
    key: 'entity',
    header: 'Record',
    render: (e) => (
      <Text fz="sm">
        {entityLabel(e.entity)}
        {e.entity_id ? <Text span c="dimmed" fz="xs">{` #${e.entity_id}`}</Text> : null}
        {readWhat(e) ? <Text span c="dimmed" fz="xs">{` · ${readWhat(e)}`}</Text> : null}
      </Text>
    ),
  },
  {
    key: 'ip',
    header: 'Address',
    width: 130,
    render: (e) => (
      <Text fz="xs" c="dimmed" ff="monospace">
        {e.ip ?? '—'}
      </Text>
    ),
  },
];

/**
 * /settings/audit-trail: every change to personnel, attendance, payroll and settings, with before and after,
 * and every read of someone else's personal data, found by the person it is about.
 */
export function AuditTrailPage() {
  const list = useListState<Filters>({ entity: null, action: null, actor: null, personnel: null, account: null, from: '', to: '' });
  const { entity, action, actor, personnel, account, from, to } = list.filters;
  const [actorOption, setActorOption] = useState<PickerOption | null>(null);
  const [personnelOption, setPersonnelOption] = useState<PickerOption | null>(null);
  const [accountOption, setAccountOption] = useState<PickerOption | null>(null);
  const trail = useAuditTrail({
    term: list.term,
    entity: entity ?? undefined,
    action: action ?? undefined,
    actor_user_id: actor ?? undefined,
    personnel_id: personnel ?? undefined,
    user_id: account ?? undefined,
    from: from || undefined,
    to: to || undefined,
    page: list.page,
    per_page: TABLE_PAGE_SIZE,
  });
  const details = useModalFor<TAuditEntry>();
  const entities = trail.data?.entities ?? [];
  const filtered = Boolean(list.term || entity || action || actor || personnel || account || from || to);

  return (
    <Stack gap="lg">
      <PageHeader title="Audit Trail" description="Who changed what and when, with the record before and after the change, and who read whose personal data." />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <SearchField label="Search" value={list.typed} onChange={list.setTyped} placeholder="Search the records" />
        <Select
          label="Record"
          placeholder="Every kind"
          clearable
          searchable
          data={entities.map((value) => ({ value, label: entityLabel(value) }))}
          value={entity}
          onChange={(value) => list.setFilter('entity', value)}
        />
        <Select
          label="Action"
          placeholder="Every action"
          clearable
          searchable
          data={ACTION_OPTIONS}
          value={action}
          onChange={(value) => list.setFilter('action', value)}
        />
        <RemoteSearchPicker
          label="Who"
          placeholder="Anyone"
          source={userSource}
          value={actorOption}
          onChange={(option) => {
            setActorOption(option);
            list.setFilter('actor', option?.id ?? null);
          }}
        />
        <RemoteSearchPicker
          label="About the employee"
          placeholder="Anyone"
          source={personnelSource}
          withAvatar
          value={personnelOption}
          onChange={(option) => {
            setPersonnelOption(option);
            list.setFilter('personnel', option?.id ?? null);
          }}
        />
        <RemoteSearchPicker
          label="About the account"
          placeholder="Any account (an applicant…)"
          source={userSource}
          value={accountOption}
          onChange={(option) => {
            setAccountOption(option);
            list.setFilter('account', option?.id ?? null);
          }}
        />
        <Group gap="sm" grow wrap="nowrap" align="flex-start">
          <TextInput type="date" label="From" value={from} max={to || undefined} onChange={(e) => list.setFilter('from', e.currentTarget.value)} />
          <TextInput type="date" label="To" value={to} min={from || undefined} onChange={(e) => list.setFilter('to', e.currentTarget.value)} />
        </Group>
      </SimpleGrid>
      <DataTable
        label="Audit trail"
        columns={columns}
        rows={trail.data?.audit_trail}
        rowKey={(e) => e.id}
        loading={trail.isPending}
        meta={trail.data?.meta}
        onPageChange={list.setPage}
        onRowClick={(e) => details.open(e)}
        minWidth={820}
        emptyTitle={filtered ? 'Nothing recorded matches the filters' : 'Nothing recorded yet'}
      />
      <AuditEntryDrawer entry={details.subject} opened={details.opened} onClose={details.close} />
    </Stack>
  );
}
