import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPaperclip, IconPlus, IconTrash } from '@tabler/icons-react';
import { PDS_ATTACHMENT_SECTIONS, PDS_SECTIONS, type TPdsAttachmentSection, type TPdsEntry, type TPdsSection } from '@hris/contracts';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import { RowActions } from '../../components/row-actions';
import { showSuccessToast } from '../../lib/toasts';
import { useDeleteEntry, useSaveEntry } from './pds.api';
import { EntryFields, REQUIRED_NUMBERS, emptyEntry, fieldLabel } from './pds-entry-fields';
import { checkedSection, missingNumbers, usePdsForm } from './pds-form-state';
import { formatValue, sortEntries } from './pds-format';
import type { DocumentsSubject } from './pds-documents-drawer';

type Entry = TPdsEntry;

/** The columns each table shows (a from–to pair as one column); the form has every field. */
const TABLE_COLUMNS: Partial<Record<TPdsSection, string[]>> = {
  educbackground: ['level', 'school_name', 'course', 'period_from', 'year_graduated'],
  eligibility: ['name', 'rating', 'exam_date', 'exam_place', 'license_number'],
  workexp: ['date_from', 'position_title', 'company_name', 'monthly_salary', 'appointment_status', 'government_service'],
  voluntarywork: ['organization', 'date_from', 'hours', 'position'],
  training: ['title', 'date_from', 'hours', 'ld_type', 'conducted_by'],
};

/** The column that shows a from–to pair, and its header. */
const RANGES: Record<string, { to: string; header: string }> = {
  date_from: { to: 'date_to', header: 'Inclusive dates' },
  period_from: { to: 'period_to', header: 'Period of attendance' },
};

/** Shorter headers where the form's label would widen the table past the screen. */
const SHORT_HEADERS: Record<string, string> = {
  course: 'Degree/course',
  year_graduated: 'Graduated',
  conducted_by: 'Conducted by',
  company_name: 'Office/company',
  appointment_status: 'Status',
  government_service: 'Gov’t service',
  exam_date: 'Date of exam',
  exam_place: 'Place of exam',
  license_number: 'License no.',
  hours: 'Hours',
  ld_type: 'Type',
};

/** What one entry is called on buttons and form titles. */
const ENTRY_NOUN: Record<TPdsSection, string> = {
  personal: 'personal information',
  family: 'family background',
  educbackground: 'school',
  eligibility: 'eligibility',
  workexp: 'work experience',
  voluntarywork: 'voluntary work',
  training: 'training',
  skills: 'skill or hobby',
  rewardrecog: 'recognition',
  orgassoc: 'membership',
  questions: 'answers',
  references: 'references',
  government_id: 'government ID',
};

const isAttachmentSection = (section: TPdsSection): section is TPdsAttachmentSection => (PDS_ATTACHMENT_SECTIONS as readonly string[]).includes(section);

/** "Work experience: Instructor I, …" — how an entry is named in dialogs. */
export function describeEntry(section: TPdsSection, entry: Record<string, unknown>): string {
  const def = PDS_SECTIONS[section];
  return 'describe' in def && def.describe ? def.describe(entry) : formatValue(Object.values(entry)[0]);
}

function cellOf(section: TPdsSection, field: string, entry: Entry): string {
  const range = RANGES[field];
  if (!range) return formatValue(entry[field], field);
  // An open-ended job or voluntary work is the present one.
  const end = entry[range.to] ?? (section === 'workexp' || section === 'voluntarywork' ? 'Present' : null);
  if (entry[field] == null && end == null) return '—';
  return `${formatValue(entry[field], field)} –\n${end === 'Present' ? end : formatValue(end, range.to)}`;
}

type EntryModalProps = { personnelId: number; section: TPdsSection; entry: Entry | null; opened: boolean; onClose: () => void };

