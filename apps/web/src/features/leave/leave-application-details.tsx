import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPaperclip, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { TLeaveDecision } from '@hris/contracts';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { openPdfFrom } from '../../lib/download';
import { ApprovalPanel } from '../approvals/approval-panel';
import { RequestStatusBadge } from '../approvals/request-status';
import { daysLabel, leaveAttachmentPath, leaveFormPath, useLeaveApplication, useRefreshLeave, type TLeaveApplication } from './leave.api';
import { LeaveDecisionFields, useDecidesLastStep } from './leave-decision-fields';
import { detailsLabel, periodLabel, workingDaysLabel } from './leave-format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** A PDF from the API in a new tab; the API client says why when it cannot. */
function PdfButton({ path, label, icon, variant = 'filled' }: { path: string; label: string; icon: ReactNode; variant?: 'filled' | 'default' }) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openPdfFrom(path);
    } catch {
      // shown by the API client's error toast
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button variant={variant} leftSection={icon} loading={opening} onClick={() => void open()}>
      {label}
    </Button>
  );
}

/** CS Form No. 6, 7.A: HR's certification of leave credits. */
function Certification({ certification }: { certification: NonNullable<TLeaveApplication['certification']> }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={700} fz="sm" mb="xs">
        Certification of leave credits as of {formatLongDate(certification.as_of)}
      </Text>
      <Table withTableBorder withColumnBorders maw={520} aria-label="Certification of leave credits">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">Vacation leave</Table.Th>
            <Table.Th ta="right">Sick leave</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(
            [
              ['Total earned', 'total_earned'],
              ['Less this application', 'less_this_application'],
              ['Balance', 'balance'],
            ] as const
          ).map(([label, key]) => (
            <Table.Tr key={key}>
              <Table.Td fw={key === 'balance' ? 700 : undefined}>{label}</Table.Td>
              <Table.Td ta="right">{daysLabel(certification.vl[key])}</Table.Td>
              <Table.Td ta="right">{daysLabel(certification.sl[key])}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The approval part: the approving official's days with and without pay at the last step, then the panel. */
function LeaveApproval({ application }: { application: TLeaveApplication }) {
  const refresh = useRefreshLeave();
  const decidesLastStep = useDecidesLastStep(application.approval_request_id);
  const [decision, setDecision] = useState<TLeaveDecision>({ days_with_pay: application.days_with_pay, days_without_pay: application.days_without_pay });
  return (
    <Stack gap="md">
      {decidesLastStep ? <LeaveDecisionFields value={decision} onChange={setDecision} workingDays={application.working_days} /> : null}
      <ApprovalPanel requestId={application.approval_request_id} onChanged={refresh} actDetails={decidesLastStep ? decision : undefined} />
    </Stack>
  );
}

type Props = { id: number; backTo: string; backLabel?: string };

/** One leave application: its CS Form No. 6 fields, the form as PDF, the attachment and its approval. */
export function LeaveApplicationDetails({ id, backTo, backLabel = 'Back to the list' }: Props) {
  const query = useLeaveApplication(id);
  const back = (
    <Anchor component={Link} to={backTo} fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {backLabel}
      </Group>
    </Anchor>
  );
  if (query.isPending) return <Skeleton h={360} />;
  if (!query.data) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          This leave application was not found, or it is not yours to see.
        </Alert>
      </Stack>
    );
  }
  const a = query.data;
  const details = detailsLabel(a.details);
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Group gap="xs">
            <RequestStatusBadge status={a.status} />
            <Text fz="xs" c="dimmed">
              Filed {formatDateTime(a.created_at)}
              {a.waiting_for ? ` · waiting for: ${a.waiting_for}` : ''}
            </Text>
          </Group>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {a.leave_type.name}
          </Title>
          <Text c="dimmed" fz="sm">
            {periodLabel(a)} · {a.leave_type.code === 'CTO' && a.hours ? `${a.hours} hours` : workingDaysLabel(a.working_days)}
          </Text>
        </Stack>
        <Group gap="sm">
          {a.attachment ? <PdfButton path={leaveAttachmentPath(a.id)} label="Attachment" variant="default" icon={<IconPaperclip size={16} />} /> : null}
          <PdfButton path={leaveFormPath(a.id)} label="CS Form No. 6" icon={<IconPrinter size={16} />} />
        </Group>
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
          <Fact label="Employee">
            {a.personnel.fullname}
            <Text fz="xs" c="dimmed">
              {[a.personnel.idno, a.personnel.department?.fullname].filter(Boolean).join(' · ')}
            </Text>
          </Fact>
          <Fact label="Details of leave">{details ?? '—'}</Fact>
          <Fact label="Inclusive dates">{a.dates.length > 0 && a.dates.length <= 10 ? a.dates.map((d) => formatLongDate(d)).join('\n') : periodLabel(a)}</Fact>
          <Fact label="Working days applied for">{a.leave_type.code === 'CTO' && a.hours ? `${a.hours} hours (${workingDaysLabel(a.working_days)})` : workingDaysLabel(a.working_days)}</Fact>
          <Fact label="Days with pay">{daysLabel(a.days_with_pay)}</Fact>
          <Fact label="Days without pay">{daysLabel(a.days_without_pay)}</Fact>
          <Fact label="Commutation">{a.commutation ? 'Requested' : 'Not requested'}</Fact>
          {a.emergency ? <Fact label="Emergency">Yes, filed less than a week ahead</Fact> : null}
          {a.filed_by ? <Fact label="Filed by">{a.filed_by.name}</Fact> : null}
          {a.attachment ? <Fact label="Attachment">{a.attachment.name}</Fact> : null}
        </SimpleGrid>
      </Paper>
      {a.certification ? <Certification certification={a.certification} /> : null}
      <Divider label="Approval" labelPosition="left" />
      <LeaveApproval key={`${a.id}-${a.updated_at}`} application={a} />
    </Stack>
  );
}

/** The detail page of a route `…/:id`, going back to `backTo` (the list it was opened from). */
export function leaveApplicationPage(backTo: string, backLabel?: string) {
  return function LeaveApplicationPage() {
    const { id } = useParams();
    const applicationId = Number(id);
    if (!Number.isInteger(applicationId) || applicationId <= 0) return <Alert color="gray">This leave application was not found.</Alert>;
    return <LeaveApplicationDetails key={applicationId} id={applicationId} backTo={backTo} backLabel={backLabel} />;
  };
}

export const MyLeaveApplicationPage = leaveApplicationPage('/account/leave-Application', 'Back to my applications');
export const DepartmentLeaveApplicationPage = leaveApplicationPage('/department/edats/Leave', "Back to the department's leave");
