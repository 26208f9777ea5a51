import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Anchor, Button, EmptyState, Group, Paper, Skeleton, Stack, Switch, Text, Textarea } from '@mantine/core';
import { IconCheck, IconClipboardList, IconPlus, IconX } from '@tabler/icons-react';
import { z } from 'zod';
import { ZAttendedDecision, ZPlanBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { BackLink, RequestNotFound, useRequestId } from '../../components/request-pages/request-detail';
import { FormModal } from '../../components/form-modal';
import { formatLongDate } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import {
  useAttended,
  useCompetencies,
  useDecideAttended,
  useDevelopmentPlan,
  useDevelopmentPlans,
  lndKeys,
  type TAttended,
  type TDevelopmentPlan,
  type TPlanScope,
} from './lnd.api';
import { PlanCard } from './plan-parts';
import { PlanItemsEditor } from './plan-form-page';
import { itemValuesOf, periodLabel, planBodyOf, type TItemValues } from './lnd-format';
import { useInterventionTypes } from './lnd-manage.api';
import { ApprovalPanel, approveLabel } from '../approvals/approval-panel';
import { useApprovalRequest } from '../approvals/approvals.api';
import { openLinkedPdf } from '../../lib/download';

/** The plans of a scope, each as a card; one under review opens on its own page, where the reviewer decides (issue 42). */
function PlansOf({ scope, empty, filter }: { scope: TPlanScope; empty: string; filter?: Parameters<typeof useDevelopmentPlans>[1] }) {
  const plans = useDevelopmentPlans(scope, filter);
  const { pathname } = useLocation();
  if (plans.isPending) return <Skeleton height={160} radius="md" />;
  const list = plans.data?.plans ?? [];
  if (!list.length) return <EmptyState icon={<IconClipboardList size={28} stroke={1.4} />} title={empty} size="sm" />;
  return (
    <Stack gap="md">
      {list.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          showOwner
          actions={
            plan.status === 'submitted' && plan.approval_request_id ? (
              <Anchor component={Link} to={`/lnd/development-plan/${plan.id}`} state={{ plansPage: pathname }} fz="sm">
                Review the plan
              </Anchor>
            ) : null
          }
        />
      ))}
    </Stack>
  );
}

/** The reviewer's own plan, made from the page of the plans they review (its new-plan page). */
function NewOwnPlanButton({ reviewPage }: { reviewPage: string }) {
  return (
    <Button component={Link} to={`${reviewPage}/new`} leftSection={<IconPlus size={16} />} variant="light">
      New development plan
    </Button>
  );
}

/** /lnd/development-plan/review-plan (LDHEAD): the plans of the offices I head. */
export function ReviewPlansPage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Plans of my office"
        description="Your people’s development plans; open one sent for review to recommend it, with changes if need be."
        actions={<NewOwnPlanButton reviewPage="/lnd/development-plan/review-plan" />}
      />
      <PlansOf scope="office" empty="No plan in your office yet" />
    </Stack>
  );
}

/** /lnd/committee-secretary/development-plan (LDCOMSEC, LDDPCSEC): every plan. */
export function AllPlansPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Development plans" description="Every employee’s plan; those at your committee’s step wait in Approvals." />
      <PlansOf scope="all" empty="No development plan yet" />
    </Stack>
  );
}

/** /lnd/development-plan/faculty-review-plan and administrative-review-plan (LDCOMSEC): the plans of one L&D committee. */
export function CommitteeReviewPage({ kind }: { kind: 'faculty' | 'administrative' }) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={kind === 'faculty' ? 'Faculty development plans' : 'Administrative staff development plans'}
        description={`The plans the ${kind} L&D committee reviews; those at its step wait in Approvals.`}
        actions={<NewOwnPlanButton reviewPage={`/lnd/development-plan/${kind}-review-plan`} />}
      />
      <PlansOf scope="all" filter={{ kind }} empty="No plan of this committee yet" />
    </Stack>
  );
}