function EntryFormModal({ personnelId, section, entry, opened, onClose }: EntryModalProps) {
  const save = useSaveEntry(personnelId, section);
  const form = usePdsForm(section, entry ?? emptyEntry(section), { warnOnLeave: opened });

  const submit = () => {
    const body = checkedSection(form, missingNumbers(form.values, REQUIRED_NUMBERS[section] ?? {}));
    form.saveChecked(save, body && { entryId: entry?.id, body }, onClose);
  };

  const noun = ENTRY_NOUN[section];
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={entry ? `Edit ${noun}` : `Add ${noun}`}
      onSubmit={submit}
      submitting={save.isPending}
      errors={form.errors}
      size="lg"
    >
      <EntryFields section={section} form={form} />
    </FormModal>
  );
}

type Props = {
  personnelId: number;
  section: TPdsSection;
  entries: Entry[];
  readOnly: boolean;
  onDocuments: (subject: DocumentsSubject) => void;
};

/** A list section of the PDS as a table: add and edit in a form, delete with a confirmation, documents per entry. */
export function PdsListSection({ personnelId, section, entries, readOnly, onDocuments }: Props) {
  const modal = useModalFor<Entry>();
  const remove = useDeleteEntry(personnelId, section);
  const confirm = useConfirm();
  const def = PDS_SECTIONS[section];
  const fields = TABLE_COLUMNS[section] ?? Object.keys(def.fields);

  const documentsButton = (entry: Entry) =>
    isAttachmentSection(section) ? (
      <Button
        size="compact-xs"
        mt={6}
        variant={entry.files_count > 0 ? 'light' : 'subtle'}
        leftSection={<IconPaperclip size={12} />}
        onClick={(event) => {
          event.stopPropagation();
          onDocuments({ section, entryId: entry.id, description: describeEntry(section, entry) });
        }}
      >
        Documents ({entry.files_count})
      </Button>
    ) : null;

  // The documents of an entry sit under its first column, so they stay in sight on narrow screens.
  const columns: Column<Entry>[] = fields.map((field, index) => ({
    key: field,
    header: RANGES[field]?.header ?? SHORT_HEADERS[field] ?? fieldLabel(section, field),
    render: (entry) => (
      <>
        <Text fz="sm" style={{ whiteSpace: RANGES[field] ? 'pre' : 'pre-line' }}>
          {cellOf(section, field, entry)}
        </Text>
        {index === 0 ? documentsButton(entry) : null}
      </>
    ),
  }));
  if (!readOnly) {
    columns.push({
      key: 'actions',
      header: '',
      width: 56,
      render: (entry) => (
        <RowActions
          subject={describeEntry(section, entry)}
          actions={[
            { label: 'Edit', icon: IconEdit, onClick: () => modal.open(entry) },
            {
              label: 'Delete',
              icon: IconTrash,
              danger: true,
              onClick: () =>
                confirm({
                  title: 'Delete this entry?',
                  message: `${describeEntry(section, entry)} will be removed from your PDS${isAttachmentSection(section) ? ', with its documents' : ''}.`,
                  confirmLabel: 'Delete',
                  danger: true,
                  onConfirm: () => remove.mutateAsync(entry.id).then((answer) => showSuccessToast(answer.message)),
                }),
            },
          ]}
        />
      ),
    });
  }

  return (
    <Stack gap="sm" data-testid={`pds-section-${section}`}>
      <Group justify="space-between" align="flex-end">
        <Title order={3} fz="md">
          {def.title}
        </Title>
        {readOnly ? null : (
          <Button size="sm" variant="light" leftSection={<IconPlus size={16} />} onClick={() => modal.open(null)}>
            Add {ENTRY_NOUN[section]}
          </Button>
        )}
      </Group>
      <DataTable
        label={def.title}
        columns={columns}
        rows={sortEntries(section, entries)}
        rowKey={(entry) => entry.id}
        loading={false}
        minWidth={fields.length > 2 ? 600 : 320}
        emptyTitle="Nothing entered yet"
        emptyDescription={readOnly ? undefined : 'Use Add to enter the first one.'}
        onRowClick={readOnly ? undefined : (entry) => modal.open(entry)}
      />
      <EntryFormModal key={modal.key} personnelId={personnelId} section={section} entry={modal.subject} opened={modal.opened} onClose={modal.close} />
    </Stack>
  );
}
