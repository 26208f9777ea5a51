import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { PdfButton } from '../../components/busy-button';
import { EmployeeFact, Fact, RequestDetail, RequestHeading } from '../../components/request-pages/request-detail';
import { ApprovalSection } from '../approvals/approval-section';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { useSignedInUser } from '../account/current-user';
import { clockTime } from '../attendance/attendance.api';
import { manilaToday } from '../../lib/dates';
import { hoursLabel, KIND_LABELS, openOvertimeForm, useOvertimeRequest, useRecomputeOvertime, useRefreshOvertime, type TOvertimeRequest } from './overtime.api';

/** What the overtime earned: served time from the punches and the COC credited, or why not yet. */
function Earned({ request }: { request: TOvertimeRequest }) {
  if (request.kind === 'makeup') return <Fact label="Credits">Make-up classes replace a class missed and earn no COC.</Fact>;
  if (request.served_minutes == null) {
    return (
      <Fact label="Served and credited">
        <Text fz="sm" c="dimmed">
          {request.status === 'approved'
            ? 'Worked out from your time logs once the day has passed.'
            : 'Worked out from the time logs once the request is approved and the day has passed.'}
        </Text>
      </Fact>
    );
  }
  return (
    <>
      <Fact label="Time served">{hoursLabel(request.served_hours)}</Fact>
      <Fact label="COC credited">
        {hoursLabel(request.credit?.hours ?? 0)}
        {request.credit?.expires_on ? (
          <Text fz="xs" c="dimmed">
            Valid until {formatLongDate(request.credit.expires_on)}
          </Text>
        ) : null}
        {request.credit?.remarks ? (
          <Text fz="xs" c="orange.8">
            {request.credit.remarks}
          </Text>
        ) : null}
      </Fact>
    </>
  );
}

/** One overtime or make-up class: when, what, what it earned, and the approval trail with its decisions. */
export function OvertimeDetails({ id }: { id: number }) {
  const request = useOvertimeRequest(id);
  return (
    <RequestDetail query={request} skeletonHeight={320} notFound="This request was not found, or it is not yours to see.">
      {(r) => <OvertimeFacts request={r} />}
    </RequestDetail>
  );
}

function OvertimeFacts({ request: r }: { request: TOvertimeRequest }) {
  const refresh = useRefreshOvertime();
  const recompute = useRecomputeOvertime();
  const isOffice = useSignedInUser().user.allowed_views.includes('EDATSADMIN');
  // The served time is worked out once the day has passed (at approval, or by the hourly job); HR may redo it after late punches.
  const canRecompute = isOffice && r.kind === 'overtime' && r.status === 'approved' && r.date < manilaToday();
  return (
    <>
      <RequestHeading
        status={r.status}
        note={
          <>
            {KIND_LABELS[r.kind]} · submitted {formatDateTime(r.created_at)}
          </>
        }
        title={
          <>
            {formatLongDate(r.date)}, {clockTime(r.start_time)} – {clockTime(r.end_time)}
          </>
        }
        titleSize={{ order: 3, fz: 'lg' }}
        actions={
          <Group gap="xs">
            {canRecompute ? (
              <Button
                variant="light"
                leftSection={<IconCalculator size={16} />}
                loading={recompute.isPending}
                onClick={() => recompute.mutate(r.id, { onSuccess: (answer) => showSuccessToast(answer.message) })}
              >
                {r.served_computed_at ? 'Recompute served time' : 'Compute served time'}
              </Button>
            ) : null}
            <PdfButton open={() => openOvertimeForm(r.id)}>Print authorization</PdfButton>
          </Group>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <EmployeeFact name={r.personnel.fullname} details={[r.personnel.department]} />
        {r.kind === 'makeup' && r.details ? (
          <Fact label="Class">
            {r.details.subject} · {r.details.section}
            {r.details.room ? ` · Room ${r.details.room}` : ''}
            {r.details.date_missed ? (
              <Text fz="xs" c="dimmed">
                Missed on {formatLongDate(r.details.date_missed)}
              </Text>
            ) : null}
          </Fact>
        ) : null}
        <Fact label={r.kind === 'makeup' ? 'Reason' : 'Work planned'}>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {r.purpose}
          </Text>
        </Fact>
        <Earned request={r} />
      </SimpleGrid>
      <ApprovalSection requestId={r.approval_request_id} onChanged={() => void refresh()} />
    </>
  );
}