/** /lnd/department-personnel-committee (LDDPCSEC): the plans under review, the committee's step among them. */
export function DepartmentCommitteePage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Department personnel committee"
        description="Plans under review: the committee recommends them after the head and before the L&D committee, in Approvals."
      />
      <PlansOf scope="all" filter={{ status: 'submitted' }} empty="No plan under review" />
    </Stack>
  );
}

/** A plan's items as the reviewer changes them: the employee's own items, checked as the contract checks them. */
const ZPlanItemsChanged = z.object({ items: ZPlanBody.shape.items });
const itemsOf =
  (plan: TDevelopmentPlan) =>
  ({ items }: { items: TItemValues[] }) => ({ items: planBodyOf({ period_from: plan.period_from, period_to: plan.period_to, items }).items });

/**
 * A reviewer whose step the plan waits at may approve it with changes: the items as they should stand go with the
 * decision (`details.items`), checked as the employee's own would be; the remarks say what changed.
 */
function ReviewWithChanges({ plan }: { plan: TDevelopmentPlan }) {
  const request = useApprovalRequest(plan.approval_request_id, plan.status === 'submitted');
  const queryClient = useQueryClient();
  const competencies = useCompetencies();
  const types = useInterventionTypes();
  const [changing, setChanging] = useState(false);
  // The items go with the decision (ApprovalPanel sends and checks them), so no save of this form clears a leave warning.
  const form = useContractForm(ZPlanItemsChanged, { initialValues: { items: plan.items.map(itemValuesOf) }, toInput: itemsOf(plan), warnOnLeave: false });
  if (plan.status !== 'submitted' || !plan.approval_request_id) return null;
  const canAct = request.data?.can_act === true;
  const details = changing ? itemsOf(plan)(form.values) : undefined;
  // The switch and the button say the same: "Recommend with changes" at the head's step, "Approve with changes" at the last.
  const withChanges = `${request.data ? approveLabel(request.data) : 'Approve'} with changes`;
  return (
    <Stack gap="md">
      {canAct && competencies.data && types.data ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Switch
              label={withChanges}
              description="Change the items before approving; say what you changed in the remarks (the employee is told)."
              checked={changing}
              onChange={(e) => setChanging(e.currentTarget.checked)}
            />
            {changing ? (
              <PlanItemsEditor
                items={form.values.items}
                onChange={(items) => form.setFieldValue('items', items)}
                errors={form.errors}
                competencies={competencies.data.competencies}
                interventionTypes={types.data.intervention_types}
                profile={null}
              />
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      <ApprovalPanel
        requestId={plan.approval_request_id}
        actDetails={details}
        approveSuffix={changing ? ' with changes' : undefined}
        // The plan as decided (its items as changed) shows at once: the page's plan is read again.
        onChanged={() => void queryClient.invalidateQueries({ queryKey: lndKeys.all })}
      />
    </Stack>
  );
}

/** /lnd/development-plan/:id: one plan, to its owner, their head and the committees (the approval request links here). */
export function PlanPage() {
  const id = useRequestId();
  const plan = useDevelopmentPlan(id);
  // A reviewer goes back to the list they opened the plan from (their office's, a committee's); its owner to their own.
  const plansPage = (useLocation().state as { plansPage?: string } | null)?.plansPage ?? '/lnd/development-plan';
  return (
    <Stack gap="lg">
      <BackLink to={plansPage}>Back to the plans</BackLink>
      <PageHeader title={plan.data ? `Development plan ${periodLabel(plan.data.plan)}` : 'Development plan'} description={plan.data?.plan.personnel.fullname} />
      {plan.isPending ? (
        <Skeleton height={200} radius="md" />
      ) : plan.data ? (
        <>
          <PlanCard plan={plan.data.plan} showOwner />
          <ReviewWithChanges key={plan.data.plan.updated_at} plan={plan.data.plan} />
        </>
      ) : (
        <RequestNotFound>The development plan was not found, or it is not yours to see.</RequestNotFound>
      )}
    </Stack>
  );
}

/** HR returns a training with the reason the employee reads. */
function ReturnModal({ attended, onClose }: { attended: TAttended | null; onClose: () => void }) {
  const decide = useDecideAttended();
  const opened = attended !== null;
  const form = useContractForm(ZAttendedDecision, {
    initialValues: { remarks: '' },
    toInput: (v) => ({ action: 'reject', remarks: v.remarks }),
    warnOnLeave: opened,
  });
  const submit = () => {
    const body = form.validate();
    if (attended) form.saveChecked(decide, body && { id: attended.id, body }, onClose);
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Return the training"
      submitLabel="Return"
      submitting={decide.isPending}
      errors={form.errors}
      onSubmit={submit}
    >
      <Text fz="sm">{attended?.title}</Text>
      <Textarea label="Why" required autosize minRows={3} {...form.getInputProps('remarks')} data-autofocus />
    </FormModal>
  );
}

/** /lnd/manage/admin (LDADMIN, PDS-CHECKING): the trainings employees recorded, to verify into their PDS or return. */
export function VerifyTrainingsPage({ withHeader = true }: { withHeader?: boolean }) {
  const pending = useAttended('all', 'pending');
  const decide = useDecideAttended();
  const [returning, setReturning] = useState<TAttended | null>(null);
  const columns: Column<TAttended>[] = [
    {
      key: 'employee',
      header: 'Employee',
      render: (a) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {a.personnel.fullname}
          </Text>
          <Text fz="xs" c="dimmed">
            {a.personnel.department?.acronym ?? ''}
          </Text>
        </Stack>
      ),
    },
    { key: 'title', header: 'Training', render: (a) => <Text fz="sm">{a.title}</Text> },
    {
      key: 'dates',
      header: 'Dates, hours',
      render: (a) => (
        <Text fz="sm">
          {formatLongDate(a.date_from)}
          {a.date_to !== a.date_from ? ` – ${formatLongDate(a.date_to)}` : ''}, {a.hours} h
        </Text>
      ),
    },
    { key: 'by', header: 'Conducted by', render: (a) => <Text fz="sm">{a.conducted_by}</Text> },
    {
      key: 'certificate',
      header: 'Certificate',
      render: (a) =>
        a.certificate_url ? (
          <Anchor component="button" type="button" onClick={() => void openLinkedPdf(a.certificate_url!)} fz="sm">
            View PDF
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (a) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            leftSection={<IconCheck size={14} />}
            loading={decide.isPending && decide.variables?.id === a.id}
            onClick={() => decide.mutate({ id: a.id, body: { action: 'verify' } }, { onSuccess: (answer) => showSuccessToast(answer.message) })}
            aria-label={`Verify ${a.title} of ${a.personnel.fullname}`}
          >
            Verify
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={14} />}
            onClick={() => setReturning(a)}
            aria-label={`Return ${a.title} of ${a.personnel.fullname}`}
          >
            Return
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      {withHeader ? (
        <PageHeader
          title="Trainings to verify"
          description="Trainings employees attended, with their certificates: once verified, each is added to the employee’s PDS (learning and development) and closes its plan item."
        />
      ) : null}
      <DataTable
        label="Trainings to verify"
        columns={columns}
        rows={pending.data?.attendances}
        rowKey={(a) => a.id}
        loading={pending.isPending}
        minWidth={900}
        emptyTitle="Nothing waits to be verified"
      />
      <ReturnModal key={returning?.id ?? 0} attended={returning} onClose={() => setReturning(null)} />
    </Stack>
  );
}

export const FacultyReviewPage = () => <CommitteeReviewPage kind="faculty" />;
export const AdministrativeReviewPage = () => <CommitteeReviewPage kind="administrative" />;
