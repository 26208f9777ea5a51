import { PersonCell } from '../../components/person-cell';
import { useState } from 'react';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCertificate, IconDownload, IconPlus } from '@tabler/icons-react';
import type { TCoeStatus } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { SearchField } from '../../components/search-field';
import { formatDateTime, formatRelative } from '../../lib/dates';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { showSuccessToast } from '../../lib/toasts';
import { useSignedInUser } from '../account/current-user';
import { CoeRequestModal } from './coe-request-modal';
import { CoeStatusBadge } from './record-badges';
import { openCoePdf, useCoeList, useIssueCoe, type TCoeRequest } from './records.api';

const download = (c: TCoeRequest) => void openCoePdf(c.id).catch(() => undefined);

const requested = (c: TCoeRequest) => (
  <Text fz="sm" title={formatDateTime(c.created_at)}>
    {formatRelative(c.created_at)}
  </Text>
);
const purpose = (c: TCoeRequest) => (
  <Stack gap={0}>
    <Text fz="sm">{c.purpose}</Text>
    <Text fz="xs" c="dimmed">
      {c.with_compensation ? 'With compensation' : 'Without compensation'}
    </Text>
  </Stack>
);
const status = (c: TCoeRequest) => (
  <Stack gap={2} align="flex-start">
    <CoeStatusBadge status={c.status} />
    {c.waiting_for ? (
      <Text fz="xs" c="dimmed">
        Waiting for: {c.waiting_for}
      </Text>
    ) : null}
  </Stack>
);

function MyRequests() {
  const [page, setPage] = useState(1);
  const mine = useCoeList({ mine: true, page, per_page: TABLE_PAGE_SIZE });
  const columns: Column<TCoeRequest>[] = [
    { key: 'purpose', header: 'Purpose', render: purpose },
    { key: 'requested', header: 'Requested', width: 150, render: requested },
    { key: 'status', header: 'Status', width: 200, render: status },
    {
      key: 'download',
      header: 'Certificate',
      width: 150,
      render: (c) =>
        c.status === 'issued' ? (
          <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={() => download(c)}>
            Download
          </Button>
        ) : (
          <Text fz="xs" c="dimmed">
            Not issued yet
          </Text>
        ),
    },
  ];
  return (
    <DataTable
      label="My certificate requests"
      columns={columns}
      rows={mine.data?.coe_requests}
      rowKey={(c) => c.id}
      loading={mine.isPending}
      meta={mine.data?.meta}
      onPageChange={setPage}
      minWidth={680}
      emptyTitle="You have not requested a certificate"
      emptyDescription="Request one; your department head and the HR office approve it, then HR issues the signed certificate."
    />
  );
}

type QueueTab = Extract<TCoeStatus, 'pending' | 'approved' | 'issued'>;

/** The HR office's queue: requests on their way, approved ones to issue, and those issued. */
function IssuingQueue() {
  const list = useListState<{ status: QueueTab }>({ status: 'approved' });
  const queue = useCoeList({ status: list.filters.status, term: list.term, page: list.page, per_page: TABLE_PAGE_SIZE });
  const issue = useIssueCoe();
  const confirm = useConfirm();
  const columns: Column<TCoeRequest>[] = [
    {
      key: 'employee',
      header: 'Employee',
      render: (c) => <PersonCell name={c.personnel.fullname} details={[c.personnel.idno, c.personnel.department]} />,
    },
    { key: 'purpose', header: 'Purpose', render: purpose },
    { key: 'requested', header: 'Requested', width: 140, render: requested },
    { key: 'status', header: 'Status', width: 190, render: status },
    {
      key: 'action',
      header: 'Action',
      width: 130,
      render: (c) =>
        c.status === 'approved' ? (
          <Button
            size="xs"
            leftSection={<IconCertificate size={14} />}
            onClick={() =>
              confirm({
                title: 'Issue certificate of employment',
                message: `Issue the signed certificate to ${c.personnel.fullname} for ${c.purpose}?`,
                confirmLabel: 'Issue',
                onConfirm: async () => showSuccessToast((await issue.mutateAsync(c.id)).message),
              })
            }
          >
            Issue
          </Button>
        ) : c.status === 'issued' ? (
          <Button size="xs" variant="light" leftSection={<IconDownload size={14} />} onClick={() => download(c)}>
            Download
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Tabs value={list.filters.status} onChange={(v) => v && list.setFilter('status', v as QueueTab)}>
          <Tabs.List>
            <Tabs.Tab value="pending">Pending</Tabs.Tab>
            <Tabs.Tab value="approved">Approved</Tabs.Tab>
            <Tabs.Tab value="issued">Issued</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search by name, number or purpose" w={300} />
      </Group>
      <DataTable
        label="Certificate requests to issue"
        columns={columns}
        rows={queue.data?.coe_requests}
        rowKey={(c) => c.id}
        loading={queue.isPending}
        meta={queue.data?.meta}
        onPageChange={list.setPage}
        minWidth={860}
        emptyTitle={
          list.filters.status === 'approved' ? 'Nothing to issue' : list.filters.status === 'pending' ? 'No request is on its way' : 'No certificate issued yet'
        }
      />
    </Stack>
  );
}

/** /coe: every employee requests certificates here; holders of COE also issue them. */
export function CoePage() {
  const { user } = useSignedInUser();
  const issuer = user.allowed_views.includes('COE');
  const [requesting, setRequesting] = useState(false);
  const [modalKey, setModalKey] = useState(0);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Certificates of employment"
        description="Your department head and the HR office approve each request; HR then issues the signed certificate."
        actions={
          user.personnel ? (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => {
                setModalKey((k) => k + 1);
                setRequesting(true);
              }}
            >
              Request a certificate
            </Button>
          ) : null
        }
      />
      {issuer ? (
        <Stack gap="xs">
          <Title order={2} fz="md">
            Requests to issue
          </Title>
          <IssuingQueue />
        </Stack>
      ) : null}
      <Stack gap="xs">
        {issuer ? (
          <Title order={2} fz="md">
            My requests
          </Title>
        ) : null}
        <MyRequests />
      </Stack>
      <CoeRequestModal key={modalKey} opened={requesting} onClose={() => setRequesting(false)} />
    </Stack>
  );
}
