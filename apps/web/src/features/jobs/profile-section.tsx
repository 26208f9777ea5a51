import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { PDS_SECTIONS, type TApplicantProfileSection } from '@hris/contracts';
import { useConfirm } from '../../components/confirm-dialog';
import { FormModal, useModalFor } from '../../components/form-modal';
import { RowActions } from '../../components/row-actions';
import { formErrorsOf } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { EntryFields, REQUIRED_NUMBERS, emptyEntry } from '../pds/pds-entry-fields';
import { checkedSection, missingNumbers, usePdsForm } from '../pds/pds-form-state';
import { describeEntry } from '../pds/pds-list-section';
import { sortEntries } from '../pds/pds-format';
import { entryErrors, profileBody, withEntry } from './applicant-profile';
import { useSaveProfile, type TApplicantProfile, type TProfileEntry } from './jobs.api';

type Editing = { index: number | null; entry: TProfileEntry };

const NOUN: Record<TApplicantProfileSection, string> = {
  educbackground: 'school',
  eligibility: 'eligibility',
  workexp: 'work experience',
  training: 'training',
};

/** The PDS form of one entry (the same inputs and checks as the PDS), saved into the profile. */
function EntryModal({
  profile,
  section,
  editing,
  opened,
  onClose,
}: {
  profile: TApplicantProfile;
  section: TApplicantProfileSection;
  editing: Editing | null;
  opened: boolean;
  onClose: () => void;
}) {
  const save = useSaveProfile();
  const form = usePdsForm(section, editing?.entry ?? emptyEntry(section), { warnOnLeave: opened });
  const index = editing?.index ?? null;

  const submit = () => {
    const body = checkedSection(form, missingNumbers(form.values, REQUIRED_NUMBERS[section] ?? {}));
    if (!body) return;
    const entries = withEntry(profile.sections[section] ?? [], index, body);
    save.mutate(profileBody(profile, { sections: { ...profileBody(profile).sections, [section]: entries } }), {
      onSuccess: (answer) => {
        showSuccessToast(answer.message);
        onClose();
      },
      onError: (error) => form.setErrors(entryErrors(formErrorsOf(error), section, index ?? entries.length - 1)),
    });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={index === null ? `Add ${NOUN[section]}` : `Edit ${NOUN[section]}`}
      onSubmit={submit}
      submitting={save.isPending}
      errors={form.errors}
      size="lg"
    >
      <EntryFields section={section} form={form} />
    </FormModal>
  );
}

/** One PDS part of the applicant's profile: its entries, added and edited in the PDS's own forms. */
export function ProfileSection({ profile, section }: { profile: TApplicantProfile; section: TApplicantProfileSection }) {
  const modal = useModalFor<Editing>();
  const save = useSaveProfile();
  const confirm = useConfirm();
  const entries = profile.sections[section] ?? [];
  // Shown in the PDS's order, edited by their place in the saved list.
  const shown = sortEntries(
    section,
    entries.map((entry, index) => ({ ...entry, __index: index })),
  );

  const remove = (index: number) =>
    confirm({
      title: 'Delete this entry?',
      message: `${describeEntry(section, entries[index] ?? {})} will be removed from your profile.`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () =>
        save
          .mutateAsync(profileBody(profile, { sections: { ...profileBody(profile).sections, [section]: entries.filter((_, i) => i !== index) } }))
          .then((answer) => showSuccessToast(answer.message)),
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid={`profile-section-${section}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={3} fz="md">
            {PDS_SECTIONS[section].title}
          </Title>
          <Button size="sm" variant="light" leftSection={<IconPlus size={16} />} onClick={() => modal.open(null)}>
            Add {NOUN[section]}
          </Button>
        </Group>
        {shown.length === 0 ? (
          <Text fz="sm" c="dimmed">
            Nothing entered yet. Use Add to enter the first one.
          </Text>
        ) : (
          <Stack gap={0} role="list" aria-label={PDS_SECTIONS[section].title}>
            {shown.map(({ __index: index, ...entry }) => {
              const description = describeEntry(section, entry);
              return (
                <Group key={index} role="listitem" justify="space-between" wrap="nowrap" py={8} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
                  <Text fz="sm" style={{ minWidth: 0 }}>
                    {description}
                  </Text>
                  <RowActions
                    subject={description}
                    actions={[
                      { label: 'Edit', icon: IconEdit, onClick: () => modal.open({ index, entry: entries[index] ?? entry }) },
                      { label: 'Delete', icon: IconTrash, danger: true, onClick: () => remove(index) },
                    ]}
                  />
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
      <EntryModal key={modal.key} profile={profile} section={section} editing={modal.subject} opened={modal.opened} onClose={modal.close} />
    </Paper>
  );
}
