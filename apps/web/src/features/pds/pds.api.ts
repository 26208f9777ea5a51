import { useWholeList } from '../../lib/whole-lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pdsApi, type RouteInput, type TNamedLookupItem, type TPdsAttachmentSection, type TPdsCheckingQuery, type TPdsSection } from '@hris/contracts';
import { callApi } from '../../lib/api';
import { openPdf, saveDownload } from '../../lib/download';
import { uploadPdf } from '../../lib/upload-pdf';
import { isShownByForm } from '../../lib/field-errors';

export type { TPdsAnswer, TPdsCheckingQuery, TPdsFile, TPdsSubmission, TPdsSubmissionDetail } from '@hris/contracts';

/** A reference list read whole (countries, civil status, blood types: SPEC.md §9, 999). */
export type TNamedRecord = TNamedLookupItem;

/** A section's fields as the form sends them; the section's own schema checks them on both sides. */
type TSectionBody = RouteInput<typeof pdsApi.saveSection>['body'];

export const pdsKeys = {
  all: ['pds'] as const,
  sheet: (personnelId: number) => [...pdsKeys.all, 'sheet', personnelId] as const,
  files: (section: TPdsAttachmentSection, parentId: number) => [...pdsKeys.all, 'files', section, parentId] as const,
  checkingAll: () => [...pdsKeys.all, 'checking'] as const,
  checkingList: (query: TPdsCheckingQuery) => [...pdsKeys.checkingAll(), 'list', query] as const,
  checkingDetail: (id: number) => [...pdsKeys.checkingAll(), 'detail', id] as const,
  lookup: (path: string) => [...pdsKeys.all, 'lookup', path] as const,
};

/** The whole PDS of one person with where it stands with HR. */
export function usePds(personnelId: number | null) {
  return useQuery({
    queryKey: pdsKeys.sheet(personnelId ?? 0),
    queryFn: ({ signal }) => callApi(pdsApi.sheet, { params: { id: personnelId ?? 0 }, signal }),
    enabled: personnelId !== null,
  });
}

function useRefreshPds(personnelId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pdsKeys.sheet(personnelId) });
}

/** Saves a one-record section (personal information, family, questions, references, ID). */
export function useSaveSingleSection(personnelId: number, section: TPdsSection) {
  const refresh = useRefreshPds(personnelId);
  return useMutation({
    mutationFn: (body: TSectionBody) => callApi(pdsApi.saveSection, { params: { id: personnelId, section }, body, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

/** Adds or edits one entry of a list section (a school, a job, a training…). */
export function useSaveEntry(personnelId: number, section: TPdsSection) {
  const refresh = useRefreshPds(personnelId);
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId?: number; body: TSectionBody }) =>
      entryId
        ? callApi(pdsApi.editEntry, { params: { id: personnelId, section, entryId }, body, handleError: isShownByForm })
        : callApi(pdsApi.addEntry, { params: { id: personnelId, section }, body, handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

/** Deletes an entry; its documents go with it. */
export function useDeleteEntry(personnelId: number, section: TPdsSection) {
  const refresh = useRefreshPds(personnelId);
  return useMutation({
    mutationFn: (entryId: number) => callApi(pdsApi.removeEntry, { params: { id: personnelId, section, entryId } }),
    onSuccess: refresh,
  });
}

/** Sends the changed sections to HR; a 422 (nothing changed) is shown on the page. */
export function useSubmitPds(personnelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(pdsApi.submit, { params: { id: personnelId }, handleError: isShownByForm }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pdsKeys.sheet(personnelId) }),
        queryClient.invalidateQueries({ queryKey: pdsKeys.checkingAll() }),
      ]),
  });
}

const workbookForm = (file: File, kept?: TPdsSection[]) => {
  const form = new FormData();
  if (kept) form.append('sections', JSON.stringify(kept));
  form.append('file', file);
  return form;
};

/** "Fill from my Excel PDS": what the workbook would fill, section by section; nothing is written. */
export function usePreviewPdsWorkbook() {
  return useMutation({ mutationFn: (file: File) => callApi(pdsApi.importPreview, { body: workbookForm(file), handleError: isShownByForm }) });
}

/** Fills the kept sections of the signed-in employee's own PDS from the workbook, all or nothing. */
export function useImportPdsWorkbook(personnelId: number) {
  const refresh = useRefreshPds(personnelId);
  return useMutation({
    mutationFn: ({ file, kept }: { file: File; kept: TPdsSection[] }) => callApi(pdsApi.import, { body: workbookForm(file, kept), handleError: isShownByForm }),
    onSuccess: refresh,
  });
}

/** Which copy a printout shows: the one being edited, or the one HR verified. */
type TPdsVersion = NonNullable<RouteInput<typeof pdsApi.pdf>['query']>['version'];

/** The printable PDS (CS Form 212) in a new tab, as the API renders it. */
export const openPdsPdf = (personnelId: number, version?: TPdsVersion) => openPdf(pdsApi.pdf, { params: { id: personnelId }, query: { version } });

/** The PDS as a spreadsheet. */
export const savePdsExcel = (personnelId: number, version: TPdsVersion) =>
  saveDownload(pdsApi.excel, { params: { id: personnelId }, query: { version } }, 'pds.xlsx');

export function useEntryFiles(section: TPdsAttachmentSection, parentId: number | null) {
  return useQuery({
    queryKey: pdsKeys.files(section, parentId ?? 0),
    queryFn: ({ signal }) => callApi(pdsApi.files, { params: { section }, query: { parent_id: parentId ?? undefined }, signal }),
    select: (answer) => answer.files,
    enabled: parentId !== null,
  });
}

/** The files changed: the entry's list and the PDS (its "Documents (n)" counts). */
function useRefreshFiles(personnelId: number, section: TPdsAttachmentSection, parentId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pdsKeys.files(section, parentId) }),
      queryClient.invalidateQueries({ queryKey: pdsKeys.sheet(personnelId) }),
    ]);
}

