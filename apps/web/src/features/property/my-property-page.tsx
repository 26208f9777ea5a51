import { Badge, Button, Card, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconCircleCheck, IconFileTypePdf } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { PROPERTY_CLASSIFICATION_LABELS, PROPERTY_FORM_LABELS, RETURN_FORMS } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { formatLongDate } from '../../lib/dates';
import { formatAmount, formatPeso } from '../../lib/money';
import { showSuccessToast } from '../../lib/toasts';
import {
  openDocumentPdf,
  useAcknowledge,
  useMyProperty,
  useMyPropertyDocuments,
  useOfficeHoldings,
  usePropertyLiveRefresh,
  type TMyDocumentStatus,
  type TPropertyDocument,
  type TPropertyItem,
} from './property.api';
import { OfficeHoldings } from './office-holdings';

const TABS = ['summary', 'new', 'old', 'office'] as const;
type Tab = (typeof TABS)[number];

function tabOf(pathname: string): Tab {
  const last = pathname.split('/').pop();
  return TABS.find((t) => t === last) ?? 'summary';
}

/**
 * The items held now: the summary tab, where My property opens and the dashboard's "Property to acknowledge" lands; so
 * the forms waiting for the employee's acknowledgement come first here, each with its Acknowledge button.
 */
function Summary() {
  const mine = useMyProperty();
  const waiting = useMyPropertyDocuments('new').data?.documents.length ?? 0;
  const columns: Column<TPropertyItem>[] = [
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
            {PROPERTY_CLASSIFICATION_LABELS[i.classification]}
          </Text>
        </Stack>
      ),
    },
    { key: 'form', header: 'Form', render: (i) => (i.document ? i.document.number : '—') },
    { key: 'since', header: 'Held since', render: (i) => (i.held_since ? formatLongDate(i.held_since) : '—') },
    { key: 'cost', header: 'Unit cost', align: 'right', render: (i) => formatAmount(i.unit_cost) },
  ];
  return (
    <Stack gap="md">
      {waiting > 0 ? (
        <Stack gap="xs">
          <Text component="h2" fw={700} fz="lg">
            Waiting for your acknowledgement
          </Text>
          <Documents status="new" label="Waiting for your acknowledgement" />
        </Stack>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(mine.data?.summary ?? []).map((s) => (
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
        label="What I hold now"
        columns={columns}
        rows={mine.data?.items}
        rowKey={(i) => i.id}
        loading={mine.isPending}
        emptyTitle="You hold no property"
        emptyDescription="Items issued to you on a PAR or an ICS appear here."
      />
    </Stack>
  );
}

/** The forms issued or transferred to me: new (to acknowledge), or old (returned, transferred away, my return slips). */
function Documents({ status, label }: { status: TMyDocumentStatus; label?: string }) {
  const documents = useMyPropertyDocuments(status);
  const acknowledge = useAcknowledge();
  const confirm = useConfirm();
  const ask = (d: TPropertyDocument) =>
    confirm({
      title: 'Acknowledge receipt',
      message: `You received the ${d.items.length} item${d.items.length === 1 ? '' : 's'} of ${d.number} (${formatPeso(d.total_cost)}) and are accountable for them from ${formatLongDate(d.issued_on)}.`,
      confirmLabel: 'Acknowledge receipt',
      onConfirm: async () => showSuccessToast((await acknowledge.mutateAsync(d.id)).message),
    });
  const columns: Column<TPropertyDocument>[] = [
    {
      key: 'number',
      header: 'Form',
      render: (d) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {d.number}
          </Text>
          <Text fz="xs" c="dimmed">
            {PROPERTY_FORM_LABELS[d.form]}
          </Text>
          {d.from_personnel ? (
            <Text fz="xs" c="dimmed">
              From {d.from_personnel.fullname}
              {d.reason ? ` (${d.reason})` : ''}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'items',
      header: 'Items',
      render: (d) => (
        <Stack gap={2}>
          {d.items.map((i) => (
            <Text key={i.item_id} fz="sm">
              <Text span fw={600} fz="sm">
                {i.property_number}
              </Text>{' '}
              {i.description} · {formatAmount(i.unit_cost)}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'issued', header: 'Date', render: (d) => `${formatLongDate(d.issued_on)} by ${d.issued_by}` },
    { key: 'total', header: 'Total cost', align: 'right', render: (d) => formatAmount(d.total_cost) },
    ...(status === 'old'
      ? [
          {
            key: 'ended',
            header: 'Ended',
            render: (d: TPropertyDocument) => (
              <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                {RETURN_FORMS.some((f) => f === d.form) ? `Returned ${formatLongDate(d.issued_on)}` : d.ended_on ? formatLongDate(d.ended_on) : '—'}
              </Text>
            ),
          },
        ]
      : []),
    {
      key: 'actions',
      header: '',
      render: (d) => (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button size="xs" variant="default" leftSection={<IconFileTypePdf size={14} />} onClick={() => void openDocumentPdf(d.id)}>
            PDF
          </Button>
          {status === 'new' && d.acknowledged_at === null && d.ended_on === null ? (
            <Button size="xs" leftSection={<IconCircleCheck size={14} />} onClick={() => ask(d)}>
              Acknowledge
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label={label ?? (status === 'new' ? 'Issued or transferred to me, to acknowledge' : 'What I held before')}
      columns={columns}
      rows={documents.data?.documents}
      rowKey={(d) => d.id}
      loading={documents.isPending}
      minWidth={860}
      emptyTitle={status === 'new' ? 'Nothing to acknowledge' : 'Nothing held before'}
      emptyDescription={
        status === 'old' ? 'Forms whose items you returned or that were transferred to someone else, and your return slips, appear here.' : undefined
      }
    />
  );
}

/** /my/mrs (PPTY-MR): what I hold (summary), what was issued to me and waits for my acknowledgment (new), what I held before (old). */
export function MyPropertyPage() {
  usePropertyLiveRefresh();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = tabOf(pathname);
  const fresh = useMyPropertyDocuments('new');
  const waiting = fresh.data?.documents.length ?? 0;
  // Heads (and officers-in-charge) also see their office's holdings.
  const headed = (useOfficeHoldings({}).data?.offices.length ?? 0) > 0;
  return (
    <Stack gap="lg">
      <PageHeader
        title="My property"
        description="Property issued to you on a Property Acknowledgment Receipt (PAR) or an Inventory Custodian Slip (ICS), or transferred to you (PTR, ITR): you are accountable for it from that day until it is returned or transferred away."
      />
      <Tabs value={tab} onChange={(value) => value && void navigate(`/my/mrs/${value}`)}>
        <Tabs.List>
          <Tabs.Tab value="summary">Summary</Tabs.Tab>
          <Tabs.Tab
            value="new"
            rightSection={
              waiting ? (
                <Badge size="sm" circle>
                  {waiting}
                </Badge>
              ) : null
            }
          >
            New
          </Tabs.Tab>
          <Tabs.Tab value="old">Old</Tabs.Tab>
          {headed || tab === 'office' ? <Tabs.Tab value="office">My office</Tabs.Tab> : null}
        </Tabs.List>
      </Tabs>
      {tab === 'summary' ? <Summary /> : tab === 'office' ? <OfficeHoldings /> : <Documents status={tab} />}
    </Stack>
  );
}
