import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { LeaveApplicationsTable } from './leave-applications-table';
import { LeaveBalancesTable } from './leave-balances-table';
import { ForcedLeaveTable } from './forced-leave-table';

const TABS = ['applications', 'balances', 'forced-leave'] as const;
type TTab = (typeof TABS)[number];

/** /department/edats/Leave: the head's leave page: applications to recommend, the staff's balances, forced leave schedules. */
export function DepartmentLeavePage() {
  // The tab is in the address so that the way back from an application lands on the same tab.
  const [params, setParams] = useSearchParams();
  const tab: TTab = TABS.find((t) => t === params.get('tab')) ?? 'applications';
  return (
    <Stack gap="lg">
      <PageHeader title="Leave" description="Recommend your staff's leave applications, see their leave credits, and decide their forced leave schedules." />
      <Tabs value={tab} onChange={(value) => setParams(value && value !== 'applications' ? { tab: value } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="applications">Applications</Tabs.Tab>
          <Tabs.Tab value="balances">Balances</Tabs.Tab>
          <Tabs.Tab value="forced-leave">Forced leave</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applications" pt="md">
          <LeaveApplicationsTable
            scope="department"
            detailBase="/department/edats/Leave"
            label="Leave applications of the department"
            initialStatus="pending"
          />
        </Tabs.Panel>
        <Tabs.Panel value="balances" pt="md">
          <LeaveBalancesTable scope="department" role="head" />
        </Tabs.Panel>
        <Tabs.Panel value="forced-leave" pt="md">
          <ForcedLeaveTable scope="department" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
