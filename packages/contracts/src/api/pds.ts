import { z } from '../zod';
import { route } from '../api-route';
import { uploadRoute } from './upload';
import { ZIdParams } from '../auth';
import { ZMessage } from '../responses';
import { ZId } from '../text';
import {
  PDS_ATTACHMENT_SECTIONS,
  ZAttachmentPath,
  ZPdsAnswer,
  ZPdsCheckingQuery,
  ZPdsDecision,
  ZPdsEntrySaved,
  ZPdsFileList,
  ZPdsFileSaved,
  ZPdsImported,
  ZPdsImportPreview,
  ZPdsReturn,
  ZPdsSection,
  ZPdsSectionSaved,
  ZPdsSubmissionDetail,
  ZPdsSubmissionList,
  ZPdsSubmitted,
  type TPdsAttachmentSection,
} from '../pds';

// The Personal Data Sheet of one person: SPEC.md §7 "PUT /api/personnels/{id}[/{sub}]", one {sub} per section of
// CS Form 212 (PDS_SECTIONS); its documents (SPEC.md §7 "PDS file attachments" and "Uploads"); HR's checking.

const ZSectionParams = ZIdParams.extend({ section: ZPdsSection });
const ZEntryParams = ZSectionParams.extend({ entryId: ZId });
/** The verified copy (the default) or the one being edited. */
const ZPdsVersion = z.object({ version: z.enum(['current', 'verified']).optional() });
// The section's own schema (PDS_SECTIONS[section].schema) checks the body in the service; here any object.
const ZSectionBody = z.record(z.string(), z.unknown(), { error: "Send the section's fields as an object." });

const ZAttachmentParams = z.object({ section: z.enum(PDS_ATTACHMENT_SECTIONS, { error: 'There is no such PDS section with documents.' }) });
/** The parent is named `parent_id` or, as SPEC.md §3 puts it, by a key naming the parent (`workexp_id`…). */
const parentKeys = Object.fromEntries(PDS_ATTACHMENT_SECTIONS.map((s) => [`${s}_id`, ZId.optional()])) as Record<
  `${TPdsAttachmentSection}_id`,
  z.ZodOptional<typeof ZId>
>;
const ZFileParent = z.object({ parent_id: ZId.optional(), ...parentKeys });

export const pdsApi = {
  sheet: route({
    method: 'GET',
    path: '/api/personnels/:id/pds',
    summary: 'The PDS (its owner, PERSONNELS or PDS-CHECKING)',
    params: ZIdParams,
    response: ZPdsAnswer,
  }),
  saveSection: route({
    method: 'PUT',
    path: '/api/personnels/:id/:section',
    summary: 'Save a one-off section (personal, family, questions, references, government_id)',
    params: ZSectionParams,
    body: ZSectionBody,
    response: ZPdsSectionSaved,
  }),
  addEntry: route({
    method: 'POST',
    path: '/api/personnels/:id/:section',
    summary: 'Add an entry to a list section (educbackground, workexp, training…)',
    params: ZSectionParams,
    body: ZSectionBody,
    response: ZPdsEntrySaved,
  }),
  editEntry: route({
    method: 'PUT',
    path: '/api/personnels/:id/:section/:entryId',
    summary: 'Edit an entry',
    params: ZEntryParams,
    body: ZSectionBody,
    response: ZPdsEntrySaved,
  }),
  removeEntry: route({
    method: 'DELETE',
    path: '/api/personnels/:id/:section/:entryId',
    summary: 'Remove an entry and its documents',
    params: ZEntryParams,
    response: ZMessage,
  }),
  submit: route({
    method: 'POST',
    path: '/api/personnels/:id/pds/submit',
    summary: 'Send the changed PDS to HR for verification',
    params: ZIdParams,
    response: ZPdsSubmitted,
  }),
  pdf: route({
    method: 'GET',
    path: '/api/personnels/:id/pds/pdf',
    summary: 'The PDS printed on CS Form 212 (verified copy by default)',
    params: ZIdParams,
    query: ZPdsVersion,
    response: 'file',
  }),
  excel: route({
    method: 'GET',
    path: '/api/personnels/:id/pds/excel',
    summary: 'The PDS as a spreadsheet',
    params: ZIdParams,
    query: ZPdsVersion,
    response: 'file',
  }),

  importPreview: route({
    method: 'POST',
    path: '/api/pds/import/preview',
    summary: "What the official PDS workbook (.xlsx) would fill in the signed-in employee's own PDS, section by section",
    body: 'multipart',
    response: ZPdsImportPreview,
  }),
  import: route({
    method: 'POST',
    path: '/api/pds/import',
    summary: "Fill the signed-in employee's own PDS from the official workbook: the sections kept (multipart file and sections)",
    body: 'multipart',
    response: ZPdsImported,
  }),

  upload: uploadRoute,
  files: route({
    method: 'GET',
    path: '/api/personnel/:section/files',
    summary: 'The documents of one PDS entry',
    params: ZAttachmentParams,
    query: ZFileParent,
    response: ZPdsFileList,
  }),
  attachFile: route({
    method: 'POST',
    path: '/api/personnel/:section/files',
    summary: 'Attach an uploaded PDF to a PDS entry',
    params: ZAttachmentParams,
    body: ZFileParent.extend({ attachment_path: ZAttachmentPath }),
    response: ZPdsFileSaved,
  }),
  removeFile: route({
    method: 'DELETE',
    path: '/api/personnel/:section/files/:id',
    summary: 'Remove a document from a PDS entry',
    params: ZAttachmentParams.extend({ id: ZId }),
    response: ZMessage,
  }),

  submissions: route({
    method: 'GET',
    path: '/api/pds/checking',
    summary: 'PDS submissions by status (submitted: the queue, oldest first)',
    query: ZPdsCheckingQuery,
    response: ZPdsSubmissionList,
  }),
  submission: route({
    method: 'GET',
    path: '/api/pds/checking/:id',
    summary: 'A submission and what changed since the last verified copy',
    params: ZIdParams,
    response: ZPdsSubmissionDetail,
  }),
  verify: route({
    method: 'POST',
    path: '/api/pds/checking/:id/verify',
    summary: 'Verify a submitted PDS',
    params: ZIdParams,
    body: ZPdsDecision,
    response: ZMessage,
  }),
  return: route({
    method: 'POST',
    path: '/api/pds/checking/:id/return',
    summary: 'Return a submitted PDS with remarks',
    params: ZIdParams,
    body: ZPdsReturn,
    response: ZMessage,
  }),
};
