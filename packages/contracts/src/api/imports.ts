import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZImportBatchList, ZImportBatchQuery, ZImportKindParams, ZImportKinds, ZImportPreview, ZPdsWorkbooksImported, ZPdsWorkbooksPreview } from '../imports';
import { ZMessage } from '../responses';
import { ZBackgroundJobStarted } from '../background-jobs';

/** Imports from spreadsheets (issue 41): HR's personnel office and the administrators. */
export const importsApi = {
  kinds: route({
    method: 'GET',
    path: '/api/imports/kinds',
    summary: 'The kinds of import, their fields and the mapping remembered for each',
    response: ZImportKinds,
  }),
  template: route({
    method: 'GET',
    path: '/api/imports/:kind/template',
    summary: "An empty workbook with the kind's columns, to fill in",
    params: ZImportKindParams,
    response: 'file',
  }),
  preview: route({
    method: 'POST',
    path: '/api/imports/:kind/preview',
    summary: 'What importing the file would do, row by row (multipart: file, mapping as JSON); nothing is written',
    params: ZImportKindParams,
    body: 'multipart',
    response: ZImportPreview,
  }),
  commit: route({
    method: 'POST',
    path: '/api/imports/:kind',
    summary: 'Imports the file, all or nothing, as a job (multipart: file, mapping, options); 422 naming the rows with problems before it starts',
    params: ZImportKindParams,
    body: 'multipart',
    response: ZBackgroundJobStarted,
    status: 202,
  }),
  pdsWorkbooksPreview: route({
    method: 'POST',
    path: '/api/imports/pds-workbooks/preview',
    summary: 'What importing a .zip of PDS workbooks would do, workbook by workbook (multipart: file); nothing is written',
    body: 'multipart',
    response: ZPdsWorkbooksPreview,
  }),
  pdsWorkbooks: route({
    method: 'POST',
    path: '/api/imports/pds-workbooks',
    summary: "Fills each matched person's PDS from their workbook and files it for HR's checking, all or nothing; 422 naming the workbooks with problems",
    body: 'multipart',
    response: ZPdsWorkbooksImported,
  }),
  batches: route({
    method: 'GET',
    path: '/api/imports/batches',
    summary: 'The imports made, newest first, with who made them and when',
    query: ZImportBatchQuery,
    response: ZImportBatchList,
  }),
  undo: route({
    method: 'DELETE',
    path: '/api/imports/batches/:id',
    summary: 'Undoes an import while nothing it made is used elsewhere (409 with the reason)',
    params: ZIdParams,
    response: ZMessage,
  }),
};
