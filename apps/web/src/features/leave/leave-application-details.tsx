import { formatDays } from '../../lib/day-count';
import { useState } from 'react';
import { Alert, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { TLeaveDecision } from '@hris/contracts';
import { BackLink, EmployeeFact, Fact, FiledNote, PdfButton, RequestDetail, RequestHeading, useRequestId } from '../../components/request-pages/request-detail';
import { ApprovalSection } from '../approvals/approval-section';
import { formatLongDate } from '../../lib/dates';
import { ApprovalPanel } from '../approvals/approval-panel';
import { LeaveCertificationTable } from '../approvals/request-summary';
import { openLeaveAttachment, openLeaveForm, useLeaveApplication, useRefreshLeave, type TLeaveApplication } from './leave.api';
import { LeaveDecisionFields, useDecidesLastStep } from './leave-decision-fields';
import { detailsLabel, periodLabel } from './leave-format';

/** The approval part: the approving official's days with and without pay at the last step, then the panel. */
function LeaveApproval({ application }: { application: TLeaveApplication }) {
  const refresh = useRefreshLeave();
  const decidesLastStep = useDecidesLastStep(application.approval_request_id);
  const [decision, setDecision] = useState<TLeaveDecision>({ days_with_pay: application.days_with_pay, days_without_pay: application.days_without_pay });
  return (
    <ApprovalSection requestId={application.approval_request_id} onChanged={refresh}>
      <Stack gap="md">
        {decidesLastStep ? <LeaveDecisionFields value={decision} onChange={setDecision} workingDays={application.working_days} /> : null}
        <ApprovalPanel requestId={application.approval_request_id} onChanged={refresh} actDetails={decidesLastStep ? decision : undefined} />
      </Stack>
    </ApprovalSection>
  );
}

type Props = { id: number; backTo: string; backLabel?: string };

/** One leave application: its CS Form No. 6 fields, the form as PDF, the attachment and its approval. */
export function LeaveApplicationDetails({ id, backTo, backLabel = 'Back to the list' }: Props) {
  const query = useLeaveApplication(id);
  return (
    <RequestDetail
      query={query}
      skeletonHeight={360}
      back={<BackLink to={backTo}>{backLabel}</BackLink>}
      notFound="This leave application was not found, or it is not yours to see."
    >
      {(a) => <LeaveApplicationFacts application={a} />}
    </RequestDetail>
  );
}

function LeaveApplicationFacts({ application: a }: { application: TLeaveApplication }) {
  const details = detailsLabel(a.details);
  return (
    <>
      <RequestHeading
        status={a.status}
        note={<FiledNote at={a.created_at} waitingFor={a.waiting_for} />}
        title={a.leave_type.name}
        titleSize={{ order: 1, fz: { base: 22, sm: 26 } }}
        subtitle={
          <>
            {periodLabel(a)} · {a.leave_type.code === 'CTO' && a.hours ? `${a.hours} hours` : formatDays(a.working_days)}
          </>
        }
        actions={
          <Group gap="sm">
            {a.attachment ? (
              <PdfButton open={() => openLeaveAttachment(a.id)} variant="default" icon={<IconPaperclip size={16} />}>
                Attachment
              </PdfButton>
            ) : null}
            <PdfButton open={() => openLeaveForm(a.id)}>CS Form No. 6</PdfButton>
          </Group>
        }
      />
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
          <EmployeeFact name={a.personnel.fullname} details={[a.personnel.idno, a.personnel.department?.fullname]} preWrap />
          <Fact label="Details of leave" preWrap>
            {details ?? '—'}
          </Fact>
          <Fact label="Inclusive dates" preWrap>
            {a.dates.length > 0 && a.dates.length <= 10 ? a.dates.map((d) => formatLongDate(d)).join('\n') : periodLabel(a)}
          </Fact>
          <Fact label="Working days applied for" preWrap>
            {a.leave_type.code === 'CTO' && a.hours ? `${a.hours} hours (${formatDays(a.working_days)})` : formatDays(a.working_days)}
          </Fact>
          <Fact label="Days with pay" preWrap>
            {formatDays(a.days_with_pay)}
          </Fact>
          <Fact label="Days without pay" preWrap>
            {formatDays(a.days_without_pay)}
          </Fact>
          <Fact label="Commutation" preWrap>
            {a.commutation ? 'Requested' : 'Not requested'}
          </Fact>
          {a.emergency ? (
            <Fact label="Emergency" preWrap>
              Yes, filed less than a week ahead
            </Fact>
          ) : null}
          {a.filed_by ? (
            <Fact label="Filed by" preWrap>
              {a.filed_by.name}
            </Fact>
          ) : null}
          {a.attachment ? (
            <Fact label="Attachment" preWrap>
              {a.attachment.name}
            </Fact>
          ) : null}
        </SimpleGrid>
      </Paper>
      {a.certification ? <LeaveCertificationTable certification={a.certification} /> : null}
      <LeaveApproval key={`${a.id}-${a.updated_at}`} application={a} />
    </>
  );
}

/** The detail page of a route `…/:id`, going back to `backTo` (the list it was opened from). */
export function leaveApplicationPage(backTo: string, backLabel?: string) {
  return function LeaveApplicationPage() {
    const applicationId = useRequestId();
    if (applicationId === null) return <Alert color="gray">This leave application was not found.</Alert>;
    return <LeaveApplicationDetails key={applicationId} id={applicationId} backTo={backTo} backLabel={backLabel} />;
  };
}

export const MyLeaveApplicationPage = leaveApplicationPage('/account/leave-Application', 'Back to my applications');
export const DepartmentLeaveApplicationPage = leaveApplicationPage('/department/edats/Leave', "Back to the department's leave");
