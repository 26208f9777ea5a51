import { Anchor, Button, Grid, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { FiledNote, Fact, RequestDetail, RequestHeading, useRequestId } from '../../components/request-pages/request-detail';
import { ApprovalSection } from '../approvals/approval-section';
import { formatLongDate } from '../../lib/dates';
import { formTime, weekdayOf } from '../attendance/dtr-format';
import { useAppeal, useRefreshAfterDecision, type TAppealScope } from './appeals.api';
import { APPEAL_HALVES } from './appeal-times';
import { openLinkedPdf } from '../../lib/download';

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
            <Text fw={600} fz="lg" c={highlight && times[key] ? 'teal.9' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formTime(times[key] ?? null) || '—'}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * One appeal, on the request pages' scaffold: the day as the DTR shows it beside the times asked for, and
 * the approval trail with the viewer's part in it in a column of its own (the times need the width).
 */
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
      <RequestDetail query={appeal} skeletonHeight={240} notFound="This appeal was not found, or it is not yours to see.">
        {(a) => (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Paper withBorder p="lg">
                <Stack gap="lg">
                  <RequestHeading
                    status={a.status}
                    note={<FiledNote at={a.created_at} waitingFor={null} />}
                    title={formatLongDate(a.date)}
                    titleSize={{ order: 3, fz: 'lg' }}
                    subtitle={a.personnel.department}
                  />
                  <TimesRow title="Corrected times asked for" times={a} highlight />
                  {a.dtr_day ? <TimesRow title={a.status === 'approved' ? 'The DTR now shows' : 'The DTR shows now'} times={a.dtr_day} /> : null}
                  <Fact label="Reason" preWrap>
                    {a.reason}
                  </Fact>
                  {a.attachment_url ? (
                    <Anchor component="button" type="button" onClick={() => void openLinkedPdf(a.attachment_url!)} fz="sm">
                      <Group gap={6}>
                        <IconFileTypePdf size={18} color="var(--mantine-color-red-7)" /> Supporting document <IconExternalLink size={12} />
                      </Group>
                    </Anchor>
                  ) : null}
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper withBorder p="lg">
                <Stack gap="sm">
                  <ApprovalSection requestId={a.approval_request_id} onChanged={refresh} />
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        )}
      </RequestDetail>
    </Stack>
  );
}

export const MyAppealPage = () => <AppealPage scope="mine" />;
export const DepartmentAppealPage = () => <AppealPage scope="department" />;
export const OfficeAppealPage = () => <AppealPage scope="all" />;
