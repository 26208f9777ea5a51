import { formatDays } from '../../lib/day-count';
import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useSignedInUser } from '../account/current-user';
import { useLeaveApplications, type TLeaveApplication, type TLeaveScope } from './leave.api';
import { LeaveApplicationsTable } from './leave-applications-table';

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={label}>
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz={20} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

const sum = (rows: TLeaveApplication[], pick: (a: TLeaveApplication) => number) => rows.reduce((total, a) => total + pick(a), 0);

type Props = { personnelId: number; typeId: number; label: string; scope: TLeaveScope; detailBase: string };

/** Every application of one kind of one person, with the totals of those approved. */
export function LeaveTypeSummary({ personnelId, typeId, label, scope, detailBase }: Props) {
  // The totals count every application, not one page of the table.
  const every = useLeaveApplications({ scope, personnel_id: personnelId, leave_type_id: typeId, page: 1, per_page: 999 });
  const rows = every.data?.leave_applications ?? [];
  const approved = rows.filter((a) => a.status === 'approved');
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <Total label="Applications" value={String(every.data?.meta.total ?? '…')} />
        <Total label="Pending" value={String(rows.filter((a) => a.status === 'pending').length)} />
        <Total label="Approved days" value={formatDays(sum(approved, (a) => a.working_days))} />
        <Total label="With pay" value={formatDays(sum(approved, (a) => a.days_with_pay))} />
        <Total label="Without pay" value={formatDays(sum(approved, (a) => a.days_without_pay))} />
      </SimpleGrid>
      <LeaveApplicationsTable
        scope={scope}
        detailBase={detailBase}
        label={`${label} applications`}
        fixed={{ personnel_id: personnelId, leave_type_id: typeId }}
      />
    </Stack>
  );
}

/** /account/leaves/:id/:type/:label/summary: one kind of leave of a person (mine, my staff's, or anyone's for HR). */
export function LeaveSummaryPage() {
  const params = useParams();
  const { user } = useSignedInUser();
  const personnelId = Number(params.id);
  const typeId = Number(params.type);
  const label = params.label ?? 'Leave';
  if (!Number.isInteger(personnelId) || personnelId <= 0 || !Number.isInteger(typeId) || typeId <= 0)
    return <Alert color="gray">This summary was not found.</Alert>;
  const mine = user.personnel?.id === personnelId;
  const scope: TLeaveScope = mine ? 'mine' : user.allowed_views.includes('EDATSADMIN') ? 'all' : 'department';
  const detailBase = mine ? '/account/leave-Application' : scope === 'all' ? '/edats/HR/leaves/submitted-leave' : '/department/edats/Leave';
  return (
    <Stack gap="lg">
      <PageHeader title={label} description="The applications of this kind of leave, and the days approved." />
      <LeaveTypeSummary personnelId={personnelId} typeId={typeId} label={label} scope={scope} detailBase={detailBase} />
    </Stack>
  );
}
