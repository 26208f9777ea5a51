import { z } from '../zod';
import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { idField } from '../text';
import { ZMonth } from '../attendance';
import { ZCredits, ZMakeupClassBody, ZOvertimeAnswer, ZOvertimeBody, ZOvertimeList, ZOvertimeListQuery, ZOvertimeSaved } from '../attendance-requests';

/** Whose certificate (mine when left out) and of which month. */
const ZCertificateQuery = z.object({ personnel_id: idField('personnel').optional(), month: ZMonth });

/** Overtime, make-up classes and compensatory overtime credits (SPEC.md §2 eDATS → Overtime). */
export const overtimeApi = {
  list: route({
    method: 'GET',
    path: '/api/overtime',
    summary: 'Overtime and make-up classes: mine, my department’s (heads) or everyone’s (eDATS admin; VPAA for make-up classes)',
    query: ZOvertimeListQuery,
    response: ZOvertimeList,
  }),
  file: route({
    method: 'POST',
    path: '/api/overtime',
    summary: 'File overtime for one day (department head, then HR)',
    body: ZOvertimeBody,
    response: ZOvertimeSaved,
    status: 201,
  }),
  fileMakeupClass: route({
    method: 'POST',
    path: '/api/overtime/makeup-classes',
    summary: 'File a make-up class (department head, then the VPAA’s office)',
    body: ZMakeupClassBody,
    response: ZOvertimeSaved,
    status: 201,
  }),
  myCredits: route({
    method: 'GET',
    path: '/api/overtime/credits/mine',
    summary: 'My compensatory overtime credits: balance and entries with expiry',
    response: ZCredits,
  }),
  certificate: route({
    method: 'GET',
    path: '/api/overtime/credits/certificate.pdf',
    summary: 'Certificate of COC Earned of a month (mine unless personnel_id is given)',
    query: ZCertificateQuery,
    response: 'file',
  }),
  creditsOf: route({
    method: 'GET',
    path: '/api/personnels/:id/compensatory-credits',
    summary: 'A person’s COC balance and entries (own, head, eDATS admin)',
    params: ZIdParams,
    response: ZCredits,
  }),
  one: route({
    method: 'GET',
    path: '/api/overtime/:id',
    summary: 'One overtime or make-up class request, with the time served and the credit',
    params: ZIdParams,
    response: ZOvertimeAnswer,
  }),
  form: route({
    method: 'GET',
    path: '/api/overtime/:id/form.pdf',
    summary: 'The printable overtime (or make-up class) authorization',
    params: ZIdParams,
    response: 'file',
  }),
  compute: route({
    method: 'POST',
    path: '/api/overtime/:id/compute',
    summary: 'Work out the time served again and rewrite the credit (eDATS admin)',
    params: ZIdParams,
    response: ZOvertimeSaved,
  }),
};
