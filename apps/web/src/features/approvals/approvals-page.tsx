import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Stack, Tabs, Text } from '@mantine/core';
import { IconInbox, IconSend } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { formatDateTime, formatRelative } from '../../lib/dates';
import { RequestDrawer } from './request-drawer';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { useNotificationList } from '../notifications/notifications.api';
import { approvalKeys, useApprovalRequest, useMyRequests, useWaitingRequests, type TApprovalRequest } from './approvals.api';

type Tab = 'waiting' | 'mine';

function currentStepOf(request: TApprovalRequest): string {
  const current = request.steps.find((step) => step.state === 'current');
  return current ? `${current.label}: ${current.actor_description}` : '—';
}

function columnsFor(tab: Tab): Column<TApprovalRequest>[] {
  return [
    {
      key: 'title',
      header: 'Request',
      render: (r) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {r.title}
          </Text>
          <Text fz="xs" c="dimmed">
            {r.request_type_label}
          </Text>
        </Stack>
      ),
    },
    ...(tab === 'waiting' ? [{ key: 'requester', header: 'Requested by', render: (r: TApprovalRequest) => <Text fz="sm">{r.requester.name}</Text> }] : []),
    {
      key: 'step',
      header: 'Now at',
      render: (r) => (
        <Text fz="sm" c={r.status === 'pending' ? undefined : 'dimmed'}>
          {r.status === 'pending' ? currentStepOf(r) : 'Finished'}
        </Text>
      ),
    },
    { key: 'status', header: 'Status', width: 120, render: (r) => <RequestStatusBadge status={r.status} /> },
    {
      key: 'created',
      header: 'Submitted',
      width: 140,
      render: (r) => (
        <Text fz="sm" title={formatDateTime(r.created_at)}>
          {formatRelative(r.created_at)}
        </Text>
      ),
    },
  ];
}

/** /approvals: what waits for the user's decision, and the requests they made; ?id=N opens one. */
export function ApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'mine' ? 'mine' : 'waiting';
  const openId = Number(params.get('id')) || null;
  const waiting = useWaitingRequests();
  const mine = useMyRequests();
  const listsLoaded = !waiting.isPending && !mine.isPending;
  const inLists = [...(waiting.data ?? []), ...(mine.data ?? [])].find((r) => r.id === openId);
  const fallback = useApprovalRequest(openId, listsLoaded && !inLists);
  const opened = inLists ?? fallback.data;

  // A notification that arrives while the page is open may be a request reaching the user
  // (or a decision on theirs): reload the lists rather than show stale ones.
  const queryClient = useQueryClient();
  const newestNotification = useNotificationList().data?.[0]?.id;
  const seenNotification = useRef(newestNotification);
  useEffect(() => {
    if (newestNotification === seenNotification.current) return;
    const firstLoad = seenNotification.current === undefined;
    seenNotification.current = newestNotification;
    if (!firstLoad) void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
  }, [newestNotification, queryClient]);

  const setQuery = (patch: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const shown = tab === 'waiting' ? waiting : mine;
  const waitingCount = waiting.data?.filter((r) => r.can_act).length ?? 0;

  return (
    <Stack gap="lg">
      <PageHeader title="Approvals" description="Requests waiting for your decision, and the requests you made." />
      <Tabs value={tab} onChange={(value) => setQuery({ tab: value === 'mine' ? 'mine' : null })}>
        <Tabs.List>
          <Tabs.Tab
            value="waiting"
            leftSection={<IconInbox size={16} />}
            rightSection={
              waitingCount > 0 ? (
                <Badge size="sm" circle>
                  {waitingCount}
                </Badge>
              ) : null
            }
          >
            Waiting for me
          </Tabs.Tab>
          <Tabs.Tab value="mine" leftSection={<IconSend size={16} />}>
            My requests
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <DataTable
        label={tab === 'waiting' ? 'Requests waiting for me' : 'My requests'}
        columns={columnsFor(tab)}
        rows={shown.data}
        rowKey={(r) => r.id}
        loading={shown.isPending}
        onRowClick={(r) => setQuery({ id: String(r.id) })}
        minWidth={760}
        emptyTitle={tab === 'waiting' ? 'Nothing waits for your decision' : 'You have made no requests'}
        emptyDescription={tab === 'waiting' ? 'Requests reach you here when it is your turn to approve them.' : undefined}
      />
      <RequestDrawer request={opened} loading={!listsLoaded || fallback.isFetching} opened={openId !== null} onClose={() => setQuery({ id: null })} />
    </Stack>
  );
}
