import type { ReactNode } from 'react';
import { Badge, Button, EmptyState, Group, List, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFileDollar, IconSignature } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { formatDateTime, formatDayOf, formatLongDate } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { Adjustment, NoticePdfButton, Peso } from './notice-parts';
import { myNoticesOf, NOTICE_NAMES, stepMove, unacknowledged, type TMyNotice } from './salary-notices-format';
import { openNosa, openNosi, useAcknowledgeNotice, useMySalaryNotices, useMySalaryNoticesLive } from './salary-notices.api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** One notice: what it changes, its PDF, and its receipt (acknowledged, or the button that acknowledges it). */
function NoticeCard({ item }: { item: TMyNotice }) {
  const acknowledge = useAcknowledgeNotice();
  const confirm = useConfirm();
  const { kind, notice } = item;
  const name = NOTICE_NAMES[kind];
  const openNotice = () => (kind === 'nosa' ? openNosa(notice.id) : openNosi(notice.id));

  const askToAcknowledge = () =>
    confirm({
      title: 'Acknowledge receipt',
      message: `Acknowledge that you received the ${name} effective ${formatLongDate(notice.effective_date)}? The HR office sees the date you did.`,
      confirmLabel: 'Acknowledge receipt',
      onConfirm: async () => showSuccessToast((await acknowledge.mutateAsync({ kind, id: notice.id })).message),
    });

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`${name} effective ${formatLongDate(notice.effective_date)}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Badge variant="light" radius="sm" color={kind === 'nosa' ? 'maroon' : 'indigo'}>
                {kind === 'nosa' ? 'NOSA' : 'NOSI'}
              </Badge>
              <Title order={2} fz="md">
                {name}
              </Title>
            </Group>
            <Text fz="sm" c="dimmed">
              Effective {formatLongDate(notice.effective_date)}
              {notice.issued_at ? ` · issued ${formatDateTime(notice.issued_at)}` : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            <NoticePdfButton open={openNotice} size="sm" variant="default">
              View PDF
            </NoticePdfButton>
            {notice.received_at ? (
              <Badge color="teal" variant="light" radius="sm" size="lg" leftSection={<IconCircleCheck size={14} />}>
                Received {formatDayOf(notice.received_at)}
              </Badge>
            ) : (
              <Button size="sm" leftSection={<IconSignature size={16} />} onClick={askToAcknowledge}>
                Acknowledge receipt
              </Button>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <Fact label="Position">
            {notice.position_title}
            {notice.item_no ? (
              <Text fz="xs" c="dimmed">
                Item {notice.item_no}
              </Text>
            ) : null}
          </Fact>
          <Fact label={kind === 'nosa' ? 'Grade and step' : 'Grade and steps'}>
            {item.kind === 'nosa'
              ? `SG ${item.notice.salary_grade}, step ${item.notice.salary_step}`
              : `SG ${item.notice.salary_grade}, ${stepMove(item.notice.step_from, item.notice.step_to).toLowerCase()}`}
          </Fact>
          <Fact label="Previous monthly">
            <Peso centavos={notice.previous_monthly} />
          </Fact>
          <Fact label="New monthly">
            <Peso centavos={notice.new_monthly} strong />
          </Fact>
          <Fact label={kind === 'nosa' ? 'Adjustment' : 'Increase'}>
            <Adjustment centavos={notice.adjustment} />
          </Fact>
        </SimpleGrid>
        {item.kind === 'nosa' ? (
          <Text fz="xs" c="dimmed">
            Under {item.notice.legal_basis}
          </Text>
        ) : item.notice.reasons.length > 0 ? (
          <Stack gap={2}>
            <Text fz="xs" c="dimmed">
              Due {formatLongDate(item.notice.due_date)}. Why the date moved:
            </Text>
            <List size="xs" c="dimmed">
              {item.notice.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /account/salary-notices: the employee's own NOSA and NOSI, issued ones only, each to view and acknowledge. */
export function MySalaryNoticesPage() {
  const answer = useMySalaryNotices();
  useMySalaryNoticesLive();
  const notices = answer.data ? myNoticesOf(answer.data) : [];
  const waiting = unacknowledged(notices);
  return (
    <Stack gap="lg">
      <PageHeader
        title="My salary notices"
        description={
          waiting > 0
            ? `${waiting} ${waiting === 1 ? 'notice waits' : 'notices wait'} for your acknowledgement of receipt.`
            : 'Your Notices of Salary Adjustment (a new salary schedule) and of Salary Step Increment, as the HR office issues them.'
        }
      />
      {answer.isPending ? (
        <Skeleton h={180} radius="md" />
      ) : notices.length === 0 ? (
        <Paper withBorder radius="md" py="xl" px="md">
          <EmptyState
            icon={<IconFileDollar size={28} stroke={1.4} />}
            title="No salary notice yet"
            description="The HR office issues a NOSA when a salary tranche takes effect, and a NOSI when your step increment falls due."
            size="sm"
          />
        </Paper>
      ) : (
        <Stack gap="md">
          {notices.map((item) => (
            <NoticeCard key={`${item.kind}-${item.notice.id}`} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