/**
 * Sends one checked PDF (POST /api/upload), then attaches the stored path to the entry. A refusal
 * of the bytes (422) keeps the server's message for the form; any other failure is SPEC.md §8's
 * "Unable to upload the file at the moment."
 */
export function useAttachFile(personnelId: number, section: TPdsAttachmentSection, parentId: number) {
  const refresh = useRefreshFiles(personnelId, section, parentId);
  return useMutation({
    mutationFn: async (file: File) => {
      const uploaded = await uploadPdf(file);
      return callApi(pdsApi.attachFile, { params: { section }, body: { parent_id: parentId, attachment_path: uploaded.path }, handleError: isShownByForm });
    },
    onSuccess: refresh,
  });
}

export function useRemoveFile(personnelId: number, section: TPdsAttachmentSection, parentId: number) {
  const refresh = useRefreshFiles(personnelId, section, parentId);
  return useMutation({
    mutationFn: (fileId: number) => callApi(pdsApi.removeFile, { params: { section, id: fileId } }),
    onSuccess: refresh,
  });
}

/** PDS checking (PDS-CHECKING): the submissions of one status. */
export function usePdsSubmissions(query: TPdsCheckingQuery) {
  return useQuery({
    queryKey: pdsKeys.checkingList(query),
    queryFn: ({ signal }) => callApi(pdsApi.submissions, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePdsSubmission(id: number | null) {
  return useQuery({
    queryKey: pdsKeys.checkingDetail(id ?? 0),
    queryFn: ({ signal }) => callApi(pdsApi.submission, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** HR's decision on a submission: verified (remarks optional) or returned (remarks required). */
export type TPdsDecision =
  { action: 'verify'; body: RouteInput<typeof pdsApi.verify>['body'] } | { action: 'return'; body: RouteInput<typeof pdsApi.return>['body'] };

/** Verifies or returns a submission; the API notifies the employee either way. */
export function useDecidePdsSubmission(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TPdsDecision) =>
      decision.action === 'verify'
        ? callApi(pdsApi.verify, { params: { id }, body: decision.body, handleError: isShownByForm })
        : callApi(pdsApi.return, { params: { id }, body: decision.body, handleError: isShownByForm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pdsKeys.all }),
  });
}

/** The short reference lists the personal fields choose from, loaded whole. */
export const useCivilStatuses = () => useWholeList('/api/civil-status', (answer) => answer.civil_status);
export const useBloodTypes = () => useWholeList('/api/bloodtype', (answer) => answer.blood_types);
export const useCountries = () => useWholeList('/api/countries', (answer) => answer.countries);
