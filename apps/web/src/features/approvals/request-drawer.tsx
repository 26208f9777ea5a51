import { Link } from 'react-router';
import { Anchor, Divider, Drawer, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconExternalLink } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/dates';
import { useRequestSummary, type TApprovalRequest } from './approvals.api';
import { ActOnRequest, CancelRequestButton, RequestTimeline } from './approval-panel';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { LeaveCertificationTable, RequestFacts } from './request-summary';

function RequestDetails({ request, onDone }: { request: TApprovalRequest; onDone: () => void }) {
  const summary = useRequestSummary(request.id);
  const certified = summary.data?.certification?.certified_by ? summary.data.certification : null;
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
      {summary.isPending ? <Skeleton h={120} /> : summary.data ? <RequestFacts summary={summary.data} /> : null}
      <Divider />
      <RequestTimeline request={request} />
      {certified ? <LeaveCertificationTable certification={certified} /> : null}
      {request.can_act ? <ActOnRequest request={request} onDone={onDone} /> : null}
      <CancelRequestButton request={request} onCancelled={onDone} />
    </Stack>
  );
}

type Props = { request: TApprovalRequest | undefined; loading: boolean; opened: boolean; onClose: () => void };

/** A request's details and the person's credits, its steps and decisions so far, and the user's own decision when it waits for them. */
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
