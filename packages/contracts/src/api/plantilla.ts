import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZBackgroundJobStarted } from '../background-jobs';
import {
  ZPersonnelItemBody,
  ZPersonnelItemSaved,
  ZPlantillaPersonnelList,
  ZPlantillaPersonnelQuery,
  ZPlantillaReport,
  ZPlantillaReportQuery,
} from '../compensation';
import { ZPlantillaItemBody, ZPlantillaItemList, ZPlantillaItemQuery, ZPlantillaItemSaved } from '../records';

/** The plantilla of personnel's filters without paging: what its Excel and PDF print, every matching line. */
export const ZPlantillaPersonnelFilters = ZPlantillaPersonnelQuery.omit({ page: true, per_page: true });

/** The plantilla (SPEC.md §6): its items, vacant or filled, and the plantilla of personnel (PSIPOP) with its report. */
export const plantillaApi = {
  // ——— Items ———
  items: route({
    method: 'GET',
    path: '/api/plantilla/items',
    summary: 'Plantilla items (status vacant|filled, office, position, term, paging)',
    query: ZPlantillaItemQuery,
    response: ZPlantillaItemList,
  }),
  addItem: route({
    method: 'POST',
    path: '/api/plantilla/items',
    summary: 'Add a plantilla item (vacant)',
    body: ZPlantillaItemBody,
    response: ZPlantillaItemSaved,
  }),
  editItem: route({
    method: 'PUT',
    path: '/api/plantilla/items/:id',
    summary: 'Edit a plantilla item (its incumbent changes by appointment)',
    params: ZIdParams,
    body: ZPlantillaItemBody,
    response: ZPlantillaItemSaved,
  }),

  // ——— The plantilla of personnel (PSIPOP) ———
  personnel: route({
    method: 'GET',
    path: '/api/plantilla/personnels',
    summary: 'The plantilla of personnel (PSIPOP): items with their incumbents, a page, and the totals per office and for the university',
    query: ZPlantillaPersonnelQuery,
    response: ZPlantillaPersonnelList,
  }),
  personnelExport: route({
    method: 'POST',
    path: '/api/plantilla/personnels/export',
    summary: 'The plantilla of personnel as Excel, in the PSIPOP column order, made as a job (its file saved from the job; 409 while one of yours is made)',
    body: ZPlantillaPersonnelFilters,
    response: ZBackgroundJobStarted,
    status: 202,
  }),
  personnelPdf: route({
    method: 'POST',
    path: '/api/plantilla/personnels/pdf',
    summary: 'The plantilla of personnel as a PDF, by office with subtotals, made as a job (its file saved from the job; 409 while one of yours is made)',
    body: ZPlantillaPersonnelFilters,
    response: ZBackgroundJobStarted,
    status: 202,
  }),
  addPersonnelItem: route({
    method: 'POST',
    path: '/api/plantilla/personnel-items',
    summary: 'Add a plantilla item and, when an employee is named, appoint them to it in the same step',
    body: ZPersonnelItemBody,
    response: ZPersonnelItemSaved,
  }),
  report: route({
    method: 'GET',
    path: '/api/plantilla/report',
    summary: 'Filled items by appointment status, level, sex and salary grade; filled and vacant per office and campus',
    query: ZPlantillaReportQuery,
    response: ZPlantillaReport,
  }),
};
