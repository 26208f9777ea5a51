import { useNavigate, useParams } from 'react-router';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { RequestDetailPage } from '../../components/request-pages/request-detail';
import { useSignedInUser } from '../account/current-user';
import { useScheduleRequest } from './schedules.api';
import { ScheduleRequestDetails } from './schedule-request-details';
import { ScheduleRequestsTable } from './schedule-requests-table';

function RequestPage({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const id = Number(useParams().id) || null;
  return (
    <RequestDetailPage back={{ to: backTo, label: backLabel }} title="Work schedule request" maw={900}>
      {id ? <ScheduleRequestDetails key={id} requestId={id} /> : null}
    </RequestDetailPage>
  );
}

/**
 * /account/work-schedules/:id: one of my requests, where it stands, and "Cancel request" while pending.
 * It is also where the approvers' "Open the request" leads: for them the way back is their approvals.
 */
export function MyScheduleRequestPage() {
  const me = useSignedInUser().user.personnel?.id;
  const request = useScheduleRequest(Number(useParams().id) || null);
  const someoneElses = request.data && request.data.personnel.id !== me;
  return someoneElses ? (
    <RequestPage backTo="/approvals" backLabel="Approvals" />
  ) : (
    <RequestPage backTo="/account/work-schedules" backLabel="My work schedule" />
  );
}

/** /department/edats/work-schedules/:id: a request from the department, with the head's decision. */
export function DepartmentScheduleRequestPage() {
  return <RequestPage backTo="/department/edats/work-schedules" backLabel="Department's schedule requests" />;
}

/** /department/edats/work-schedules: the department's schedule requests, the pending first shown. */
export function DepartmentScheduleRequestsPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Work schedule requests"
        description="Schedules your department's employees ask for. Recommend, return or disapprove each before it goes to the HR office."
      />
      <ScheduleRequestsTable
        scope="department"
        onOpen={(r) => void navigate(`/department/edats/work-schedules/${r.id}`)}
        emptyTitle="No schedule requests"
        emptyDescription="Requests from your department's employees show here."
      />
    </Stack>
  );
}
