import { Badge, Button, Card, Group, Skeleton, Stack, Table, Tabs, Text, Textarea } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { ZOfficeConnectionBody, type TOfficeConnectionStatus } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { FormModal, useModalFor } from '../../components/form-modal';
import { useConfirm } from '../../components/confirm-dialog';
import { activeDepartmentSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { useCancelConnection, useConnectedPeople, useEndConnection, useMyOffices, useRequestConnection, type TOfficeConnection } from './connected-offices.api';

// /account/connectedoffice (SPEC.md §2 My Account, issue 24): the offices I belong to or act for, each with why; my
// requests to be connected to another office (its head decides through the approval chain); and, for heads, the
// people connected to the offices they head.

const STATUS: Record<TOfficeConnectionStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting for the head', color: 'yellow' },
  approved: { label: 'Approved', color: 'teal' },
  returned: { label: 'Returned', color: 'orange' },
  disapproved: { label: 'Disapproved', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  ended: { label: 'Ended', color: 'gray' },
};

function StatusBadge({ status }: { status: TOfficeConnectionStatus }) {
  return (
    <Badge color={STATUS[status].color} variant="light" radius="sm">
      {STATUS[status].label}
    </Badge>
  );
}

type RequestValues = { department_id: PickerOption | null; reason: string };

function RequestModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const ask = useRequestConnection();
  const initialValues: RequestValues = { department_id: null, reason: '' };
  const form = useContractForm(ZOfficeConnectionBody, {
    initialValues,
    // No office chosen is sent as none (0), refused as the server refuses it.
    toInput: (values) => ({ ...values, department_id: values.department_id?.id ?? 0 }),
    warnOnLeave: opened,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Request a connection to an office"
      onSubmit={() => form.save(ask, onClose)}
      submitting={ask.isPending}
      submitLabel="Send request"
      errors={form.errors}
    >
      <Text fz="sm" c="dimmed">
        The head (or officer-in-charge) of the office you choose decides on your request.
      </Text>
      <RemoteSearchPicker
        label="Office"
        placeholder="Type an office name"
        source={activeDepartmentSource}
        value={form.values.department_id}
        onChange={(office) => form.setFieldValue('department_id', office)}
        error={form.errors.department_id}
        withAsterisk
      />
      <Textarea label="Reason" placeholder="Why you act for this office" {...form.getInputProps('reason')} autosize minRows={3} withAsterisk />
    </FormModal>
  );
}

function MyOffices() {
  const mine = useMyOffices();
  const cancel = useCancelConnection();
  const confirm = useConfirm();
  if (!mine.data) return <Skeleton h={240} />;
  const { offices, requests } = mine.data;
  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Text fw={700} mb="sm">
          My offices
        </Text>
        {offices.length === 0 ? (
          <Text c="dimmed">No office is recorded for you. Ask the HR office to set your department.</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm" aria-label="My offices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Office</Table.Th>
                  <Table.Th>Why</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {offices.map((o) => (
                  <Table.Tr key={`${o.tie}-${o.office.id}`}>
                    <Table.Td>
                      <Text fw={500}>{o.office.fullname}</Text>
                      <Text fz="xs" c="dimmed">
                        {o.office.acronym}
                      </Text>
                    </Table.Td>
                    <Table.Td>{o.why}</Table.Td>
                    <Table.Td ta="right">
                      {o.connection_id !== null ? (
                        <EndConnectionButton id={o.connection_id} message={`End your connection to ${o.office.fullname} today?`} />
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Card withBorder padding="lg">
        <Text fw={700} mb="sm">
          My requests
        </Text>
        {requests.length === 0 ? (
          <Text c="dimmed">You have not asked to be connected to another office.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label="My requests">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Office</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Decided by</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {requests.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{r.office.fullname}</Table.Td>
                    <Table.Td>{r.reason}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={r.status} />
                      {r.ended_on ? (
                        <Text fz="xs" c="dimmed">
                          Ended {r.ended_on}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{r.decided_by ?? '—'}</Table.Td>
                    <Table.Td ta="right">
                      {r.status === 'pending' ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          onClick={() =>
                            confirm({
                              title: 'Cancel the request',
                              message: `Cancel your request to be connected to ${r.office.fullname}?`,
                              confirmLabel: 'Cancel request',
                              cancelLabel: 'Keep it',
                              onConfirm: () => cancel.mutateAsync(r.id).then((answer) => showSuccessToast(answer.message)),
                            })
                          }
                        >
                          Cancel request
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}

function PeopleConnected() {
  const people = useConnectedPeople(true);
  if (!people.data) return <Skeleton h={200} />;
  const rows: TOfficeConnection[] = people.data.connections;
  if (rows.length === 0) return <Text c="dimmed">Nobody is connected to the offices you head.</Text>;
  return (
    <Card withBorder padding="lg">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" aria-label="People connected to my offices">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Person</Table.Th>
              <Table.Th>Connected to</Table.Th>
              <Table.Th>Reason</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Text fw={500}>{c.person.fullname}</Text>
                  <Text fz="xs" c="dimmed">
                    {c.person.office ?? 'No office'}
                  </Text>
                </Table.Td>
                <Table.Td>{c.office.fullname}</Table.Td>
                <Table.Td>{c.reason}</Table.Td>
                <Table.Td>
                  <StatusBadge status={c.status} />
                </Table.Td>
                <Table.Td ta="right">
                  {c.status === 'approved' ? (
                    <EndConnectionButton id={c.id} message={`End ${c.person.fullname}'s connection to ${c.office.fullname} today?`} />
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** Ends an approved connection today, after a confirmation: the employee's own, or one to an office the head leads. */
function EndConnectionButton({ id, message }: { id: number; message: string }) {
  const end = useEndConnection();
  const confirm = useConfirm();
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      onClick={() =>
        confirm({
          title: 'End the connection',
          message,
          confirmLabel: 'End connection',
          danger: true,
          onConfirm: () => end.mutateAsync(id).then((answer) => showSuccessToast(answer.message)),
        })
      }
    >
      End connection
    </Button>
  );
}

/** /account/connectedoffice */
export function ConnectedOfficePage() {
  const mine = useMyOffices();
  // Each opening starts an empty request.
  const asking = useModalFor<null>();
  const heads = (mine.data?.offices ?? []).some((o) => o.tie === 'head' || o.tie === 'oic');
  return (
    <Stack gap="lg">
      <PageHeader
        title="Connected Office"
        description="The offices you belong to or act for, and your requests to be connected to another office."
        actions={
          <Button leftSection={<IconPlugConnected size={16} />} onClick={() => asking.open()}>
            Request connection
          </Button>
        }
      />
      {heads ? (
        <Tabs defaultValue="mine" keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="mine">My offices</Tabs.Tab>
            <Tabs.Tab value="people">People connected to my offices</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mine">
            <MyOffices />
          </Tabs.Panel>
          <Tabs.Panel value="people">
            <PeopleConnected />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <MyOffices />
      )}
      <Group>
        <RequestModal key={asking.key} opened={asking.opened} onClose={asking.close} />
      </Group>
    </Stack>
  );
}
