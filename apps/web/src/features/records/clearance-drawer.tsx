import { Alert, Badge, Button, Divider, Drawer, Group, List, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useConfirm } from '../../components/confirm-dialog';
import { formatDateTime } from '../../lib/dates';
import { formatPeso } from '../../lib/money';
import { showSuccessToast } from '../../lib/toasts';
import { SeparationStatusBadge } from './record-badges';
import { useCancelSeparation, useSeparation, useUpdateClearance, type TClearanceHolding, type TClearanceItem, type TSeparation } from './records.api';
import { longDate } from './records-format';
import { TerminalLeavePanel } from './terminal-leave-panel';

function ClearanceRow({ separation, item }: { separation: TSeparation; item: TClearanceItem }) {
  const update = useUpdateClearance(separation.id);
  const open = separation.status === 'clearing';
  const cleared = item.status === 'cleared';
  const change = (status: 'cleared' | 'pending') =>
    // The row itself shows the sign-off; a toast (which would cover the next buttons) only for the last one.
    update.mutate(
      { itemId: item.id, body: { status } },
      { onSuccess: (answer) => answer.separation.status === 'completed' && showSuccessToast(answer.message), onError: () => undefined },
    );
  return (
    <Paper withBorder radius="sm" p="sm" data-testid={`clearance-${item.office}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fz="sm" fw={600}>
              {item.office}
            </Text>
            {item.department ? (
              <Badge size="xs" variant="outline" color="gray">
                {item.department.acronym}
              </Badge>
            ) : null}
          </Group>
          <Text fz="xs" c="dimmed">
            {cleared
              ? `Cleared${item.cleared_by ? ` by ${item.cleared_by}` : ''}${item.cleared_at ? `, ${formatDateTime(item.cleared_at)}` : ''}`
              : item.kind === 'property'
                ? 'Clears itself once every item below is returned or transferred'
                : 'Waiting for sign-off'}
            {item.remarks ? ` · ${item.remarks}` : ''}
          </Text>
          {item.holdings?.length ? <Holdings holdings={item.holdings} /> : null}
        </Stack>
        {open && item.can_clear ? (
          cleared ? (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconArrowBackUp size={14} />}
              loading={update.isPending}
              onClick={() => change('pending')}
            >
              Undo
            </Button>
          ) : (
            <Button
              size="xs"
              leftSection={<IconCheck size={14} />}
              loading={update.isPending}
              onClick={() => change('cleared')}
              aria-label={`Clear ${item.office}`}
            >
              Clear
            </Button>
          )
        ) : (
          <Badge color={cleared ? 'teal' : 'orange'} variant="light" radius="sm">
            {cleared ? 'Cleared' : 'Pending'}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

/** What the separating employee still holds: the property line stays open while this list has anything. */
function Holdings({ holdings }: { holdings: TClearanceHolding[] }) {
  return (
    <List size="xs" spacing={2} mt={4} aria-label="Property still held">
      {holdings.map((h) => (
        <List.Item key={h.id}>
          <Text span fz="xs" fw={600}>
            {h.property_number}
          </Text>{' '}
          <Text span fz="xs">
            {h.description} · {formatPeso(h.unit_cost)}
            {h.document_number ? ` · ${h.document_number}` : ''}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** One separation: its facts, the offices' sign-offs and, before it takes effect, Cancel. */
export function ClearanceDrawer({ separationId, onClose, canCancel }: { separationId: number | null; onClose: () => void; canCancel: boolean }) {
  const { data: separation, isPending } = useSeparation(separationId);
  const cancel = useCancelSeparation();
  const confirm = useConfirm();
  const items = separation?.clearance_items ?? [];
  const done = items.filter((i) => i.status === 'cleared').length;
  return (
    <Drawer
      opened={separationId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={separation ? `Clearance of ${separation.personnel.fullname}` : 'Clearance'}
    >
      {isPending || !separation ? (
        <Skeleton h={300} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between">
            <Stack gap={0}>
              <Text fz="sm" fw={600}>
                {separation.cause_label}, effective {longDate(separation.effective_date)}
              </Text>
              <Text fz="xs" c="dimmed">
                {[separation.personnel.idno, separation.personnel.position, separation.personnel.department].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <SeparationStatusBadge status={separation.status} />
          </Group>
          {separation.remarks ? <Text fz="sm">{separation.remarks}</Text> : null}
          <Alert variant="light" color={separation.account_deactivated_at ? 'gray' : 'blue'} icon={<IconInfoCircle size={18} />}>
            {separation.account_deactivated_at
              ? `The record and the sign-in account were deactivated on ${formatDateTime(separation.account_deactivated_at)}.`
              : `The record and the sign-in account will be deactivated on ${longDate(separation.effective_date)}.`}
          </Alert>
          <Stack gap={4}>
            <Text fz="sm" fw={600}>
              Clearance: {done} of {items.length} offices cleared
            </Text>
            <Progress value={items.length ? (done / items.length) * 100 : 0} color={done === items.length ? 'teal' : 'blue'} aria-label="Clearance progress" />
          </Stack>
          <Stack gap="xs">
            {items.map((item) => (
              <ClearanceRow key={item.id} separation={separation} item={item} />
            ))}
          </Stack>
          {canCancel && separation.status !== 'cancelled' ? <TerminalLeavePanel separationId={separation.id} /> : null}
          {canCancel && separation.status === 'clearing' && !separation.account_deactivated_at ? (
            <>
              <Divider />
              <Group justify="flex-end">
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconX size={16} />}
                  onClick={() =>
                    confirm({
                      title: 'Cancel separation',
                      message: `Cancel the separation of ${separation.personnel.fullname}? The clearance stops and the account stays active.`,
                      confirmLabel: 'Cancel separation',
                      danger: true,
                      onConfirm: async () => showSuccessToast((await cancel.mutateAsync(separation.id)).message),
                    })
                  }
                >
                  Cancel separation
                </Button>
              </Group>
            </>
          ) : null}
        </Stack>
      )}
    </Drawer>
  );
}
