import { route } from '../api-route';
import { ZIdParams } from '../auth';
import {
  ZDisposalBody,
  ZIssueBody,
  ZIssueSaved,
  ZMyProperty,
  ZMyPropertyDocuments,
  ZMyPropertyDocumentsQuery,
  ZPropertyDocumentAnswer,
  ZPropertyDocumentList,
  ZPropertyDocumentQuery,
  ZPropertyDocumentSaved,
  ZPropertyItemAnswer,
  ZPropertyItemBody,
  ZPropertyItemList,
  ZPropertyItemPatch,
  ZPropertyItemQuery,
  ZPropertyItemSaved,
  ZPropertySettings,
  ZPropertySettingsSaved,
  ZReturnBody,
  ZTransferBody,
} from '../property';
import {
  ZCountAnswer,
  ZCountBody,
  ZCountCloseBody,
  ZCountDifferences,
  ZCountLineParams,
  ZCountLineSaved,
  ZCountLinesQuery,
  ZCountLineUpdate,
  ZCountList,
  ZCountQuery,
  ZCountSaved,
} from '../property-count';
import { ZOfficeHoldings, ZOfficeHoldingsQuery } from '../property-holdings';

/**
 * Property accountability (issue 23; SPEC.md §2 /my/mrs): the supply and property office's register, issues, movements and
 * physical counts (PROPERTYACCOUNT); what each employee holds and acknowledges (PPTY-MR); an office's holdings for its head.
 */
