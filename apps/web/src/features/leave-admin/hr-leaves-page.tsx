import { Stack, Tabs } from '@mantine/core';
import { IconInbox, IconScale } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { leaveApplicationPage } from '../leave/leave-application-details';
import { LeaveApplicationsTable } from '../leave/leave-applications-table';
import { BalanceSummaryTab } from './balance-summary-tab';

export const HR_LEAVES = '/edats/HR/leaves';
export const SUBMITTED_LEAVE = `${HR_LEAVES}/submitted-leave`;
export const BALANCE_SUMMARY = `${HR_LEAVES}/leavesBalanceSummary`;

/** /edats/HR/leaves/{submitted-leave|leavesBalanceSummary}: each tab has its own address (SPEC.md §2). */
export function HrLeavesPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = pathname.startsWith(BALANCE_SUMMARY) ? BALANCE_SUMMARY : SUBMITTED_LEAVE;
  return (
    <Stack gap="lg">
      <PageHeader title="Leave" description="Every leave application filed in the university, and everyone's leave credits." />
      <Tabs value={tab} onChange={(value) => value && void navigate(value)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value={SUBMITTED_LEAVE} leftSection={<IconInbox size={16} />}>
            Submitted leave
          </Tabs.Tab>
          <Tabs.Tab value={BALANCE_SUMMARY} leftSection={<IconScale size={16} />}>
            Balance summary
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={SUBMITTED_LEAVE} pt="md">
          <LeaveApplicationsTable
            scope="all"
            detailBase={SUBMITTED_LEAVE}
            label="Submitted leave"
            emptyDescription="Leave applications filed by employees, or by this office for them, appear here."
          />
        </Tabs.Panel>
        <Tabs.Panel value={BALANCE_SUMMARY} pt="md">
          <BalanceSummaryTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /edats/HR/leaves/submitted-leave/:id: one application, certified and approved by this office. */
export const HrLeaveApplicationPage = leaveApplicationPage(SUBMITTED_LEAVE, 'Back to submitted leave');
