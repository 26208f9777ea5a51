import { route } from '../api-route';
import {
  ZReasonBody,
  ZRemarksBody,
  ZDocumentAnswer,
  ZDocumentBody,
  ZDocumentEditBody,
  ZDocumentList,
  ZDocumentQuery,
  ZDocumentSaved,
  ZDocumentTypeBody,
  ZDocumentTypeList,
  ZDocumentTypeSaved,
  ZDtsOffices,
  ZForwardBody,
  ZMyDocumentList,
  ZOverdueAnswer,
  ZReaderBody,
  ZTrackAnswer,
  ZTrackingNumberParams,
} from '../dts';
import { ZIdParams } from '../auth';
import { ZListQuery } from '../lookups';

/** A move a document makes at an office (receive, hold, release…): the remarks or the reason it takes. */
const move = (path: string, summary: string) =>
  route({ method: 'POST', path: `/api/dts/documents/:id/${path}`, summary, params: ZIdParams, body: ZRemarksBody.optional(), response: ZDocumentSaved });
const moveWithReason = (path: string, summary: string) =>
  route({ method: 'POST', path: `/api/dts/documents/:id/${path}`, summary, params: ZIdParams, body: ZReasonBody, response: ZDocumentSaved });

/** Document tracking (issue 19): documents, their moves between offices, the types, the public tracking page. */
export const dtsApi = {
  receive: move('receive', 'Receive a document sent to the office (or returned to it)'),
  forPickup: move('for-pickup', 'Mark a received document ready for pick-up'),
  release: move('release', 'Release a document (to the requester, or picked up)'),
  archive: move('archive', 'Archive a document'),
  hold: moveWithReason('hold', 'Put a received document on hold, saying why'),
  return: moveWithReason('return', 'Return a document to the office that sent it, saying why'),
  reject: moveWithReason('reject', 'Reject a document, saying why'),
  types: route({
    method: 'GET',
    path: '/api/dts/document-types',
    summary: 'Document types with their RA 11032 processing time',
    response: ZDocumentTypeList,
  }),
  addType: route({
    method: 'POST',
    path: '/api/dts/document-types',
    summary: 'Add a document type',
    body: ZDocumentTypeBody,
    response: ZDocumentTypeSaved,
  }),
  editType: route({
    method: 'PUT',
    path: '/api/dts/document-types/:id',
    summary: 'Change a document type',
    params: ZIdParams,
    body: ZDocumentTypeBody,
    response: ZDocumentTypeSaved,
  }),
  offices: route({
    method: 'GET',
    path: '/api/dts/offices',
    summary: 'The offices I act for (every office, for a DTS administrator)',
    response: ZDtsOffices,
  }),
  file: route({
    method: 'POST',
    path: '/api/dts/documents',
    summary: 'File a document from an office (a tracking number is given)',
    body: ZDocumentBody,
    response: ZDocumentSaved,
  }),
  list: route({
    method: 'GET',
    path: '/api/dts/documents',
    summary: "An office's status view (incoming, received, outgoing, hold, return, for pick-up) and the six counts",
    query: ZDocumentQuery,
    response: ZDocumentList,
  }),
  exportList: route({
    method: 'GET',
    path: '/api/dts/documents/export',
    summary: "An office's status view as an Excel file: the same filters, every matching row",
    query: ZDocumentQuery,
    response: 'file',
  }),
  mine: route({
    method: 'GET',
    path: '/api/dts/my-documents',
    summary: 'What I filed and where each is now',
    query: ZListQuery,
    response: ZMyDocumentList,
  }),
  one: route({
    method: 'GET',
    path: '/api/dts/documents/:id',
    summary: 'A document and its log',
    params: ZIdParams,
    response: ZDocumentAnswer,
  }),
  byNumber: route({
    method: 'GET',
    path: '/api/dts/documents/by-number/:tracking_number',
    summary: 'A document and its log, by its tracking number',
    params: ZTrackingNumberParams,
    response: ZDocumentAnswer,
  }),
  edit: route({
    method: 'PUT',
    path: '/api/dts/documents/:id',
    summary: 'Correct what was filed, while no office has received the document',
    params: ZIdParams,
    body: ZDocumentEditBody,
    response: ZDocumentSaved,
  }),
  slip: route({
    method: 'GET',
    path: '/api/dts/documents/:id/slip',
    summary: 'The routing slip (PDF, with a QR code of the tracking page)',
    params: ZIdParams,
    response: 'file',
  }),
  overdue: route({
    method: 'GET',
    path: '/api/dts/overdue/:id',
    summary: 'The step of the log that made a document overdue, with its document and history',
    params: ZIdParams,
    response: ZOverdueAnswer,
  }),
  forward: route({
    method: 'POST',
    path: '/api/dts/documents/:id/forward',
    summary: 'Forward a document the office holds to another office',
    params: ZIdParams,
    body: ZForwardBody,
    response: ZDocumentSaved,
  }),
  nameReader: route({
    method: 'POST',
    path: '/api/dts/documents/:id/readers',
    summary: 'Name someone of the office that holds a confidential document who may read it (its holder only)',
    params: ZIdParams,
    body: ZReaderBody,
    response: ZDocumentSaved,
  }),
  attachment: route({
    method: 'GET',
    path: '/api/dts/attachments/:id',
    summary: "A file attached to a document's log (to those who may read the document)",
    params: ZIdParams,
    response: 'file',
  }),
  track: route({
    method: 'GET',
    path: '/api/dts/track/:tracking_number',
    summary: 'Where a document is, by its tracking number (no sign-in)',
    params: ZTrackingNumberParams,
    response: ZTrackAnswer,
  }),
};
