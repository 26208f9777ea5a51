import { useState } from 'react';
import { Button, Group, Paper, Progress, SegmentedControl, Select, SimpleGrid, Stack, Text, useMatches } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { useCampuses } from '../attendance/attendance.api';
import { manilaMonth } from '../../lib/dates';
import { openDepartmentForm48 } from '../attendance/dtr.api';
import { monthLabel, recentMonths } from '../../lib/dates';
import { DtrPrintButton } from '../attendance/dtr-print-button';
import { exportSubmissions, useSubmissionsOfMonth, type TDepartmentSubmission, type TSubmissionCounts, type TSubmissionStatus } from './dtr-submissions.api';
import { useMonthParam } from './month-param';
import { SubmissionDrawer } from './submission-drawer';
import { reviewedLine, submittedLine, SubmissionStatusBadge } from './submission-status';
import { DownloadButton } from '../../components/busy-button';

type TFilter = 'all' | TSubmissionStatus;
const FILTERS: { value: TFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'received', label: 'Received' },
  { value: 'returned', label: 'Returned' },
  { value: 'not_submitted', label: 'Not submitted' },
];

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
          {stat('To receive', counts.to_receive, 'blue.7')}
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
  const [openedId, setOpenedId] = useState<number | null>(null);
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
    {
      key: 'status',
      header: 'Status',
      width: 190,
      render: (row) => (
        <Stack gap={2} align="flex-start">
          <SubmissionStatusBadge status={row.status} />
          {/* Whose turn it is: the head certifies first, HR receives last. */}
          {row.submission?.waiting_for ? (
            <Text fz="xs" c="dimmed">
              with {row.submission.waiting_for.who}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'details',
      header: 'Details',
      render: ({ submission }) =>
        submission ? (
          <Stack gap={2}>
            <Text fz="xs">{submittedLine(submission)}</Text>
            {reviewedLine(submission) ? (
              <Text fz="xs" c="dimmed">
                {reviewedLine(submission)}
              </Text>
            ) : null}
            {submission.status === 'returned' && submission.review_remarks ? (
              <Text fz="xs" c="orange.8">
                Returned because: {submission.review_remarks}
              </Text>
            ) : null}
            {submission.remarks ? (
              <Text fz="xs" c="dimmed">
                Clerk&apos;s remarks: {submission.remarks}
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
          {row.submission ? (
            <Button
              size="xs"
              variant={row.submission.waiting_for?.position === row.submission.waiting_for?.of && row.status === 'submitted' ? 'filled' : 'default'}
              onClick={() => setOpenedId(row.id)}
            >
              Open
            </Button>
          ) : null}
          {/* Nothing to check before the department has submitted. */}
          {row.submission ? (
            <DtrPrintButton open={() => openDepartmentForm48(row.id, month)} variant="subtle">
              Print
            </DtrPrintButton>
          ) : null}
        </Group>
      ),
    },
  ];

  const filterOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });

  return (
    <Stack gap="lg">
      <PageHeader
        title="DTR Submission"
        description="The departments' daily time records of a month: once the head has certified them, receive them, or return them to the department with remarks."
      />
      <Group align="flex-end" gap="sm">
        <Select
          label="Month"
          data={recentMonths(manilaMonth())}
          value={month}
          onChange={(value) => value && setMonth(value)}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
        <Select
          label="Campus"
          placeholder="All campuses"
          data={(campuses.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={campusId}
          onChange={setCampusId}
          clearable
          w={{ base: '100%', sm: 260 }}
        />
        <DownloadButton save={() => exportSubmissions(month, campusId ? Number(campusId) : null)}>Export to Excel</DownloadButton>
      </Group>
      {answer.data ? <Counts counts={answer.data.counts} month={answer.data.month} /> : null}
      {/* Five choices do not fit side by side on a 390 px phone: there they are stacked. */}
      <SegmentedControl
        data={FILTERS}
        value={filter}
        onChange={(value) => setFilter(value)}
        orientation={filterOrientation}
        w={{ base: '100%', sm: 'fit-content' }}
        aria-label="Show"
      />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={answer.isPending}
        emptyTitle="No departments to show"
        label={`DTR submissions of ${monthLabel(month)}`}
        minWidth={900}
      />
      <SubmissionDrawer row={answer.data?.departments.find((d) => d.id === openedId) ?? null} month={month} onClose={() => setOpenedId(null)} />
    </Stack>
  );
}
