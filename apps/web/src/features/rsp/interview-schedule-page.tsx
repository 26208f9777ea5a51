import { useState } from 'react';
import { useParams } from 'react-router';
import { ActionIcon, Badge, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconMailForward, IconPlus, IconTrash } from '@tabler/icons-react';
import { ZInterviewSlotBody, ZInviteBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { formatDateTime } from '../../lib/dates';
import { useContractForm } from '../../lib/use-contract-form';
import { BackLink } from './rsp-bits';
import { andTell, useAddSlot, useApplications, useInterviewSlots, useInvite, useJobPost, useRemoveSlot, type TInvitation, type TSlot } from './rsp.api';

const RESPONSES: Record<string, { label: string; color: string }> = {
  accepted: { label: 'Accepted', color: 'teal' },
  declined: { label: 'Declined', color: 'red' },
  reschedule: { label: 'Asks for another time', color: 'orange' },
};

function ResponseBadge({ invitation }: { invitation: TInvitation }) {
  // An invitation not yet answered is 'pending'.
  const shown = (invitation.response && RESPONSES[invitation.response]) || { label: 'No answer yet', color: 'gray' };
  return (
    <Badge color={shown.color} variant="light" radius="sm">
      {shown.label}
    </Badge>
  );
}

/** Philippine time typed in the form, sent with its offset. */
const manilaIso = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}+08:00` : '');

function SlotForm({ postId, onAdded }: { postId: number; onAdded: () => void }) {
  const add = useAddSlot(postId);
  const form = useContractForm(ZInterviewSlotBody, {
    initialValues: { starts_at: '', venue: '' },
    toInput: (values) => ({ starts_at: manilaIso(values.starts_at), venue: values.venue }),
  });
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={form.onSubmit(() => form.save(add, onAdded))} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="datetime-local"
          label="Date and time"
          {...form.getInputProps('starts_at')}
          error={form.errors.starts_at ?? form.errors.form}
          required
        />
        <TextInput
          label="Venue"
          placeholder="HR conference room, Admin Building"
          maxLength={200}
          {...form.getInputProps('venue')}
          required
          style={{ flex: 1, minWidth: 220 }}
        />
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={add.isPending}>
          Add slot
        </Button>
      </Group>
    </Paper>
  );
}

/** Each slot added starts a new, empty form (nothing left that would count as unsaved). */
function AddSlotForm({ postId }: { postId: number }) {
  const [added, setAdded] = useState(0);
  return <SlotForm key={added} postId={postId} onAdded={() => setAdded((count) => count + 1)} />;
}

function InviteCard({ postId, slots }: { postId: number; slots: TSlot[] }) {
  const invite = useInvite(postId);
  const qualified = useApplications({ job_post_id: postId, status: 'qualified', page: 1, per_page: 200 });
  // Ticking applicants is a choice on the page, not typed work: leaving does not ask.
  const form = useContractForm(ZInviteBody, {
    initialValues: { slot_id: null as string | null, application_ids: [] as number[] },
    toInput: (values) => ({ ...values, slot_id: Number(values.slot_id) }),
    warnOnLeave: false,
  });
  const { slot_id: slotId, application_ids: chosen } = form.values;
  const rows = qualified.data?.applications ?? [];
  const send = () => form.save(invite, () => form.setFieldValue('application_ids', []));
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Invite qualified applicants
        </Title>
        <Text fz="sm" c="dimmed">
          Each gets an e-mail with the time and venue and a link to accept, decline or ask for another time, without signing in.
        </Text>
        {rows.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No qualified applicant is waiting for an invitation.
          </Text>
        ) : (
          <Stack gap={6}>
            {rows.map((a) => (
              <Checkbox
                key={a.id}
                label={`${a.applicant.name} (${a.applicant.email})`}
                checked={chosen.includes(a.id)}
                onChange={(e) => form.setFieldValue('application_ids', e.currentTarget.checked ? [...chosen, a.id] : chosen.filter((id) => id !== a.id))}
              />
            ))}
          </Stack>
        )}
        {form.errors.application_ids || form.errors.form ? (
          <Text c="red" fz="sm" role="alert">
            {form.errors.application_ids ?? form.errors.form}
          </Text>
        ) : null}
        <Group align="flex-end" gap="sm">
          <Select
            label="Interview slot"
            placeholder="Choose a slot"
            data={slots.map((s) => ({ value: String(s.id), label: `${formatDateTime(s.starts_at)} — ${s.venue}` }))}
            {...form.getInputProps('slot_id')}
            w={360}
          />
          <Button leftSection={<IconMailForward size={16} />} disabled={!slotId || chosen.length === 0} loading={invite.isPending} onClick={send}>
            Send invitations
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function SlotCard({ slot }: { slot: TSlot }) {
  const confirm = useConfirm();
  const remove = useRemoveSlot();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between">
          <div>
            <Text fw={600}>{formatDateTime(slot.starts_at)}</Text>
            <Text fz="sm" c="dimmed">
              {slot.venue}
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove the slot of ${formatDateTime(slot.starts_at)}`}
            onClick={() =>
              confirm({
                title: 'Remove the slot',
                message: `Remove the slot of ${formatDateTime(slot.starts_at)}?`,
                confirmLabel: 'Remove',
                danger: true,
                onConfirm: () => andTell(remove.mutateAsync(slot.id)),
              })
            }
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        {slot.invitations.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No one invited yet.
          </Text>
        ) : (
          <Table fz="sm" verticalSpacing={4} aria-label={`Invited for ${formatDateTime(slot.starts_at)}`}>
            <Table.Tbody>
              {slot.invitations.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.applicant_name}</Table.Td>
                  <Table.Td>
                    <ResponseBadge invitation={i} />
                  </Table.Td>
                  <Table.Td c="dimmed">
                    {i.response_note ?? ''}
                    {i.responded_at ? ` ${formatDateTime(i.responded_at)}` : ''}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}

/** /rsp/job_posts/:id/interview/schedule: interview slots, invitations to the qualified, and their answers. */
export function InterviewSchedulePage() {
  const postId = Number(useParams().id) || 0;
  const post = useJobPost(postId).data?.job_post;
  const slots = useInterviewSlots(postId).data?.slots ?? [];
  return (
    <Stack gap="lg" maw={1000}>
      <BackLink to={`/rsp/job_posts/${postId}/list`}>Applicants of the post</BackLink>
      <PageHeader
        title={post ? `Interviews: ${post.position.name}` : 'Interviews'}
        description="Set the interview times, invite the qualified applicants, and see who accepted."
      />
      <AddSlotForm postId={postId} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {slots.map((slot) => (
          <SlotCard key={slot.id} slot={slot} />
        ))}
      </SimpleGrid>
      {slots.length > 0 ? <InviteCard postId={postId} slots={slots} /> : null}
    </Stack>
  );
}
