import { Button, Group, Paper, Skeleton, Stack, Text, Textarea, Timeline } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { approveVerbOf, ZActBody } from '@hris/contracts';
import { formatDateTime } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { useConfirm } from '../../components/confirm-dialog';
import { useActOnRequest, useApprovalRequest, useCancelRequest, type TApprovalAction, type TApprovalRequest } from './approvals.api';
import { actionColor, actionLabel } from './request-status';
import { statusTextColor } from '../../lib/theme';
import { CertificationBeforeDeciding } from './request-summary';

// The approval part of any request page (a time-log appeal, an overtime, a travel…): who has acted
// and who acts next, the decision of whoever it waits for, and the requester's "Cancel request".
// Request modules embed <ApprovalPanel requestId=…/> rather than drawing their own.

function StepBullet({ state }: { state: TApprovalRequest['steps'][number]['state'] }) {
  switch (state) {
    case 'done':
      return <IconCheck size={14} />;
    case 'current':
      return <IconClock size={14} />;
    case 'waiting':
      return null;
  }
}

export function RequestTimeline({ request }: { request: TApprovalRequest }) {
  const lastDone = request.steps.reduce((last, step, index) => (step.state === 'done' ? index : last), -1);
  const current = request.steps.findIndex((step) => step.state === 'current');
  return (
    <Timeline active={current >= 0 ? current : lastDone} bulletSize={26} lineWidth={2} color="teal">
      {request.steps.map((step) => {
        const acts = request.actions.filter((action) => action.step === step.position);
        return (
          <Timeline.Item
            key={step.position}
            bullet={<StepBullet state={step.state} />}
            color={step.state === 'current' ? 'orange' : undefined}
            title={
              <Group gap="xs">
                <Text fw={600} fz="sm">
                  {step.label}
                </Text>
                {step.state === 'current' ? (
                  <Text fz="xs" c="orange.8" fw={600}>
                    waiting
                  </Text>
                ) : null}
              </Group>
            }
          >
            <Text fz="xs" c="dimmed">
              {step.actor_description}
            </Text>
            {acts.map((action) => (
              <Paper key={`${action.created_at}-${action.actor.id}`} withBorder p="xs" mt={6} radius="sm">
                <Text fz="sm">
                  <Text span fw={600} c={statusTextColor(actionColor(action.action))}>
                    {actionLabel(action.action, step, request.steps.at(-1)?.position)}
                  </Text>{' '}
                  by {action.actor.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatDateTime(action.created_at)}
                </Text>
                {action.remarks ? (
                  <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                    “{action.remarks}”
                  </Text>
                ) : null}
              </Paper>
            ))}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

const ACTIONS: { action: TApprovalAction; label: string; color: string; icon: typeof IconCheck }[] = [
  { action: 'approve', label: 'Approve', color: 'teal', icon: IconCheck },
  { action: 'return', label: 'Return', color: 'yellow', icon: IconArrowBackUp },
  { action: 'disapprove', label: 'Disapprove', color: 'red', icon: IconX },
];

/** What the "approve" button says at the step waiting (approveVerbOf in the contracts; the answer's message says the same). */
export function approveLabel(request: Pick<TApprovalRequest, 'steps'>): string {
  const current = request.steps.find((step) => step.state === 'current');
  const last = request.steps.at(-1);
  return current && last ? approveVerbOf(current, last.position) : 'Approve';
}

/** The decision as the form holds it: the button pressed last, and the remarks as typed. */
type Decision = { action: TApprovalAction; remarks: string };
const NO_DECISION: Decision = { action: 'approve', remarks: '' };

/**
 * Approve (or recommend, or certify), return or disapprove the step waiting for the user; returning and disapproving need
 * remarks. At HR's certification step the 7.A figures come first, so HR certifies after seeing them.
 */
export function ActOnRequest({
  request,
  onDone,
  actDetails,
  approveSuffix = '',
}: {
  request: TApprovalRequest;
  onDone: () => void;
  actDetails?: Record<string, unknown>;
  approveSuffix?: string;
}) {
  const act = useActOnRequest(request.id);
  const approveAs = `${approveLabel(request)}${approveSuffix}`;
  // The module's details go with Approve only.
  const bodyOf = ({ action, remarks }: Decision) => ({ action, remarks: remarks.trim() || undefined, details: action === 'approve' ? actDetails : undefined });
  const form = useContractForm(ZActBody, {
    initialValues: NO_DECISION,
    toInput: bodyOf,
    // The remarks are a note to one decision inside the request's drawer or page, sent by its buttons; the page around
    // them is not a form to keep, and the request waits where it was.
    warnOnLeave: false,
  });
  // One place for the decision's refusal: the remarks', or a refusal of the module's details (the days with pay…).
  const { errors } = form;
  const error = errors.remarks ?? errors.action ?? errors.form ?? Object.values(errors)[0];

  // The button pressed is the action: kept in the values, so the remarks are checked again for it as they are typed.
  const run = (choice: (typeof ACTIONS)[number]) => {
    form.setFieldValue('action', choice.action);
    form.saveChecked(act, form.check(ZActBody, bodyOf({ ...form.values, action: choice.action })), onDone);
  };

  return (
    <Stack gap="md">
      <CertificationBeforeDeciding request={request} />
      <Paper withBorder p="md" radius="md" bg="gray.0">
        <Stack gap="sm">
          <Text fw={700} fz="sm">
            Your decision
          </Text>
          <Textarea label="Remarks" description="Required to return or disapprove" autosize minRows={2} {...form.getInputProps('remarks')} error={error} />
          <Group gap="sm" justify="flex-end">
            {ACTIONS.map((choice) => {
              const ChoiceIcon = choice.icon;
              return (
                <Button
                  key={choice.action}
                  color={choice.color}
                  variant={choice.action === 'approve' ? 'filled' : 'light'}
                  leftSection={<ChoiceIcon size={16} />}
                  loading={act.isPending && act.variables?.action === choice.action}
                  disabled={act.isPending && act.variables?.action !== choice.action}
                  onClick={() => run(choice)}
                >
                  {choice.action === 'approve' ? approveAs : choice.label}
                </Button>
              );
            })}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

type PanelProps = {
  requestId: number | null;
  /** Called after the user approved, returned, disapproved or cancelled (reload the module's row). */
  onChanged?: () => void;
  /** What the module asks of the approver, sent as `details` with Approve (a leave's days with and without pay). */
  actDetails?: Record<string, unknown>;
  /** Said after the approve button's verb when the module's details change what is approved (" with changes"). */
  approveSuffix?: string;
};

/** The requester's "Cancel request", with a dialog that never says "Cancel" twice. */
export function CancelRequestButton({ request, onCancelled }: { request: TApprovalRequest; onCancelled?: () => void }) {
  const cancel = useCancelRequest(request.id);
  const confirm = useConfirm();
  if (request.status !== 'pending' || request.can_cancel !== true) return null;
  return (
    <Group justify="flex-end">
      <Button
        variant="subtle"
        color="red"
        loading={cancel.isPending}
        onClick={() =>
          confirm({
            title: 'Cancel this request?',
            message: 'Nobody will act on it any more, and those it waits for are told.',
            confirmLabel: 'Cancel request',
            cancelLabel: 'Keep it',
            danger: true,
            onConfirm: () =>
              cancel.mutateAsync().then((answer) => {
                showSuccessToast(answer.message);
                onCancelled?.();
              }),
          })
        }
      >
        Cancel request
      </Button>
    </Group>
  );
}

/** The approval trail of one request with the actions open to the signed-in user. */
export function ApprovalPanel({ requestId, onChanged, actDetails, approveSuffix }: PanelProps) {
  const request = useApprovalRequest(requestId, true);
  if (requestId === null) return null;
  if (request.isPending) return <Skeleton h={160} />;
  if (!request.data) return null;
  const data = request.data;
  return (
    <Stack gap="md">
      <RequestTimeline request={data} />
      {data.can_act ? <ActOnRequest request={data} onDone={() => onChanged?.()} actDetails={actDetails} approveSuffix={approveSuffix} /> : null}
      <CancelRequestButton request={data} onCancelled={onChanged} />
    </Stack>
  );
}
