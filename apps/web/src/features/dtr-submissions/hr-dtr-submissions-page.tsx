import { useState } from 'react';
import { Button, Group, Paper, Progress, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { PageHeader } from '../../app/layout/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import type { FieldErrors } from '../../lib/field-errors';
import { saveFileFrom } from '../../lib/download';
import { saveForm } from '../../lib/save-form';
import { showSuccessToast } from '../../lib/toasts';
import { manilaMonth, useCampuses } from '../attendance/attendance.api';
import { departmentForm48Path } from '../attendance/dtr.api';
import { monthLabel, recentMonths } from '../attendance/dtr-format';
import { DtrPrintButton } from '../attendance/dtr-print-button';
import { useReviewSubmission, useSubmissionsOfMonth, type TDepartmentSubmission, type TDtrSubmission, type TSubmissionCounts, type TSubmissionStatus } from './dtr-submissions.api';
import { useMonthParam } from './month-param';
import { reviewedLine, submittedLine, SubmissionStatusBadge } from './submission-status';

type TFilter = 'all' | TSubmissionStatus;
const FILTERS: { value: TFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'submitted', label: 'To receive' },
  { value: 'received', label: 'Received' },
  { value: 'returned', label: 'Returned' },
  { value: 'not_submitted', label: 'Not submitted' },
];

function ReturnModal({ row, month, opened, onClose }: { row: TDepartmentSubmission; month: string; opened: boolean; onClose: () => void }) {
  const review = useReviewSubmission(row.submission!.id);
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Return to the department"
      submitLabel="Return"
      submitting={review.isPending}
      errors={errors.action ? { form: errors.action } : errors}
      onSubmit={() => saveForm(review, { action: 'return', remarks: remarks.trim() }, { setErrors, done: onClose })}
    >
      <Text fz="sm">
        The DTRs of <b>{row.fullname}</b> for {monthLabel(month)} go back to the department to be corrected and submitted again. The clerk is told.
      </Text>
      <Textarea label="Remarks" description="What the department must correct." required autosize minRows={3} maxLength={500} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} error={errors.remarks} data-autofocus />
    </FormModal>
  );
}

function ReceiveButton({ submission }: { submission: TDtrSubmission }) {
  const review = useReviewSubmission(submission.id);
  return (
    <Button size="xs" loading={review.isPending} onClick={() => review.mutate({ action: 'receive' }, { onSuccess: (answer) => showSuccessToast(answer.message) })}>
      Receive
    </Button>
  );
}

function Counts({ counts, month }: { counts: TSubmissionCounts; month: string }) {
  const share = counts.departments ? (counts.submitted / counts.departments) * 100 : 0;
  const stat = (label: string, value: number, color?: string) => (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={20} fw={700} c={value ? color : 'dimmed'}>
        {value}
      </Text>
    </div>
  );
  return (
    <Paper withBorder p="md" role="region" aria-label="Submissions of the month">
      <Group justify="space-between" align="flex-end" gap="lg">
        <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Text fz={22} fw={700}>
            {counts.submitted} of {counts.departments} departments submitted
          </Text>
          <Text fz="sm" c="dimmed">
            DTRs of {monthLabel(month)}
          </Text>
          <Progress value={share} color="teal" size="sm" aria-hidden />
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          {stat('To receive', counts.submitted - counts.received, 'blue.7')}
          {stat('Received', counts.received, 'teal.7')}
          {stat('Returned', counts.returned, 'orange.7')}
          {stat('Not submitted', counts.not_submitted)}
        </SimpleGrid>
      </Group>
    </Paper>
  );
}

/** /edats/dtr-submission: every department's DTRs of a month, received or returned by the HR office. */
export function HrDtrSubmissionsPage() {
  const [month, setMonth] = useMonthParam();
  const [campusId, setCampusId] = useState<string | null>(null);
  const [filter, setFilter] = useState<TFilter>('all');
  const campuses = useCampuses();
  const answer = useSubmissionsOfMonth(month, campusId ? Number(campusId) : null);
  const returning = useModalFor<TDepartmentSubmission>();
  const rows = answer.data?.departments.filter((d) => filter === 'all' || d.status === filter);

  const columns: Column<TDepartmentSubmission>[] = [
    {
      key: 'department',
      header: 'Department',
      render: (row) => (
        <div>
          <Text fw={600} fz="sm">
            {row.fullname}
          </Text>
          <Text fz="xs" c="dimmed">
            {row.acronym} · {row.campus.name}
          </Text>
        </div>
      ),
    },
    { key: 'status', header: 'Status', width: 170, render: (row) => <SubmissionStatusBadge status={row.status} /> },
    {
      key: 'details',
      header: 'Details',
      render: ({ submission }) =>
        submission ? (
          <Stack gap={2}>
            <Text fz="xs">{submittedLine(submission)}</Text>
            {reviewedLine(submission) ? <Text fz="xs" c="dimmed">{reviewedLine(submission)}</Text> : null}
            {submission.remarks ? (
              <Text fz="xs" c={submission.status === 'returned' ? 'orange.8' : 'dimmed'}>
                Remarks: {submission.remarks}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text fz="xs" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      width: 260,
      render: (row) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {row.status === 'submitted' && row.submission ? (
            <>
              <ReceiveButton submission={row.submission} />
              <Button size="xs" variant="default" onClick={() => returning.open(row)}>
                Return
              </Button>
            </>
          ) : null}
          {/* Nothing to check before the department has submitted. */}
          {row.submission ? (
            <DtrPrintButton path={departmentForm48Path(row.id)} month={month} variant="subtle">
              Print
            </DtrPrintButton>
          ) : null}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title="DTR Submission" description="The departments' daily time records of a month: receive them, or return them to the department with remarks." />
      <Group align="flex-end" gap="sm">
        <Select label="Month" data={recentMonths(manilaMonth())} value={month} onChange={(value) => value && setMonth(value)} allowDeselect={false} w={{ base: '100%', sm: 200 }} />
        <Select
          label="Campus"
          placeholder="All campuses"
          data={(campuses.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={campusId}
          onChange={setCampusId}
          clearable
          w={{ base: '100%', sm: 260 }}
        />
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} />}
          onClick={() => void saveFileFrom('/api/dtr-submissions/export', `dtr-submissions-${month}.xlsx`, { month, campus_id: campusId }).catch(() => undefined)}
        >
          Export to Excel
        </Button>
      </Group>
      {answer.data ? <Counts counts={answer.data.counts} month={answer.data.month} /> : null}
      <SegmentedControl data={FILTERS} value={filter} onChange={(value) => setFilter(value as TFilter)} w="fit-content" aria-label="Show" />
      <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} loading={answer.isPending} emptyTitle="No departments to show" label={`DTR submissions of ${monthLabel(month)}`} minWidth={900} />
      {returning.subject ? <ReturnModal key={returning.key} row={returning.subject} month={month} opened={returning.opened} onClose={returning.close} /> : null}
    </Stack>
  );
}
