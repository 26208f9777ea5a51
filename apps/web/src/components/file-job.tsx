import type { ReactNode } from 'react';
import type { ButtonProps } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backgroundJobsApi, type RouteAnswer, type TBackgroundJob, type TBackgroundJobKind, type TBackgroundJobStarted } from '@hris/contracts';
import { callApi } from '../lib/api';
import { BusyButton } from './busy-button';
import { JobProgress } from './job-progress';

// Long work that ends in a file (issue 42: the payslips of a run, the plantilla of personnel, an L&D report): a button
// asks for it (202 with the job), the bar follows it and ends in "Save the file", and the bell says when it is ready.
// A page finds the asker's latest job of its kind again in GET /api/background-jobs/mine, so coming back to the page
// (or following the bell's link) shows the bar under way or the file to save.

const MINE = ['background-jobs', 'mine'] as const;
type Mine = RouteAnswer<typeof backgroundJobsApi.mine>;

const underWay = (job: TBackgroundJob | null) => job?.status === 'queued' || job?.status === 'running';

/** The caller's latest job of a kind (under way, or ended with its file); null when they never asked for one. */
function useMyLatestJob(kind: TBackgroundJobKind) {
  return useQuery({
    queryKey: MINE,
    queryFn: ({ signal }) => callApi(backgroundJobsApi.mine, { signal }),
    select: (answer) => answer.jobs.find((j) => j.kind === kind) ?? null,
    // Read as the page opens: the job may have ended (or been asked for on another tab) since.
    staleTime: 0,
  });
}

/**
 * The caller's file of a kind: their latest job (its bar, or its file) and `start`, which asks for a new one — the job
 * it answers is the latest at once, so every button and bar of the page follows it.
 */
export function useMyFileJob(kind: TBackgroundJobKind) {
  const queryClient = useQueryClient();
  const job = useMyLatestJob(kind).data ?? null;
  const start = useMutation({
    mutationFn: (ask: () => Promise<TBackgroundJobStarted>) => ask(),
    onSuccess: (answer) => queryClient.setQueryData<Mine>(MINE, (old) => ({ jobs: [answer.job, ...(old?.jobs ?? [])] })),
  });
  return { job, start: (ask: () => Promise<TBackgroundJobStarted>) => start.mutateAsync(ask).then(() => undefined) };
}

/**
 * A button that asks for a file made as a job: busy while asking, and refused while the caller's job for it is under
 * way (one at a time: the server would answer 409).
 */
export function FileJobButton({
  job,
  start,
  icon,
  label,
  children,
  variant = 'default',
}: {
  job: TBackgroundJob | null;
  start: () => Promise<void>;
  icon: ReactNode;
  label?: string;
  children: ReactNode;
  variant?: ButtonProps['variant'];
}) {
  return (
    <BusyButton variant={variant} leftSection={icon} disabled={underWay(job)} aria-label={label} onClick={() => start()}>
      {children}
    </BusyButton>
  );
}

/** The bar of the caller's latest file of a kind, then its "Save the file" (nothing when they never asked for one). */
export function MyFileJobProgress({ kind, unit }: { kind: TBackgroundJobKind; unit: string }) {
  const queryClient = useQueryClient();
  const { job } = useMyFileJob(kind);
  // Once it ends, the list is read again: the buttons ask for a new file again.
  return job ? <JobProgress key={job.id} job={job} unit={unit} onEnd={() => void queryClient.invalidateQueries({ queryKey: MINE })} /> : null;
}
