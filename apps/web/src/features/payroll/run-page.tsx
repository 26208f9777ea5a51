import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, List, Modal, Paper, SimpleGrid, Skeleton, Stack, Stepper, Tabs, Text, Title, useMatches } from '@mantine/core';
import { IconAlertTriangle, IconCalculator, IconCash, IconFileTypePdf, IconInfoCircle, IconSend, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { BackLink, RequestNotFound, useRequestId } from '../../components/request-pages/request-detail';
import { ApiError, failureMessages } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { formatAmount } from '../../lib/money';
import { showSuccessToast } from '../../lib/toasts';
import { RequestTimeline } from '../approvals/approval-panel';
import { useApprovalRequest } from '../approvals/approvals.api';
import { monthLabel } from '../../lib/dates';
import { AdjustmentsTab } from './adjustments-tab';
import { DifferencesTab } from './differences-tab';
import { runActions, runProgress, runScopeLabel } from './payroll-format';
import { RunStatusBadge } from './payroll-parts';
import { FileJobButton } from '../../components/file-job';
import { JobProgress } from '../../components/job-progress';
import {
  useComputeRun,
  useRefreshRuns,
  usePrintPayslips,
  useRunComputeJob,
  useRunPayslipsJob,
  useDeleteRun,
  useMarkRunPaid,
  usePayrollLive,
  usePayrollRun,
  useSubmitRun,
  type TPayrollRun,
} from './payroll.api';
import { MissingDtrOffices } from './missing-dtr';
import { RegisterTab } from './register-tab';
import { RunFilesMenu } from './run-files-menu';

const people = (n: number) => `${n.toLocaleString('en-PH')} ${n === 1 ? 'person' : 'people'}`;

function Total({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Text>
    </Paper>
  );
}

/**
 * Computing asks first. When DTRs of the month are missing (as the run last saw them, or as the API answers now) it
 * lists the offices and asks to compute anyway; the other refusals stay here. Once started, the compute is a job whose
 * bar the page shows (the people who cannot be paid are its error).
 */
function ComputeModal({ run, opened, onClose }: { run: TPayrollRun; opened: boolean; onClose: () => void }) {
  const compute = useComputeRun(run.id);
  const [missingNow, setMissingNow] = useState<string[] | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const { computeLabel } = runActions(run.status);
  const askAnyway = run.missing_dtr.length > 0 || missingNow !== null;

  const go = () => {
    setRefusal([]);
    compute.mutate(askAnyway ? { confirm_missing_dtr: true } : {}, {
      onSuccess: (answer) => {
        showSuccessToast(answer.message);
        onClose();
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 422) return; // the API client said why
        const fields = error.fieldErrors ?? {};
        if (fields.confirm_missing_dtr && !askAnyway) {
          setMissingNow(fields.confirm_missing_dtr);
          return;
        }
        setRefusal(failureMessages(error.status, error.body));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={compute.isPending ? () => undefined : onClose} title={`${computeLabel} the payroll`} size="lg" centered>
      <Stack gap="md">
        <Text fz="sm">
          Each person’s pay of {monthLabel(run.month)} is computed from the plantilla, the DTRs and the leave cards, with the deductions HR keeps and this run’s
          adjustments.
          {run.computed_at ? ` The figures computed ${formatDateTime(run.computed_at)} are replaced.` : ''}
        </Text>
        {run.missing_dtr.length > 0 ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="DTRs not submitted">
            <MissingDtrOffices run={run} label={`Offices with DTRs of ${monthLabel(run.month)} missing`} />
          </Alert>
        ) : null}
        {missingNow ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="DTRs not submitted">
            {missingNow.map((message) => (
              <Text key={message} fz="sm">
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}
        {askAnyway ? (
          <Text fz="sm" fw={600}>
            Compute anyway, with the attendance recorded so far?
          </Text>
        ) : null}
        {refusal.length > 0 ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {refusal.map((message) => (
              <Text key={message} fz="sm">
                {message}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={compute.isPending}>
            Cancel
          </Button>
          <Button leftSection={<IconCalculator size={16} />} loading={compute.isPending} onClick={go} color={askAnyway ? 'orange' : undefined}>
            {askAnyway ? `${computeLabel} anyway` : computeLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Prepared → computed → sent for approval → approved → paid, with when; and the chain's own trail once sent. */
function Progress({ run }: { run: TPayrollRun }) {
  const progress = runProgress(run);
  // Five steps side by side do not fit a phone: there they are stacked.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  const request = useApprovalRequest(run.approval_request_id, run.approval_request_id !== null);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Stepper active={run.status === 'paid' ? progress.steps.length : progress.active + 1} size="sm" orientation={orientation} allowNextStepsSelect={false}>
          {progress.steps.map((step) => (
            <Stepper.Step key={step.status} label={step.label} description={step.at ? formatDateTime(step.at) : undefined} />
          ))}
        </Stepper>
        {request.data ? (
          <Stack gap="xs">
            <Text fw={700} fz="sm">
              Approval chain
            </Text>
            <RequestTimeline request={request.data} />
          </Stack>
        ) : run.status === 'computed' ? (
          <Text fz="sm" c="dimmed">
            Once checked, send it for approval: the accounting office, then the approving official, act on it under Approvals.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * Every payslip of the run in one PDF: thousands of pages, so it is made as a job (its bar and then its file show on
 * this page, and the bell says when it is ready).
 */
function PrintPayslipsButton({ run }: { run: TPayrollRun }) {
  const print = usePrintPayslips(run.id);
  const job = useRunPayslipsJob(run.id).data ?? null;
  return (
    <FileJobButton
      job={job}
      start={() => print.mutateAsync().then(() => undefined)}
      icon={<IconFileTypePdf size={16} />}
      label="Payslips PDF: every payslip of the run in one file, made in the background"
    >
      Payslips PDF
    </FileJobButton>
  );
}

function RunActions({ run, onCompute, busy }: { run: TPayrollRun; onCompute: () => void; busy: boolean }) {
  const actions = runActions(run.status);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const submit = useSubmitRun(run.id);
  const markPaid = useMarkRunPaid(run.id);
  const remove = useDeleteRun(run.id);

  return (
    <Group gap="sm">
      <RunFilesMenu run={run} />
      {run.status !== 'draft' ? <PrintPayslipsButton run={run} /> : null}
      {actions.remove ? (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() =>
            confirm({
              title: 'Delete payroll run',
              message: `Delete “${run.title}”? Its computed figures and adjustments go with it.`,
              confirmLabel: 'Delete run',
              danger: true,
              onConfirm: async () => {
                showSuccessToast((await remove.mutateAsync()).message);
                void navigate('/payroll/runs');
              },
            })
          }
        >
          Delete
        </Button>
      ) : null}
      {actions.compute ? (
        <Button variant={actions.submit ? 'default' : 'filled'} leftSection={<IconCalculator size={16} />} onClick={onCompute} loading={busy}>
          {actions.computeLabel}
        </Button>
      ) : null}
      {actions.submit ? (
        <Button
          leftSection={<IconSend size={16} />}
          onClick={() =>
            confirm({
              title: 'Send for approval',
              message: `Send “${run.title}” (${people(run.totals.people)}, net ${formatAmount(run.totals.net)}) to the accounting office and then the approving official? It cannot be computed again while they review it.`,
              confirmLabel: 'Send for approval',
              onConfirm: async () => showSuccessToast((await submit.mutateAsync(undefined)).message),
            })
          }
        >
          Send for approval
        </Button>
      ) : null}
      {actions.markPaid ? (
        <Button
          color="green"
          leftSection={<IconCash size={16} />}
          onClick={() =>
            confirm({
              title: 'Mark as paid',
              message: `Mark “${run.title}” as paid? The run is locked for good (a mistake is corrected by an adjustment in a later run), and each employee sees their payslip.`,
              confirmLabel: 'Mark paid',
              onConfirm: async () => showSuccessToast((await markPaid.mutateAsync(undefined)).message),
            })
          }
        >
          Mark paid
        </Button>
      ) : null}
    </Group>
  );
}

/** /payroll/runs/:id (PAYROLL): one run's progress, totals, actions and warnings; its register, differences and adjustments. */
export function RunPage() {
  const id = useRequestId();
  const run = usePayrollRun(id);
  const computeJob = useRunComputeJob(id ?? 0).data ?? null;
  const payslipsJob = useRunPayslipsJob(id ?? 0).data ?? null;
  const refreshRun = useRefreshRuns();
  usePayrollLive();
  const [computing, setComputing] = useState({ opened: false, key: 0 });
  const [tab, setTab] = useState<string | null>('register');

  const back = <BackLink to="/payroll/runs">Back to the runs</BackLink>;
  if (id === null || run.isError) {
    return (
      <Stack gap="md">
        {back}
        <RequestNotFound>This payroll run does not exist, or was deleted.</RequestNotFound>
      </Stack>
    );
  }
  if (!run.data) return <Skeleton h={320} radius="md" />;
  const r = run.data;
  // A draft has no register yet: only its adjustments are shown.
  const shownTab = r.status === 'draft' ? 'adjustments' : tab;

  return (
    <Stack gap="lg">
      {back}
      <PageHeader
        title={r.title}
        description={
          <Group gap="xs" component="span">
            <RunStatusBadge status={r.status} />
            <span>
              {monthLabel(r.month)} · {runScopeLabel(r)}
              {r.prepared_by ? ` · prepared by ${r.prepared_by.name}` : ''}
            </span>
          </Group>
        }
        actions={
          <RunActions
            run={r}
            busy={computeJob?.status === 'queued' || computeJob?.status === 'running'}
            onCompute={() => setComputing((c) => ({ opened: true, key: c.key + 1 }))}
          />
        }
      />
      <Progress run={r} />
      {r.status !== 'draft' ? (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <Total label="People">{r.totals.people.toLocaleString('en-PH')}</Total>
          <Total label="Gross">{formatAmount(r.totals.gross)}</Total>
          <Total label="Deductions">{formatAmount(r.totals.deductions)}</Total>
          <Total label="Net pay">{formatAmount(r.totals.net)}</Total>
          <Total label="Employer shares">{formatAmount(r.totals.employer)}</Total>
        </SimpleGrid>
      ) : null}
      {computeJob ? <JobProgress key={computeJob.id} job={computeJob} unit="people" onEnd={() => void refreshRun()} /> : null}
      {payslipsJob ? <JobProgress key={payslipsJob.id} job={payslipsJob} unit="pages" onEnd={() => void refreshRun()} /> : null}
      {r.missing_dtr.length > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          <MissingDtrOffices run={r} label={`DTRs of ${monthLabel(r.month)} not submitted`} />
        </Alert>
      ) : null}
      {r.warnings.length > 0 ? (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} title="Warnings">
          <List size="sm" spacing={2}>
            {r.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {r.exclusions.length > 0 ? (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title={`Left out of this run (${r.exclusions.length})`}>
          <List size="sm" spacing={2} aria-label="Left out of this run">
            {r.exclusions.map((e) => (
              <List.Item key={e.personnel_id}>
                <Text span fw={500} fz="sm">
                  {e.fullname}
                </Text>
                {e.office ? ` (${e.office})` : ''}: {e.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {r.short_deductions > 0 ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {people(r.short_deductions)} {r.short_deductions === 1 ? 'has' : 'have'} deductions not taken in full this month (the minimum take-home pay): open
          them in the register to see the shortfall.
        </Alert>
      ) : null}
      {r.status === 'draft' ? (
        <Paper withBorder radius="md" p="lg">
          <Stack gap={4} align="center">
            <Title order={2} fz="md">
              Not computed yet
            </Title>
            <Text fz="sm" c="dimmed" ta="center">
              Compute the run to see its register, the differences from the previous month and the payslips.
            </Text>
          </Stack>
        </Paper>
      ) : null}
      <Tabs value={shownTab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          {r.status !== 'draft' ? <Tabs.Tab value="register">Register</Tabs.Tab> : null}
          {r.status !== 'draft' ? <Tabs.Tab value="differences">Differences</Tabs.Tab> : null}
          <Tabs.Tab value="adjustments">Adjustments</Tabs.Tab>
        </Tabs.List>
        {r.status !== 'draft' ? (
          <>
            <Tabs.Panel value="register">
              <RegisterTab run={r} />
            </Tabs.Panel>
            <Tabs.Panel value="differences">
              <DifferencesTab run={r} />
            </Tabs.Panel>
          </>
        ) : null}
        <Tabs.Panel value="adjustments">
          <AdjustmentsTab run={r} />
        </Tabs.Panel>
      </Tabs>
      <ComputeModal key={computing.key} run={r} opened={computing.opened} onClose={() => setComputing((c) => ({ ...c, opened: false }))} />
    </Stack>
  );
}
