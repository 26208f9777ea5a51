import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Divider, Drawer, Group, Paper, Skeleton, Stack, Text, Textarea, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconClock, IconExternalLink, IconX } from '@tabler/icons-react';
import { ZActBody } from '@hris/contracts';
import { formatDateTime } from '../../lib/dates';
import { formErrorsOf } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useActOnRequest, type TApprovalAction, type TApprovalRequest } from './approvals.api';
import { actionColor, actionLabel, RequestStatusBadge } from './request-status';

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

function RequestTimeline({ request }: { request: TApprovalRequest }) {
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
                  <Text span fw={600} c={`${actionColor(action.action)}.8`}>
                    {actionLabel(action.action)}
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

/** Approve, return or disapprove the step waiting for the user; returning and disapproving need remarks. */
function ActOnRequest({ request, onDone }: { request: TApprovalRequest; onDone: () => void }) {
  const act = useActOnRequest(request.id);
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string | undefined>();

  const run = (choice: (typeof ACTIONS)[number]) => {
    const checked = ZActBody.safeParse({ action: choice.action, remarks: remarks.trim() || undefined });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    act.mutate(
      checked.data,
      {
        onSuccess: (answer) => {
          showSuccessToast(answer.message);
          onDone();
        },
        onError: (failure) => {
          const errors = formErrorsOf(failure);
          setError(errors.remarks ?? errors.action ?? errors.form);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        <Text fw={700} fz="sm">
          Your decision
        </Text>
        <Textarea
          label="Remarks"
          description="Required to return or disapprove"
          name="remarks"
          autosize
          minRows={2}
          value={remarks}
          onChange={(event) => setRemarks(event.currentTarget.value)}
          error={error}
        />
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
                {choice.label}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Paper>
  );
}

function RequestDetails({ request, onDone }: { request: TApprovalRequest; onDone: () => void }) {
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="xs">
          <RequestStatusBadge status={request.status} />
          <Text fz="xs" c="dimmed">
            {request.request_type_label}
          </Text>
        </Group>
        <Title order={3} fz="lg">
          {request.title}
        </Title>
        <Text fz="sm" c="dimmed">
          Requested by {request.requester.name} on {formatDateTime(request.created_at)}
        </Text>
        {request.link ? (
          <Anchor component={Link} to={request.link} fz="sm">
            <Group gap={4}>
              Open the request <IconExternalLink size={14} />
            </Group>
          </Anchor>
        ) : null}
      </Stack>
      <Divider />
      <RequestTimeline request={request} />
      {request.can_act ? <ActOnRequest request={request} onDone={onDone} /> : null}
    </Stack>
  );
}

type Props = { request: TApprovalRequest | undefined; loading: boolean; opened: boolean; onClose: () => void };

/** A request's steps and decisions so far, and the user's own decision when it waits for them. */
export function RequestDrawer({ request, loading, opened, onClose }: Props) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title="Approval request">
      {request ? (
        <RequestDetails key={request.id} request={request} onDone={onClose} />
      ) : loading ? (
        <Stack>
          <Skeleton h={80} />
          <Skeleton h={200} />
        </Stack>
      ) : (
        <Stack align="center" py="xl" gap="xs">
          <ThemeIcon variant="light" color="gray" size={44} radius="xl">
            <IconClock size={22} />
          </ThemeIcon>
          <Text c="dimmed" ta="center">
            This request is not among yours or those waiting for you.
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}
