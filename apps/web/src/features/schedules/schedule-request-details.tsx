import type { ReactNode } from 'react';
import { Alert, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { ApprovalPanel } from '../approvals/approval-panel';
import { RequestStatusBadge } from '../approvals/request-status';
import { KindBadge, ScheduleWeek } from './schedule-week';
import { useRefreshSchedules, useScheduleRequest } from './schedules.api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/**
 * One schedule request: who asked, for which schedule from when and why, the schedule's week,
 * and the approval trail with the decision of whoever it waits for (or the requester's cancel).
 */
export function ScheduleRequestDetails({ requestId }: { requestId: number }) {
  const request = useScheduleRequest(requestId);
  const refresh = useRefreshSchedules();
  if (request.isPending) return <Skeleton h={320} />;
  if (!request.data) {
    return (
      <Alert color="gray" icon={<IconInfoCircle size={18} />}>
        This request was not found, or it is not yours to see.
      </Alert>
    );
  }
  const r = request.data;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="xs">
          <RequestStatusBadge status={r.status} />
          <Text fz="xs" c="dimmed">
            Submitted {formatDateTime(r.created_at)}
          </Text>
        </Group>
        <Title order={3} fz="lg">
          {r.schedule_name ?? 'A schedule since deleted'}
        </Title>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Fact label="Employee">
          {r.personnel.fullname}
          {r.personnel.department ? (
            <Text fz="xs" c="dimmed">
              {r.personnel.department}
            </Text>
          ) : null}
        </Fact>
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
      <Divider label="Approval" labelPosition="left" />
      <ApprovalPanel requestId={r.approval_request_id} onChanged={refresh} />
    </Stack>
  );
}
