import { Anchor, Button, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { useRequestId } from '../../components/request-pages/request-detail';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { ApprovalPanel } from '../approvals/approval-panel';
import { RequestStatusBadge } from '../approvals/request-status';
import { formTime, weekdayOf } from '../attendance/dtr-format';
import { useAppeal, useRefreshAfterDecision, type TAppealScope } from './appeals.api';
import { APPEAL_HALVES } from './appeal-times';

const BACK: Record<TAppealScope, { to: string; label: string }> = {
  mine: { to: '/account/time-log-appeals', label: 'My appeals' },
  department: { to: '/department/edats/time-log-appeals', label: 'Department appeals' },
  all: { to: '/edats/time-log-appeals', label: 'All appeals' },
};

function TimesRow({
  title,
  times,
  highlight,
}: {
  title: string;
  times: Partial<Record<(typeof APPEAL_HALVES)[number][0], string | null>>;
  highlight?: boolean;
}) {
  return (
    <Stack gap={4}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      <SimpleGrid cols={4} spacing="xs">
        {APPEAL_HALVES.map(([key, label]) => (
          <Stack key={key} gap={0}>
            <Text fz="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600} fz="lg" c={highlight && times[key] ? 'teal.8' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formTime(times[key] ?? null) || '—'}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One appeal: the day as the DTR shows it, the times asked for, and the approval trail with the viewer's part in it. */
function AppealPage({ scope }: { scope: TAppealScope }) {
  const appeal = useAppeal(useRequestId());
  const refresh = useRefreshAfterDecision();
  const back = BACK[scope];
  const data = appeal.data;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Time-log appeal"
        description={data ? `${data.personnel.fullname} · ${weekdayOf(data.date)}, ${formatLongDate(data.date)}` : undefined}
        actions={
          <Button component={Link} to={back.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {back.label}
          </Button>
        }
      />
      {appeal.isPending ? (
        <Skeleton h={240} />
      ) : !data ? (
        <Text c="dimmed">This appeal was not found, or it is not yours to see.</Text>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder p="lg">
              <Stack gap="lg">
                <Group justify="space-between">
                  <Title order={2} fz="lg">
                    {formatLongDate(data.date)}
                  </Title>
                  <RequestStatusBadge status={data.status} />
                </Group>
                <TimesRow title="Corrected times asked for" times={data} highlight />
                {data.dtr_day ? <TimesRow title={data.status === 'approved' ? 'The DTR now shows' : 'The DTR shows now'} times={data.dtr_day} /> : null}
                <Stack gap={4}>
                  <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                    Reason
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{data.reason}</Text>
                </Stack>
                {data.attachment_url ? (
                  <Anchor href={data.attachment_url} target="_blank" rel="noopener noreferrer" fz="sm">
                    <Group gap={6}>
                      <IconFileTypePdf size={18} color="var(--mantine-color-red-7)" /> Supporting document <IconExternalLink size={12} />
                    </Group>
                  </Anchor>
                ) : null}
                <Text fz="xs" c="dimmed">
                  Filed {formatDateTime(data.created_at)}
                  {data.personnel.department ? ` · ${data.personnel.department}` : ''}
                </Text>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="lg">
              <Stack gap="sm">
                <Text fw={700}>Approval</Text>
                <ApprovalPanel requestId={data.approval_request_id} onChanged={refresh} />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

export const MyAppealPage = () => <AppealPage scope="mine" />;
export const DepartmentAppealPage = () => <AppealPage scope="department" />;
export const OfficeAppealPage = () => <AppealPage scope="all" />;
