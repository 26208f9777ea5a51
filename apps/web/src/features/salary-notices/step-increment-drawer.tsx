import { useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  List,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCalendarCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { PERFORMANCE_ADJECTIVES, ZDisciplinaryNoticeBody, ZPerformanceRatingBody } from '@hris/contracts';
import { useConfirm } from '../../components/confirm-dialog';
import { formatLongDate } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { delayLabel } from './salary-notices-format';
import {
  useAddDisciplinaryNotice,
  useAddRating,
  useDeleteDisciplinaryNotice,
  useDeleteRating,
  useStepIncrement,
  type TDisciplinaryNotice,
  type TPerformanceRating,
  type TStepIncrementRecord,
} from './salary-notices.api';

export type TDrawerPerson = { id: number; fullname: string };

const ADJECTIVE_COLORS: Record<(typeof PERFORMANCE_ADJECTIVES)[number], string> = {
  Outstanding: 'teal',
  'Very Satisfactory': 'teal',
  Satisfactory: 'blue',
  Unsatisfactory: 'orange',
  Poor: 'red',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Where the next step stands: the step paid, since when service counts, the date due and why it moved. */
function DueSummary({ record }: { record: TStepIncrementRecord }) {
  const delay = delayLabel(record.delayed_by_days);
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Fact label="Step paid">Step {record.salary_step}</Fact>
          <Fact label="Service counts from">{record.counts_from ? formatLongDate(record.counts_from) : 'No start date'}</Fact>
          <Fact label="Next step due">
            {record.due_date ? (
              <Group gap={6}>
                <IconCalendarCheck size={16} />
                <b>{formatLongDate(record.due_date)}</b>
              </Group>
            ) : record.salary_step >= 8 ? (
              'None: step 8 is the last'
            ) : (
              'Not computed'
            )}
          </Fact>
        </SimpleGrid>
        {delay || record.reasons.length > 0 ? (
          <Alert color={delay ? 'orange' : 'blue'} variant="light" icon={<IconAlertTriangle size={18} />} title={delay ?? 'Notes'} p="sm">
            {record.reasons.length > 0 ? (
              <List size="sm" spacing={2}>
                {record.reasons.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List>
            ) : (
              'No reason was recorded.'
            )}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

function RatingForm({ personnelId, onSaved }: { personnelId: number; onSaved: () => void }) {
  const add = useAddRating(personnelId);
  const form = useContractForm(ZPerformanceRatingBody, {
    initialValues: { period_from: '', period_to: '', adjective: null as string | null, remarks: '' },
    toInput: (v) => ({ ...v, adjective: v.adjective ?? undefined, remarks: v.remarks.trim() || undefined }),
  });
  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p="sm"
      bg="gray.0"
      onSubmit={form.onSubmit(() => form.save(add, onSaved))}
      noValidate
      aria-label="Add a rating"
    >
      <Stack gap="xs">
        <Text fz="sm" fw={600}>
          Add a rating
        </Text>
        {form.errors.form ? (
          <Text fz="sm" c="red" role="alert">
            {form.errors.form}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <TextInput type="date" label="Period from" size="xs" required {...form.getInputProps('period_from')} />
          <TextInput type="date" label="Period to" size="xs" required {...form.getInputProps('period_to')} />
          <Select label="Rating" size="xs" placeholder="Choose" data={PERFORMANCE_ADJECTIVES} required {...form.getInputProps('adjective')} />
        </SimpleGrid>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput label="Remarks" size="xs" maxLength={500} style={{ flex: 1 }} {...form.getInputProps('remarks')} />
          <Button type="submit" size="xs" leftSection={<IconPlus size={14} />} loading={add.isPending}>
            Add rating
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function NoticeForm({ personnelId, onSaved }: { personnelId: number; onSaved: () => void }) {
  const add = useAddDisciplinaryNotice(personnelId);
  const form = useContractForm(ZDisciplinaryNoticeBody, {
    initialValues: { notice_date: '', until: '', description: '' },
    toInput: (v) => ({ ...v, until: v.until || null }),
  });
  return (
    <Paper
      component="form"
      withBorder
      radius="md"
      p="sm"
      bg="gray.0"
      onSubmit={form.onSubmit(() => form.save(add, onSaved))}
      noValidate
      aria-label="Add a notice"
    >
      <Stack gap="xs">
        <Text fz="sm" fw={600}>
          Add a disciplinary notice
        </Text>
        {form.errors.form ? (
          <Text fz="sm" c="red" role="alert">
            {form.errors.form}
          </Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput type="date" label="Date of the notice" size="xs" required {...form.getInputProps('notice_date')} />
          <TextInput type="date" label="In effect until (if it ends)" size="xs" {...form.getInputProps('until')} />
        </SimpleGrid>
        <Textarea label="Description" size="xs" autosize minRows={2} maxLength={500} required {...form.getInputProps('description')} />
        <Group justify="flex-end">
          <Button type="submit" size="xs" leftSection={<IconPlus size={14} />} loading={add.isPending}>
            Add notice
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function EntryRow({ children, onDelete, subject }: { children: ReactNode; onDelete: () => void; subject: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" py={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        {children}
      </Stack>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${subject}`} onClick={onDelete}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

function Ratings({ personnelId, ratings }: { personnelId: number; ratings: TPerformanceRating[] }) {
  const remove = useDeleteRating(personnelId);
  const confirm = useConfirm();
  // A new form (empty, nothing unsaved) after each rating added.
  const [formKey, setFormKey] = useState(0);
  const period = (r: TPerformanceRating) => `${formatLongDate(r.period_from)} – ${formatLongDate(r.period_to)}`;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Performance ratings
      </Title>
      {ratings.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No rating recorded.
        </Text>
      ) : (
        <div>
          {ratings.map((r) => (
            <EntryRow
              key={r.id}
              subject={`the rating of ${period(r)}`}
              onDelete={() =>
                confirm({
                  title: 'Delete the rating',
                  message: `Delete the ${r.adjective} rating of ${period(r)}? The due date is computed again without it.`,
                  confirmLabel: 'Delete',
                  danger: true,
                  onConfirm: async () => showSuccessToast((await remove.mutateAsync(r.id)).message),
                })
              }
            >
              <Group gap="xs">
                <Text fz="sm">{period(r)}</Text>
                <Badge size="sm" variant="light" radius="sm" color={ADJECTIVE_COLORS[r.adjective]}>
                  {r.adjective}
                </Badge>
              </Group>
              {r.remarks ? (
                <Text fz="xs" c="dimmed">
                  {r.remarks}
                </Text>
              ) : null}
            </EntryRow>
          ))}
        </div>
      )}
      <RatingForm key={formKey} personnelId={personnelId} onSaved={() => setFormKey((k) => k + 1)} />
    </Stack>
  );
}

function DisciplinaryNotices({ personnelId, notices }: { personnelId: number; notices: TDisciplinaryNotice[] }) {
  const remove = useDeleteDisciplinaryNotice(personnelId);
  const confirm = useConfirm();
  const [formKey, setFormKey] = useState(0);
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        Disciplinary notices
      </Title>
      {notices.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No disciplinary notice recorded.
        </Text>
      ) : (
        <div>
          {notices.map((n) => (
            <EntryRow
              key={n.id}
              subject={`the notice of ${formatLongDate(n.notice_date)}`}
              onDelete={() =>
                confirm({
                  title: 'Delete the disciplinary notice',
                  message: `Delete the notice of ${formatLongDate(n.notice_date)}? The due date is computed again without it.`,
                  confirmLabel: 'Delete',
                  danger: true,
                  onConfirm: async () => showSuccessToast((await remove.mutateAsync(n.id)).message),
                })
              }
            >
              <Text fz="sm">
                {formatLongDate(n.notice_date)}
                <Text span fz="xs" c="dimmed">
                  {n.until ? ` · in effect until ${formatLongDate(n.until)}` : ' · no end date'}
                </Text>
              </Text>
              <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {n.description}
              </Text>
            </EntryRow>
          ))}
        </div>
      )}
      <NoticeForm key={formKey} personnelId={personnelId} onSaved={() => setFormKey((k) => k + 1)} />
    </Stack>
  );
}

/**
 * The step-increment record of one person: the due date and why it moved, and the inputs HR records by hand until
 * the SPMS and discipline modules exist (ratings, disciplinary notices). Each change answers the record computed again.
 */
export function StepIncrementDrawer({ person, onClose }: { person: TDrawerPerson | null; onClose: () => void }) {
  const record = useStepIncrement(person?.id ?? null);
  return (
    <Drawer
      opened={person !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={person ? `Step-increment record of ${person.fullname}` : 'Step-increment record'}
    >
      {person === null ? null : record.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          The record could not be read. Close the drawer and try again.
        </Alert>
      ) : record.isPending || !record.data ? (
        <Skeleton h={320} />
      ) : (
        <Stack gap="lg">
          <DueSummary record={record.data} />
          <Ratings personnelId={person.id} ratings={record.data.ratings} />
          <Divider />
          <DisciplinaryNotices personnelId={person.id} notices={record.data.disciplinary_notices} />
          <Text fz="xs" c="dimmed">
            Ratings and notices are recorded here by hand until the performance (SPMS) and discipline modules keep them. An Unsatisfactory or Poor rating, or a
            penalty in effect, moves the due date.
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}
