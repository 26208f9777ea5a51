import { useState } from 'react';
import { ActionIcon, Button, Drawer, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconEdit, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { REFERENCE_LIST_SHAPES, referenceBodiesOf, removeFilePrompt } from '@hris/contracts';
import { useConfirm } from '../../components/confirm-dialog';
import { useContractForm } from '../../lib/use-contract-form';
import { showSuccessToast } from '../../lib/toasts';
import { useDegreeMajors, useRemoveMajor, useSaveMajor, type TDegreeMajor } from './reference-lists.api';

type Degree = { id: number; name: string };

const ZMajorBody = referenceBodiesOf(REFERENCE_LIST_SHAPES.degreeMajors).create;

/** A major's name, typed in place; Enter saves, Escape gives up. */
function MajorEditor({ degreeId, major, onDone }: { degreeId: number; major?: TDegreeMajor; onDone: () => void }) {
  const save = useSaveMajor(degreeId, major?.id);
  const form = useContractForm(ZMajorBody, {
    initialValues: { major: major?.major ?? '' },
    toInput: (values) => ({ major: values.major, degree_id: degreeId }),
    // A major typed in and left is a line of the drawer, not a page's form.
    warnOnLeave: false,
  });
  // The degree's id is the drawer's, not typed: a refusal of it (the degree removed meanwhile) shows under the name.
  const error = form.errors.major ?? form.errors.degree_id ?? form.errors.form;
  const submit = form.onSubmit(() =>
    form.save(save, () => {
      form.reset();
      if (major) onDone();
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          flex={1}
          aria-label={major ? `New name of ${major.major}` : 'New major'}
          placeholder={major ? undefined : 'e.g. Mathematics'}
          {...form.getInputProps('major')}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && major) onDone();
          }}
          error={error}
          autoFocus={Boolean(major)}
        />
        {major ? (
          <>
            <ActionIcon type="submit" size="lg" variant="light" color="teal" aria-label="Save the major" loading={save.isPending}>
              <IconCheck size={18} />
            </ActionIcon>
            <ActionIcon size="lg" variant="subtle" color="gray" aria-label="Cancel" onClick={onDone}>
              <IconX size={18} />
            </ActionIcon>
          </>
        ) : (
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={save.isPending}>
            Add
          </Button>
        )}
      </Group>
    </form>
  );
}

function Majors({ degree }: { degree: Degree }) {
  const majors = useDegreeMajors(degree.id);
  const remove = useRemoveMajor(degree.id);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<number | null>(null);

  const askRemove = (major: TDegreeMajor) =>
    confirm({
      title: 'Remove major',
      message: removeFilePrompt(major.major),
      confirmLabel: 'Remove',
      danger: true,
      onConfirm: () => remove.mutateAsync(major.id).then((answer) => showSuccessToast(answer.message)),
    });

  return (
    <Stack gap="md">
      <MajorEditor degreeId={degree.id} onDone={() => undefined} />
      {majors.isPending ? (
        <Stack gap="xs">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={40} />
          ))}
        </Stack>
      ) : (majors.data ?? []).length === 0 ? (
        <Text c="dimmed" ta="center" py="lg" fz="sm">
          No majors yet for this degree.
        </Text>
      ) : (
        <Stack gap={6}>
          {(majors.data ?? []).map((major) =>
            editing === major.id ? (
              <MajorEditor key={major.id} degreeId={degree.id} major={major} onDone={() => setEditing(null)} />
            ) : (
              <Paper key={major.id} withBorder px="sm" py={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text fz="sm">{major.major}</Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" color="gray" aria-label={`Rename ${major.major}`} onClick={() => setEditing(major.id)}>
                      <IconEdit size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={`Remove ${major.major}`} onClick={() => askRemove(major)}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ),
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The majors of one degree: add, rename, remove. */
export function DegreeMajorsDrawer({ degree, opened, onClose }: { degree: Degree | null; opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={degree ? `Majors of ${degree.name}` : 'Majors'}>
      {degree ? <Majors key={degree.id} degree={degree} /> : null}
    </Drawer>
  );
}
