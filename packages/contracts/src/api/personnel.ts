import { z } from '../zod';
import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { PAGE_SIZES } from '../constants';
import { ZListQuery } from '../lookups';
import { ZMessage } from '../responses';
import {
  ZPersonnelAnswer,
  ZPersonnelBody,
  ZPersonnelFormOptions,
  ZPersonnelList,
  ZPersonnelPickList,
  ZPersonnelQuery,
  ZPersonnelSaved,
  ZPersonnelUpdate,
} from '../personnel';

/** The list's filters without paging: what the Excel export takes. */
const ZPersonnelExportQuery = ZPersonnelQuery.omit({ page: true, per_page: true });
/** A picker's search: a short page of names. */
const ZPersonnelPickQuery = ZListQuery.extend({ per_page: z.coerce.number().int().min(1).max(50).default(PAGE_SIZES.personnel) });

/** Personnel records (SPEC.md §2 Personnels) and the personnel picker (SPEC.md §3 "Personnel (picker record)"). */
export const personnelApi = {
  list: route({
    method: 'GET',
    path: '/api/personnels',
    summary: 'Personnel records (term, campus_id, department_id, status, kind, paging)',
    query: ZPersonnelQuery,
    response: ZPersonnelList,
  }),
  exportList: route({
    method: 'GET',
    path: '/api/personnels/export',
    summary: 'The list as an Excel file: the same filters, every matching row (at most 20,000)',
    query: ZPersonnelExportQuery,
    response: 'file',
  }),
  formOptions: route({
    method: 'GET',
    path: '/api/personnels/create',
    summary: 'What the new-personnel form offers',
    response: ZPersonnelFormOptions,
  }),
  one: route({
    method: 'GET',
    path: '/api/personnels/:id',
    summary: 'One record (its owner, or HR)',
    params: ZIdParams,
    response: ZPersonnelAnswer,
  }),
  create: route({
    method: 'POST',
    path: '/api/personnels',
    summary: 'Create a record (first_name, last_name and campus_id are enough)',
    body: ZPersonnelBody,
    response: ZPersonnelSaved,
  }),
  update: route({
    method: 'PUT',
    path: '/api/personnels/:id',
    summary: 'Edit a record',
    params: ZIdParams,
    body: ZPersonnelUpdate,
    response: ZPersonnelSaved,
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/personnels/:id',
    summary: 'Delete a record made by mistake',
    params: ZIdParams,
    response: ZMessage,
  }),
  search: route({
    method: 'GET',
    path: '/api/personnels/fullname',
    summary: 'Search personnel by name or employee number, for pickers',
    query: ZPersonnelPickQuery,
    response: ZPersonnelPickList,
  }),
};
