import { Paper, SimpleGrid, Text } from '@mantine/core';
import { EmployeeFact, Fact, RequestDetail, RequestHeading } from '../../components/request-pages/request-detail';
import { ApprovalSection } from '../approvals/approval-section';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { KindBadge, ScheduleWeek } from './schedule-week';
import { useRefreshSchedules, useScheduleRequest } from './schedules.api';

/**
 * One schedule request: who asked, for which schedule from when and why, the schedule's week,
 * and the approval trail with the decision of whoever it waits for (or the requester's cancel).
 */
export function ScheduleRequestDetails({ requestId }: { requestId: number }) {
  const request = useScheduleRequest(requestId);
  const refresh = useRefreshSchedules();
  return (
    <RequestDetail query={request} skeletonHeight={320} notFound="This request was not found, or it is not yours to see.">
      {(r) => (
        <>
          <RequestHeading
            status={r.status}
            note={<>Submitted {formatDateTime(r.created_at)}</>}
            title={r.schedule_name ?? 'A schedule since deleted'}
            titleSize={{ order: 3, fz: 'lg' }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <EmployeeFact name={r.personnel.fullname} details={[r.personnel.department]} />
            <Fact label="Effective from">{formatLongDate(r.effective_from)}</Fact>
            <Fact label="Kind">{r.schedule_kind ? <KindBadge kind={r.schedule_kind} /> : '—'}</Fact>
            <Fact label="Reason">
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {r.reason}
              </Text>
            </Fact>
          </SimpleGrid>
          {r.definition ? (
            <Paper withBorder radius="md" p="md">
              <ScheduleWeek definition={r.definition} />
            </Paper>
          ) : null}
          <ApprovalSection requestId={r.approval_request_id} onChanged={refresh} />
        </>
      )}
    </RequestDetail>
  );
}
