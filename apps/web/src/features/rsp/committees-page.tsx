import { ActionIcon, Badge, Button, Group, NumberInput, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { BOARD_KINDS, ZBoardBody, ZBoardMemberBody, ZCriterionBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { FormModal, useModalFor } from '../../components/form-modal';
import { userSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useContractForm } from '../../lib/use-contract-form';
import { useCampuses } from '../attendance/attendance.api';
import {
  andTell,
  useAddMember,
  useBoards,
  useRemoveCriterion,
  useRemoveMember,
  useSaveBoard,
  useSaveCriterion,
  type TBoard,
  type TBoardRole,
  type TCriterion,
} from './rsp.api';

const ROLES: { value: TBoardRole; label: string }[] = [
  { value: 'chair', label: 'Chair' },
  { value: 'member', label: 'Member' },
  { value: 'secretariat', label: 'Secretariat' },
];

function BoardModal({ board, opened, onClose }: { board: TBoard | null; opened: boolean; onClose: () => void }) {
  const save = useSaveBoard();
  const campuses = useCampuses();
  const form = useContractForm(ZBoardBody, {
    initialValues: { kind: board?.kind ?? 'NAPB', name: board?.name ?? '', campus_id: board?.campus ? String(board.campus.id) : null },
    toInput: (values) => ({ ...values, campus_id: values.campus_id ? Number(values.campus_id) : null }),
    warnOnLeave: opened,
  });
  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body && { id: board?.id, body: { ...body, campus_id: body.campus_id ?? null } }, onClose);
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={board ? `Edit ${board.name}` : 'New selection board'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={form.errors}
    >
      <Select
        label="Kind"
        data={BOARD_KINDS.map((k) => ({ value: k, label: k === 'NAPB' ? 'NAPB (non-academic posts)' : 'APB (academic posts)' }))}
        {...form.getInputProps('kind')}
        allowDeselect={false}
      />
      <TextInput label="Name" maxLength={150} {...form.getInputProps('name')} required />
      <Select
        label="Campus"
        placeholder="Every campus"
        clearable
        data={(campuses.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        {...form.getInputProps('campus_id')}
      />
    </FormModal>
  );
}

function MemberModal({ board, opened, onClose }: { board: TBoard | null; opened: boolean; onClose: () => void }) {
  const add = useAddMember();
  const form = useContractForm(ZBoardMemberBody, {
    initialValues: { user_id: null as PickerOption | null, role: 'member' },
    toInput: (values) => ({ user_id: values.user_id?.id, role: values.role }),
    warnOnLeave: opened,
  });
  const submit = () => {
    if (!board) return;
    if (!form.values.user_id) return form.setErrors({ user_id: 'Choose the member.' });
    const body = form.validate();
    form.saveChecked(add, body && { boardId: board.id, ...body }, onClose);
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`Add a member to ${board?.name ?? ''}`}
      onSubmit={submit}
      submitting={add.isPending}
      errors={form.errors}
      submitLabel="Add member"
    >
      <Text fz="sm" c="dimmed">
        The member needs the COMMITTEE or RSPMEMBER view (Settings › Roles) to open the assessment pages.
      </Text>
      <RemoteSearchPicker
        source={userSource}
        label="User"
        value={form.values.user_id}
        onChange={(option) => form.setFieldValue('user_id', option)}
        error={form.errors.user_id}
        required
      />
      <Select label="Role on the board" data={ROLES} {...form.getInputProps('role')} allowDeselect={false} />
    </FormModal>
  );
}

type CriterionSubject = { board: TBoard; criterion: TCriterion | null };

function CriterionModal({ subject, opened, onClose }: { subject: CriterionSubject | null; opened: boolean; onClose: () => void }) {
  const save = useSaveCriterion();
  const c = subject?.criterion;
  const form = useContractForm(ZCriterionBody, {
    initialValues: { name: c?.name ?? '', weight: c?.weight ?? '', max_score: c?.max_score ?? 100 },
    toInput: (values) => ({ ...values, weight: values.weight === '' ? undefined : values.weight }),
    warnOnLeave: opened,
  });
  const submit = () => {
    if (!subject) return;
    const body = form.validate();
    form.saveChecked(save, body && { boardId: subject.board.id, id: c?.id, body }, onClose);
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={c ? `Edit ${c.name}` : 'Add a criterion'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={form.errors}
    >
      <TextInput label="Criterion" maxLength={100} {...form.getInputProps('name')} required />
      <SimpleGrid cols={2}>
        <NumberInput label="Weight (%)" min={0} max={100} decimalScale={2} {...form.getInputProps('weight')} required />
        <NumberInput label="Highest score" min={1} max={1000} {...form.getInputProps('max_score')} />
      </SimpleGrid>
    </FormModal>
  );
}

function BoardCard({
  board,
  onEdit,
  onAddMember,
  onCriterion,
}: {
  board: TBoard;
  onEdit: () => void;
  onAddMember: () => void;
  onCriterion: (c: TCriterion | null) => void;
}) {
  const confirm = useConfirm();
  const removeMember = useRemoveMember();
  const removeCriterion = useRemoveCriterion();
  const total = board.criteria.reduce((sum, c) => sum + Number(c.weight), 0);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Group gap="xs">
              <Title order={2} fz="lg">
                {board.name}
              </Title>
              <Badge variant="light" radius="sm">
                {board.kind}
              </Badge>
            </Group>
            <Text fz="xs" c="dimmed">
              {board.campus ? board.campus.name : 'Every campus'}
            </Text>
          </div>
          <Button variant="default" size="xs" leftSection={<IconEdit size={14} />} onClick={onEdit}>
            Edit
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} fz="sm">
                Members
              </Text>
              <Button variant="light" size="xs" leftSection={<IconUserPlus size={14} />} onClick={onAddMember}>
                Add member
              </Button>
            </Group>
            <Table fz="sm" verticalSpacing={4} aria-label={`Members of ${board.name}`}>
              <Table.Tbody>
                {board.members.map((m) => (
                  <Table.Tr key={m.user_id}>
                    <Table.Td>{m.name}</Table.Td>
                    <Table.Td c="dimmed" tt="capitalize">
                      {m.role}
                    </Table.Td>
                    <Table.Td w={40}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${m.name} from ${board.name}`}
                        onClick={() =>
                          confirm({
                            title: 'Remove member',
                            message: `Remove ${m.name} from ${board.name}?`,
                            confirmLabel: 'Remove',
                            danger: true,
                            onConfirm: () => andTell(removeMember.mutateAsync({ boardId: board.id, userId: m.user_id })),
                          })
                        }
                      >
                        <IconTrash size={15} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {board.members.length === 0 ? (
              <Text fz="sm" c="dimmed">
                No members yet.
              </Text>
            ) : null}
          </Stack>
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600} fz="sm">
                Criteria{' '}
                <Text span fz="xs" c={Math.abs(total - 100) < 0.001 ? 'teal' : 'red'}>
                  (weights total {total}%{Math.abs(total - 100) < 0.001 ? '' : ' — must be 100% before anyone rates'})
                </Text>
              </Text>
              <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => onCriterion(null)}>
                Add criterion
              </Button>
            </Group>
            <Table fz="sm" verticalSpacing={4} aria-label={`Criteria of ${board.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Criterion</Table.Th>
                  <Table.Th ta="right">Weight</Table.Th>
                  <Table.Th ta="right">Highest score</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {board.criteria.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.name}</Table.Td>
                    <Table.Td ta="right">{Number(c.weight)}%</Table.Td>
                    <Table.Td ta="right">{Number(c.max_score)}</Table.Td>
                    <Table.Td w={70}>
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${c.name}`} onClick={() => onCriterion(c)}>
                          <IconEdit size={15} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Remove ${c.name}`}
                          onClick={() =>
                            confirm({
                              title: 'Remove criterion',
                              message: `Remove ${c.name} from ${board.name}?`,
                              confirmLabel: 'Remove',
                              danger: true,
                              onConfirm: () => andTell(removeCriterion.mutateAsync(c.id)),
                            })
                          }
                        >
                          <IconTrash size={15} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** /rsp/committees: the selection boards (NAPB, APB), their members and the weighted criteria they rate on. */
export function CommitteesPage() {
  const boards = useBoards();
  const boardModal = useModalFor<TBoard>();
  const memberModal = useModalFor<TBoard>();
  const criterionModal = useModalFor<CriterionSubject>();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Selection boards"
        description="The NAPB assesses non-academic posts and the APB academic ones. Each member rates each shortlisted applicant on the board's criteria."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => boardModal.open()}>
            New board
          </Button>
        }
      />
      {boards.isPending ? <Skeleton h={240} /> : null}
      {(boards.data?.boards ?? []).map((board) => (
        <BoardCard
          key={board.id}
          board={board}
          onEdit={() => boardModal.open(board)}
          onAddMember={() => memberModal.open(board)}
          onCriterion={(criterion) => criterionModal.open({ board, criterion })}
        />
      ))}
      <BoardModal key={`b${boardModal.key}`} board={boardModal.subject} opened={boardModal.opened} onClose={boardModal.close} />
      <MemberModal key={`m${memberModal.key}`} board={memberModal.subject} opened={memberModal.opened} onClose={memberModal.close} />
      <CriterionModal key={`c${criterionModal.key}`} subject={criterionModal.subject} opened={criterionModal.opened} onClose={criterionModal.close} />
    </Stack>
  );
}
