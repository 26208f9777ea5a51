import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { BACKGROUND_JOB_EVENT, BACKGROUND_JOB_KINDS, backgroundJobsApi, ZBackgroundJob, type TBackgroundJob } from '@hris/contracts';
import { callApi } from '../lib/api';
import { saveDownload } from '../lib/download';
import { useToken } from '../lib/session';
import { openRealtimeSocket } from '../lib/socket';

// Long work's bar (issue 42): a job's progress, step and result, fed by the socket's event (each half second while
// it runs, to its asker) and a poll behind it (the asker's own job route; another's job is followed by the page that
// shows it, from its own answer). The work goes on without the page: leaving it loses nothing.

const ended = (job: TBackgroundJob) => job.status === 'done' || job.status === 'failed';
const count = (n: number) => n.toLocaleString('en-PH');

/** The newer of two states of one job: an ended one, else the one further along. */
function newer(a: TBackgroundJob, b: TBackgroundJob) {
  if (ended(a) !== ended(b)) return ended(a) ? a : b;
  return b.done >= a.done ? b : a;
}

/** The job as it stands: the page's copy, the socket's events and the poll's answers, whichever is newest. */
function useLiveJob(given: TBackgroundJob) {
  const token = useToken();
  const [pushed, setPushed] = useState<TBackgroundJob | null>(null);
  useEffect(() => {
    if (!token || ended(given)) return;
    const socket = openRealtimeSocket(token);
    socket.on(BACKGROUND_JOB_EVENT, (payload: unknown) => {
      const parsed = ZBackgroundJob.safeParse(payload);
      if (parsed.success && parsed.data.id === given.id) setPushed((p) => (p ? newer(p, parsed.data) : parsed.data));
    });
    return () => {
      socket.disconnect();
    };
  }, [token, given]);
  const polled = useQuery({
    queryKey: ['background-jobs', given.id],
    queryFn: ({ signal }) =>
      // Another HR officer's job answers 404 here: the page's own answer then carries its progress.
      callApi(backgroundJobsApi.one, { params: { id: given.id }, signal, handleError: (e) => e.status === 404 }).then((a) => a.job),
    enabled: !ended(given),
    refetchInterval: (query) => (query.state.data && ended(query.state.data) ? false : 3_000),
    retry: false,
  });
  let job = given;
  if (pushed?.id === given.id) job = newer(job, pushed);
  if (polled.data?.id === given.id) job = newer(job, polled.data);
  return job;
}

/**
 * One job's bar: "Computing the payroll: 2,400 of 5,000 people", its step, and once ended its result (with the file to
 * save, when it made one and still keeps it) or why it failed. `onEnd` runs once when the job is seen to end (the page
 * reads its data again); `saveLabel` names the file's button in the page's words ("Save the PDF").
 */
export function JobProgress({
  job: given,
  unit,
  onEnd,
  saveLabel = 'Save the file',
}: {
  job: TBackgroundJob;
  unit: string;
  onEnd?: (job: TBackgroundJob) => void;
  saveLabel?: string;
}) {
  const job = useLiveJob(given);
  const told = useRef(ended(given));
  useEffect(() => {
    if (ended(job) && !told.current) {
      told.current = true;
      onEnd?.(job);
    }
  }, [job, onEnd]);
  const title = BACKGROUND_JOB_KINDS[job.kind];

  if (job.status === 'done' && job.result) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title={`${title}: done`} role="status">
        <Group justify="space-between" gap="sm">
          <Text fz="sm">{job.result.message}</Text>
          {job.result.has_file ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              onClick={() => void saveDownload(backgroundJobsApi.file, { params: { id: job.id } }, `job-${job.id}`)}
            >
              {saveLabel}
            </Button>
          ) : null}
        </Group>
      </Alert>
    );
  }
  if (job.status === 'failed') {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={`${title}: not finished`} role="alert">
        <Text fz="sm">{job.error}</Text>
      </Alert>
    );
  }
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  const label = job.total > 0 ? `${title}: ${count(job.done)} of ${count(job.total)} ${unit}` : `${title}…`;
  return (
    <Paper withBorder radius="md" p="md" role="status" aria-live="polite">
      <Stack gap={6}>
        <Group justify="space-between" gap="sm">
          <Text fw={600} fz="sm">
            {label}
          </Text>
          <Text fz="sm" c="dimmed">
            {job.status === 'queued' ? 'Waiting to start' : job.step}
          </Text>
        </Group>
        <Progress.Root size="lg">
          <Progress.Section value={percent} animated striped aria-label={label} />
        </Progress.Root>
        <Text fz="xs" c="dimmed">
          You may leave this page: you will be notified when it is done.
        </Text>
      </Stack>
    </Paper>
  );
}