export const propertyApi = {
  // ── The register ──
  settings: route({
    method: 'GET',
    path: '/api/property/settings',
    summary: 'The COA thresholds (centavos) that classify the items',
    response: ZPropertySettings,
  }),
  saveSettings: route({
    method: 'PUT',
    path: '/api/property/settings',
    summary: 'Change the COA thresholds (items registered from now on)',
    body: ZPropertySettings,
    response: ZPropertySettingsSaved,
  }),
  addItem: route({
    method: 'POST',
    path: '/api/property/items',
    summary: 'Register an item (classified PPE or semi-expendable by its cost)',
    body: ZPropertyItemBody,
    response: ZPropertyItemSaved,
  }),
  items: route({
    method: 'GET',
    path: '/api/property/items',
    summary: 'The property register, searched and filtered',
    query: ZPropertyItemQuery,
    response: ZPropertyItemList,
  }),
  exportItems: route({
    method: 'GET',
    path: '/api/property/items/export',
    summary: 'The register as an Excel file: the same search and filters, every matching item (at most 20,000)',
    query: ZPropertyItemQuery.omit({ page: true, per_page: true }),
    response: 'file',
  }),
  item: route({
    method: 'GET',
    path: '/api/property/items/:id',
    summary: 'An item and the documents it was issued on',
    params: ZIdParams,
    response: ZPropertyItemAnswer,
  }),
  correctItem: route({
    method: 'PATCH',
    path: '/api/property/items/:id',
    summary: "Correct an item's condition or location",
    params: ZIdParams,
    body: ZPropertyItemPatch,
    response: ZPropertyItemSaved,
  }),

  // ── The forms ──
  issue: route({
    method: 'POST',
    path: '/api/property/issues',
    summary: 'Issue items to an employee on a PAR or an ICS (by their classification)',
    body: ZIssueBody,
    response: ZIssueSaved,
  }),
  transfer: route({
    method: 'POST',
    path: '/api/property/transfers',
    summary: 'Transfer items one employee holds to another on a PTR or an ITR (by their classification)',
    body: ZTransferBody,
    response: ZPropertyDocumentSaved,
  }),
  receiveReturn: route({
    method: 'POST',
    path: '/api/property/returns',
    summary: 'Receive items one employee returns, on a PRS or an RRSP, with the condition of each',
    body: ZReturnBody,
    response: ZPropertyDocumentSaved,
  }),
  dispose: route({
    method: 'POST',
    path: '/api/property/disposals',
    summary: 'Dispose of unserviceable items in stock on an IIRUP or an IIRUSP',
    body: ZDisposalBody,
    response: ZPropertyDocumentSaved,
  }),
  documents: route({
    method: 'GET',
    path: '/api/property/documents',
    summary: 'Property documents: issues, transfers, returns and disposals',
    query: ZPropertyDocumentQuery,
    response: ZPropertyDocumentList,
  }),
  document: route({
    method: 'GET',
    path: '/api/property/documents/:id',
    summary: 'A property document (PAR, ICS, PTR, ITR, PRS, RRSP, IIRUP, IIRUSP)',
    params: ZIdParams,
    response: ZPropertyDocumentAnswer,
  }),
  documentPdf: route({
    method: 'GET',
    path: '/api/property/documents/:id/pdf',
    summary: 'A property document printed on its COA form (PDF)',
    params: ZIdParams,
    response: 'file',
  }),
  acknowledge: route({
    method: 'POST',
    path: '/api/property/documents/:id/acknowledge',
    summary: 'Acknowledge the receipt of what was issued or transferred to me',
    params: ZIdParams,
    response: ZPropertyDocumentSaved,
  }),

  // ── What I hold, what my office holds ──
  mine: route({
    method: 'GET',
    path: '/api/property/mine',
    summary: 'What I hold now, with a summary per form',
    response: ZMyProperty,
  }),
  myDocuments: route({
    method: 'GET',
    path: '/api/property/mine/documents',
    summary: 'My property documents: new (to acknowledge), current, old (returned or transferred away, my return slips)',
    query: ZMyPropertyDocumentsQuery,
    response: ZMyPropertyDocuments,
  }),
  officeHoldings: route({
    method: 'GET',
    path: '/api/property/office-holdings',
    summary: "An office's holdings, for its head (or the property office)",
    query: ZOfficeHoldingsQuery,
    response: ZOfficeHoldings,
  }),

  // ── The physical count ──
  counts: route({
    method: 'GET',
    path: '/api/property/counts',
    summary: 'Physical counts, newest first (filter open or closed)',
    query: ZCountQuery,
    response: ZCountList,
  }),
  openCount: route({
    method: 'POST',
    path: '/api/property/counts',
    summary: "Open a physical count of an office's or an employee's property, a line per item held",
    body: ZCountBody,
    response: ZCountSaved,
  }),
  count: route({
    method: 'GET',
    path: '/api/property/counts/:id',
    summary: 'A count with a page of its lines (filter by state, search)',
    params: ZIdParams,
    query: ZCountLinesQuery,
    response: ZCountAnswer,
  }),
  recordLine: route({
    method: 'PUT',
    path: '/api/property/counts/:id/lines/:itemId',
    summary: 'Record an item found (and its condition) or not found',
    params: ZCountLineParams,
    body: ZCountLineUpdate,
    response: ZCountLineSaved,
  }),
  closeCount: route({
    method: 'POST',
    path: '/api/property/counts/:id/close',
    summary: 'Close a count: the conditions seen go to the register (uncounted lines refuse it unless recorded as not found)',
    params: ZIdParams,
    body: ZCountCloseBody,
    response: ZCountSaved,
  }),
  countDifferences: route({
    method: 'GET',
    path: '/api/property/counts/:id/differences',
    summary: 'Items not found and conditions changed, with totals per form',
    params: ZIdParams,
    response: ZCountDifferences,
  }),
  countSheet: route({
    method: 'GET',
    path: '/api/property/counts/:id/sheet.pdf',
    summary: 'The count sheet on the COA layout (RPCPPE and RPCSP, PDF)',
    params: ZIdParams,
    response: 'file',
  }),
  differencesPdf: route({
    method: 'GET',
    path: '/api/property/counts/:id/differences.pdf',
    summary: 'The report of differences (PDF)',
    params: ZIdParams,
    response: 'file',
  }),
};
