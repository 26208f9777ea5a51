import { useState } from 'react';
import { Anchor, Badge, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useConfirm } from '../../components/confirm-dialog';
import { JobProgress } from '../../components/job-progress';
import { formatDateTime, formatLongDate } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { useApplyTranche, useRefreshAfterApplying, useSalaryTranches, type TSalaryTranche } from './salary-notices.api';

export const trancheLabel = (t: Pick<TSalaryTranche, 'tranche' | 'effective_date'>) =>
  `${t.tranche ?? 'Salary schedule'} (from ${formatLongDate(t.effective_date)})`;

type Job = NonNullable<TSalaryTranche['apply_job']>;
const underWay = (job: Job) => job.status === 'queued' || job.status === 'running';

/**
 * The tranches of the salary schedule (Settings → Salary grades), which is in force, and whether each was applied to
 * the incumbents: when, by whom, and how many notices it prepared. Applying one prepares the NOSAs as a job (issue 42):
 * the row shows its bar while it runs — also to one who left the page and came back — and its outcome once it ends
 * here; an application that ended while away was told by the bell, and the row's counts say the rest.
 */
export function TranchesPanel({ onShowNotices }: { onShowNotices: (effectiveDate: string) => void }) {
  const tranches = useSalaryTranches();
  const apply = useApplyTranche();
  const refresh = useRefreshAfterApplying();
  const confirm = useConfirm();
  // The applications followed on this page: their outcome stays shown once they end.
  const [followed, setFollowed] = useState<ReadonlySet<number>>(new Set());
  const follow = (id: number) => setFollowed((ids) => new Set(ids).add(id));
  const shown = (job: Job | null) => (job && (underWay(job) || followed.has(job.id)) ? job : null);

  const askToApply = (t: TSalaryTranche) =>
    confirm({
      title: t.applied_at ? 'Apply the tranche again' : 'Apply the tranche',
      message: (
        <Stack gap="xs">
          <Text fz="sm">
            Apply <b>{trancheLabel(t)}</b> to the incumbents?
          </Text>
          <Text fz="sm">
            Every incumbent&apos;s monthly salary is read again from this tranche, at their salary grade and step, and a Notice of Salary Adjustment is prepared
            for each one whose salary changes. The notices stay prepared until you issue them; the employees see them once issued.
          </Text>
          {t.applied_at ? (
            <Text fz="sm" c="dimmed">
              It was applied on {formatDateTime(t.applied_at)}: those who already have a notice of this tranche are left as they are.
            </Text>
          ) : null}
        </Stack>
      ),
      confirmLabel: 'Apply tranche',
      onConfirm: async () => {
        const answer = await apply.mutateAsync(t.effective_date);
        follow(answer.job.id);
        showSuccessToast(answer.message);
      },
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} fz="lg">
            Salary tranches
          </Title>
          <Text fz="sm" c="dimmed">
            The schedules of Settings → Salary grades. Applying one prepares a NOSA for each incumbent whose salary it changes.
          </Text>
        </div>
        {tranches.isPending ? (
          <Skeleton h={96} />
        ) : (tranches.data ?? []).length === 0 ? (
          <Text fz="sm" c="dimmed">
            No salary schedule yet. Add one under Settings → Salary grades.
          </Text>
        ) : (
          <Stack gap={0} role="list" aria-label="Salary tranches">
            {(tranches.data ?? []).map((t) => {
              const job = shown(t.apply_job);
              return (
                <Box key={t.effective_date} role="listitem" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
                  <Group justify="space-between" align="center" gap="sm">
                    <Group gap="xs" wrap="nowrap" miw={260} style={{ flex: 2 }}>
                      <Stack gap={0}>
                        <Text fz="sm" fw={600}>
                          {t.tranche ?? 'Salary schedule'}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          Effective {formatLongDate(t.effective_date)}
                        </Text>
                      </Stack>
                      {t.in_force ? (
                        <Badge color="teal" variant="light" radius="sm" style={{ flexShrink: 0 }}>
                          In force
                        </Badge>
                      ) : null}
                    </Group>
                    <Stack gap={0} miw={200} style={{ flex: 1.5 }}>
                      {t.applied_at ? (
                        <>
                          <Text fz="sm">Applied {formatDateTime(t.applied_at)}</Text>
                          <Text fz="xs" c="dimmed">
                            {t.applied_by ? `by ${t.applied_by}` : 'by the daily run'}
                          </Text>
                        </>
                      ) : (
                        <Text fz="sm" c="dimmed">
                          Not applied yet
                        </Text>
                      )}
                    </Stack>
                    <Group gap="md" wrap="nowrap" justify="flex-end" miw={240} style={{ flex: 1 }}>
                      {t.nosa_count > 0 ? (
                        <Anchor component="button" type="button" fz="sm" onClick={() => onShowNotices(t.effective_date)} style={{ whiteSpace: 'nowrap' }}>
                          {t.nosa_count.toLocaleString('en-PH')} {t.nosa_count === 1 ? 'notice' : 'notices'}
                        </Anchor>
                      ) : (
                        <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          No notices
                        </Text>
                      )}
                      <Button
                        size="xs"
                        w={132}
                        variant={t.applied_at ? 'default' : 'filled'}
                        leftSection={t.applied_at ? <IconRefresh size={14} /> : <IconPlayerPlay size={14} />}
                        loading={job !== null && underWay(job)}
                        onClick={() => askToApply(t)}
                      >
                        {t.applied_at ? 'Apply again' : 'Apply tranche'}
                      </Button>
                    </Group>
                  </Group>
                  {job ? (
                    <Box mt="sm">
                      <JobProgress
                        key={job.id}
                        job={job}
                        unit="people"
                        onEnd={(ended) => {
                          follow(ended.id);
                          void refresh();
                          // Prepared: the list below turns to the tranche's notices, as the bell's link does.
                          if (ended.status === 'done') onShowNotices(t.effective_date);
                        }}
                      />
                    </Box>
                  ) : null}
                </Box>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
