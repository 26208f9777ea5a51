import { PersonCell } from '../../components/person-cell';
import { useSearchParams } from 'react-router';
import { Badge, Group, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconArrowBackUp } from '@tabler/icons-react';
import type { TPdsSection, TPdsSubmissionStatus } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { SearchField } from '../../components/search-field';
import { formatDateTime, formatRelative } from '../../lib/dates';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { usePdsSubmissions, type TPdsSubmission } from './pds.api';
import { isPartChanged, PDS_PARTS, sectionTitles } from './pds-format';
import { PdsSubmissionDrawer } from './pds-submission-drawer';

const changedParts = (sections: readonly TPdsSection[]) => PDS_PARTS.filter((part) => isPartChanged(part, sections));

const TABS: { value: TPdsSubmissionStatus; label: string; icon: typeof IconClockHour4 }[] = [
  { value: 'submitted', label: 'Submitted', icon: IconClockHour4 },
  { value: 'verified', label: 'Verified', icon: IconCircleCheck },
  { value: 'returned', label: 'Returned', icon: IconArrowBackUp },
];

const isStatus = (value: string | null): value is TPdsSubmissionStatus => TABS.some((tab) => tab.value === value);

function columnsFor(status: TPdsSubmissionStatus): Column<TPdsSubmission>[] {
  return [
    {
      key: 'employee',
      header: 'Employee',
      render: (s) => <PersonCell name={s.personnel.fullname} details={[s.personnel.idno ?? 'auto generated']} />,
    },
    {
      key: 'department',
      header: 'Department',
      render: (s) => (
        <Text fz="sm" title={s.personnel.department?.fullname}>
          {[s.personnel.department?.acronym, s.personnel.campus?.acronym].filter(Boolean).join(' · ') || '—'}
        </Text>
      ),
    },
    {
      key: 'sections',
      header: 'Sections changed',
      render: (s) => (
        <Group gap={4}>
          {changedParts(s.changed_sections).map((part) => (
            <Tooltip key={part.part} label={sectionTitles(part.sections.filter((section) => s.changed_sections.includes(section))).join('; ')}>
              <Badge size="sm" variant="light" color="gray" radius="sm" tt="none">
                {part.part}. {part.title}
              </Badge>
            </Tooltip>
          ))}
        </Group>
      ),
    },
    {
      key: 'submitted',
      header: 'Submitted',
      width: 150,
      render: (s) => (
        <Text fz="sm" title={formatDateTime(s.submitted_at)}>
          {formatRelative(s.submitted_at)}
        </Text>
      ),
    },
    ...(status === 'submitted'
      ? []
      : [
          {
            key: 'decided',
            header: status === 'verified' ? 'Verified' : 'Returned',
            width: 150,
            render: (s: TPdsSubmission) => <Text fz="sm">{s.decided_at ? formatDateTime(s.decided_at) : '—'}</Text>,
          },
        ]),
  ];
}

/** /pds/checking: the PDS submissions HR verifies or returns; ?id=N opens one. */
export function PdsCheckingPage() {
  const [params, setParams] = useSearchParams();
  const status: TPdsSubmissionStatus = isStatus(params.get('status')) ? (params.get('status') as TPdsSubmissionStatus) : 'submitted';
  const openId = Number(params.get('id')) || null;
  const list = useListState({});
  const submissions = usePdsSubmissions({ status, term: list.term, page: list.page, per_page: TABLE_PAGE_SIZE });

  const setQuery = (patch: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <PageHeader title="PDS checking" description="Personal data sheets employees sent for verification: what changed since HR last verified them." />
      <Tabs value={status} onChange={(value) => setQuery({ status: value === 'submitted' ? null : value })}>
        <Tabs.List>
          {TABS.map((tab) => {
            const TabIcon = tab.icon;
            return (
              <Tabs.Tab key={tab.value} value={tab.value} leftSection={<TabIcon size={16} />}>
                {tab.label}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      </Tabs>
      <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search by name or employee no." maw={420} />
      <DataTable
        label="PDS submissions"
        columns={columnsFor(status)}
        rows={submissions.data?.submissions}
        rowKey={(s) => s.id}
        loading={submissions.isPending}
        meta={submissions.data?.meta}
        onPageChange={list.setPage}
        onRowClick={(s) => setQuery({ id: String(s.id) })}
        minWidth={820}
        emptyTitle={status === 'submitted' ? 'No PDS waits for checking' : `No ${status} PDS`}
        emptyDescription={status === 'submitted' ? 'Employees’ submissions appear here when they send their PDS for verification.' : undefined}
      />
      <PdsSubmissionDrawer submissionId={openId} listed={submissions.data?.submissions.find((s) => s.id === openId)} onClose={() => setQuery({ id: null })} />
    </Stack>
  );
}
