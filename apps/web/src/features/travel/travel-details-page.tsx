import { Alert, Paper, SimpleGrid } from '@mantine/core';
import { BackLink, EmployeeFact, Fact, FiledNote, PdfButton, RequestDetail, RequestHeading, useRequestId } from '../../components/request-pages/request-detail';
import { ApprovalSection } from '../approvals/approval-section';
import { clockTime } from '../attendance/attendance.api';
import { TRAVEL_DETAIL_BASE } from './travel-list-page';
import { openTravelOrder, useRefreshAfterDecision, useTravel, type TTravelScope } from './travel.api';

function TravelDetails({ id, scope }: { id: number; scope: TTravelScope }) {
  const travel = useTravel(id);
  const refresh = useRefreshAfterDecision();
  return (
    <RequestDetail
      query={travel}
      skeletonHeight={360}
      back={<BackLink to={TRAVEL_DETAIL_BASE[scope]}>Back to the list</BackLink>}
      notFound="This travel was not found, or it is not yours to see."
    >
      {(t) => (
        <>
          <RequestHeading
            status={t.status}
            note={<FiledNote at={t.created_at} waitingFor={t.waiting_for} />}
            title={t.destination}
            titleSize={{ order: 1, fz: { base: 22, sm: 26 } }}
            subtitle={
              <>
                {t.period} · {t.days === 1 ? '1 day' : `${t.days} days`}
              </>
            }
            actions={t.status === 'approved' ? <PdfButton open={() => openTravelOrder(t.id)}>Print travel order</PdfButton> : null}
          />
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <EmployeeFact name={t.personnel.fullname} details={[t.personnel.idno, t.personnel.department?.fullname]} preWrap />
              <Fact label="Hours" preWrap>
                {t.time_from && t.time_to ? `Departure ${clockTime(t.time_from)}, return ${clockTime(t.time_to)} each day` : 'Whole day'}
              </Fact>
              <Fact label="Destination" preWrap>
                {t.destination}
              </Fact>
              <Fact label="Purpose" preWrap>
                {t.purpose}
              </Fact>
            </SimpleGrid>
          </Paper>
          <ApprovalSection requestId={t.approval_request_id} onChanged={refresh} />
        </>
      )}
    </RequestDetail>
  );
}

function detailsPage(scope: TTravelScope) {
  return function TravelDetailsPage() {
    const travelId = useRequestId();
    if (travelId === null) return <Alert color="gray">This travel was not found.</Alert>;
    return <TravelDetails key={travelId} id={travelId} scope={scope} />;
  };
}

export const MyTravelPage = detailsPage('mine');
export const DepartmentTravelPage = detailsPage('department');
export const OfficeTravelPage = detailsPage('all');
