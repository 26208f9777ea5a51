import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backgroundJobsApi, importsApi, type TImportKind, type TImportMapping } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';

// Imports from spreadsheets (issue 41): the kinds, a file's preview and commit, the batches and their undo.

export const importKeys = {
  all: ['imports'] as const,
  kinds: () => [...importKeys.all, 'kinds'] as const,
  batches: (page: number) => [...importKeys.all, 'batches', page] as const,
};

export function useImportKinds() {
  return useQuery({ queryKey: importKeys.kinds(), queryFn: ({ signal }) => callApi(importsApi.kinds, { signal }), select: (a) => a.kinds });
}

export function useImportBatches(page: number) {
  return useQuery({
    queryKey: importKeys.batches(page),
    queryFn: ({ signal }) => callApi(importsApi.batches, { signal, query: { page, per_page: 10 } }),
    placeholderData: (previous) => previous,
  });
}

export type TImportSend = { kind: TImportKind; file: File; mapping: TImportMapping | null; options: Record<string, boolean> };

const formOf = ({ file, mapping, options }: TImportSend) => {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  for (const [key, on] of Object.entries(options)) form.append(key, String(on));
  form.append('file', file);
  return form;
};

/** What the file would do; nothing is written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (send: TImportSend) => callApi(importsApi.preview, { params: { kind: send.kind }, body: formOf(send), handleError: isShownByForm }),
  });
}

/** Starts the import (all or nothing) as a job: the rows are checked at once, the write goes on in the background. */
export function useCommitImport() {
  return useMutation({
    mutationFn: (send: TImportSend) => callApi(importsApi.commit, { params: { kind: send.kind }, body: formOf(send), handleError: isShownByForm }),
  });
}

/** One's import still under way (its bar on the page again after leaving it), read once as the page opens. */
export function useImportUnderWay() {
  return useQuery({
    queryKey: ['background-jobs', 'mine', 'import-commit'],
    queryFn: ({ signal }) => callApi(backgroundJobsApi.mine, { signal }),
    select: (a) => a.jobs.find((j) => j.kind === 'import-commit' && (j.status === 'queued' || j.status === 'running')) ?? null,
    staleTime: 0,
  });
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(importsApi.undo, { params: { id }, handleError: (e) => e.status === 409 || isShownByForm(e) }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

const zipForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** HR's zip of PDS workbooks: each workbook, the person it is matched to, what it fills; nothing is written. */
export function usePreviewPdsWorkbooks() {
  return useMutation({ mutationFn: (file: File) => callApi(importsApi.pdsWorkbooksPreview, { body: zipForm(file), handleError: isShownByForm }) });
}

/** Fills each matched PDS and files it for checking, all or nothing. */
export function useImportPdsWorkbooks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => callApi(importsApi.pdsWorkbooks, { body: zipForm(file), handleError: isShownByForm }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
