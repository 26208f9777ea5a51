import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import type { TUndeliveredMail } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { useConfirm } from '../../components/confirm-dialog';
import { RowActions } from '../../components/row-actions';
import { SearchField } from '../../components/search-field';
import { formatDateTime, formatRelative } from '../../lib/dates';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useDiscardMail, useRetryMail, useUndeliveredMail } from './system.api';

/** Where a message stands, in words: refused for good, or when it is tried next. */
function StatusCell({ mail }: { mail: TUndeliveredMail }) {
  if (mail.status === 'failed') {
    return (
      <Badge color="red" variant="light" radius="sm">
        Not delivered
      </Badge>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color="orange" variant="light" radius="sm">
        {mail.status === 'sending' ? 'Being sent' : 'Will retry'}
      </Badge>
      {mail.status === 'queued' && mail.next_attempt_at ? (
        <Text fz="xs" c="dimmed" title={formatDateTime(mail.next_attempt_at)}>
          Next try {formatRelative(mail.next_attempt_at)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /settings/system/undelivered-mail (administrators): messages the mail server refused (an unknown address) or has not
 * taken after a first try (the relay down, its certificate not trusted). Sign-in codes and links in them are never
 * shown: only who, what about, and the server's answer.
 */
export function UndeliveredMailPage() {
  const list = useListState({});
  const mail = useUndeliveredMail({ term: list.term, page: list.page, per_page: TABLE_PAGE_SIZE });
  const retry = useRetryMail();
  const discard = useDiscardMail();
  const confirm = useConfirm();

  const retryNow = (m: TUndeliveredMail) =>
    retry.mutate(m.id, { onSuccess: (answer) => (answer.sent ? showSuccessToast(answer.message) : showErrorToast(answer.message, `Not sent to ${m.to}`)) });

  const columns: Column<TUndeliveredMail>[] = [
    {
      key: 'to',
      header: 'Recipient',
      render: (m) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {m.to}
          </Text>
          <Text fz="xs" c="dimmed">
            {m.subject}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', header: 'Status', width: 150, render: (m) => <StatusCell mail={m} /> },
    {
      key: 'attempts',
      header: 'Tries',
      width: 70,
      align: 'center',
      render: (m) => <Text fz="sm">{m.attempts}</Text>,
    },
    {
      key: 'error',
      header: 'The mail server’s answer',
      render: (m) => (
        <Text fz="xs" ff="monospace" c={m.last_error ? undefined : 'dimmed'} style={{ wordBreak: 'break-word' }}>
          {m.last_error ?? 'No answer yet'}
        </Text>
      ),
    },
    {
      key: 'when',
      header: 'When',
      width: 160,
      render: (m) => (
        <Text fz="sm" title={formatDateTime(m.created_at)}>
          {formatRelative(m.created_at)}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 56,
      align: 'right',
      render: (m) => (
        <RowActions
          subject={`the message to ${m.to}`}
          actions={[
            { label: 'Retry now', icon: IconRefresh, onClick: () => retryNow(m), hidden: m.status === 'sending' },
            {
              label: 'Discard',
              icon: IconTrash,
              danger: true,
              hidden: m.status === 'sending',
              onClick: () =>
                confirm({
                  title: 'Discard this message',
                  message: `Discard “${m.subject}” to ${m.to}? It will not be sent.`,
                  confirmLabel: 'Discard',
                  danger: true,
                  onConfirm: () => discard.mutateAsync(m.id).then((answer) => showSuccessToast(answer.message)),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="Undelivered mail"
        description="Messages the mail server refused, or has not taken after a first try. Waiting messages are tried again every few minutes for a day; their contents (sign-in codes, links) are not shown."
      />
      <Group>
        <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search by recipient or subject" w={340} />
      </Group>
      <DataTable
        label="Undelivered mail"
        columns={columns}
        rows={mail.data?.messages}
        rowKey={(m) => m.id}
        loading={mail.isPending}
        meta={mail.data?.meta}
        onPageChange={list.setPage}
        minWidth={900}
        emptyTitle={list.term ? 'No undelivered message matches' : 'No undelivered mail'}
        emptyDescription={list.term ? undefined : 'Every message was taken by the mail server.'}
      />
    </Stack>
  );
}
