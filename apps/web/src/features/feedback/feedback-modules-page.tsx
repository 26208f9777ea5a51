import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { ZFeedbackModuleBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import { RowActions } from '../../components/row-actions';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import {
  useDeleteFeedbackModule,
  useFeedbackModules,
  useReorderFeedbackModules,
  useSaveFeedbackModule,
  useSetModuleActive,
  type TFeedbackModule,
} from './feedback.api';

function ModuleModal({ module, opened, onClose }: { module: TFeedbackModule | null; opened: boolean; onClose: () => void }) {
  const save = useSaveFeedbackModule(module?.id ?? null);
  const form = useContractForm(ZFeedbackModuleBody, {
    initialValues: { name: module?.name ?? '', description: module?.description ?? '' },
    warnOnLeave: opened,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={module ? `Rename ${module.name}` : 'Add a module'}
      onSubmit={() => form.save(save, () => onClose())}
      submitting={save.isPending}
      errors={form.errors}
    >
      <TextInput label="Name" required maxLength={150} data-autofocus {...form.getInputProps('name')} />
      <Textarea label="Description" autosize minRows={2} maxLength={1000} {...form.getInputProps('description')} />
    </FormModal>
  );
}

/** /feedback/modules (FEEDBACK): the modules users send feedback on: add, rename, reorder, retire; delete an unused one. */
export function FeedbackModulesPage() {
  const modules = useFeedbackModules(true);
  const reorder = useReorderFeedbackModules();
  const setActive = useSetModuleActive();
  const remove = useDeleteFeedbackModule();
  const confirm = useConfirm();
  const modal = useModalFor<TFeedbackModule>();
  const rows = modules.data?.modules ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((m) => m.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids, { onSuccess: (answer) => showSuccessToast(answer.message) });
  };

  const columns: Column<TFeedbackModule>[] = [
    {
      key: 'name',
      header: 'Module',
      render: (m) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600} c={m.is_active ? undefined : 'dimmed'}>
            {m.name}
          </Text>
          {m.description ? (
            <Text fz="xs" c="dimmed">
              {m.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (m) => (
        <Badge variant="light" color={m.is_active ? 'green' : 'gray'} radius="sm" tt="none">
          {m.is_active ? 'Active' : 'Retired'}
        </Badge>
      ),
    },
    { key: 'count', header: 'Feedback', align: 'right', render: (m) => m.feedback_count },
    {
      key: 'order',
      header: 'Order',
      render: (m) => {
        const index = rows.indexOf(m);
        return (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move ${m.name} up`}
              disabled={index === 0 || reorder.isPending}
              onClick={(event) => {
                event.stopPropagation();
                move(index, -1);
              }}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Move ${m.name} down`}
              disabled={index === rows.length - 1 || reorder.isPending}
              onClick={(event) => {
                event.stopPropagation();
                move(index, 1);
              }}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
          </Group>
        );
      },
    },
    {
      key: 'actions',
      header: '',
      render: (m) => (
        <RowActions
          subject={m.name}
          actions={[
            { label: 'Rename', icon: IconPencil, onClick: () => modal.open(m) },
            {
              label: m.is_active ? 'Retire' : 'Take feedback again',
              icon: m.is_active ? IconArchive : IconArrowBackUp,
              onClick: () =>
                m.is_active
                  ? confirm({
                      title: `Retire ${m.name}`,
                      message: `${m.name} keeps its ${m.feedback_count} feedback but takes no new. You can bring it back later.`,
                      confirmLabel: 'Retire',
                      onConfirm: () =>
                        setActive
                          .mutateAsync({ id: m.id, name: m.name, description: m.description, is_active: false })
                          .then((a) => showSuccessToast(a.message)),
                    })
                  : setActive.mutate(
                      { id: m.id, name: m.name, description: m.description, is_active: true },
                      { onSuccess: (a) => showSuccessToast(a.message) },
                    ),
            },
            {
              label: 'Delete',
              icon: IconTrash,
              danger: true,
              onClick: () =>
                confirm({
                  title: `Delete ${m.name}`,
                  message: `Delete ${m.name}? A module that holds feedback cannot be deleted: retire it instead.`,
                  confirmLabel: 'Delete',
                  danger: true,
                  onConfirm: () => remove.mutateAsync(m.id).then((a) => showSuccessToast(a.message)),
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
        title="Feedback modules"
        description="The modules users send feedback on, in the order the form lists them. A retired module keeps its feedback and takes no new."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => modal.open(null)}>
            Add module
          </Button>
        }
      />
      <DataTable
        label="Feedback modules"
        columns={columns}
        rows={modules.data?.modules}
        rowKey={(m) => m.id}
        loading={modules.isPending}
        minWidth={640}
        emptyTitle="No module yet"
      />
      <ModuleModal key={`module-${modal.key}`} module={modal.subject ?? null} opened={modal.opened} onClose={modal.close} />
    </Stack>
  );
}
