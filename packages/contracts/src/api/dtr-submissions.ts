import { z } from '../zod';
import { route } from '../api-route';
import { idField } from '../text';
import { ZMonth } from '../attendance';
import { ZDtrSubmissionBody, ZDtrSubmissionSaved, ZFacultyDtr, ZMyDtrDepartments, ZSubmissionsOfMonth } from '../attendance-requests';

/** A month (this month when left out). */
const ZMonthQuery = z.object({ month: ZMonth.optional() });
/** HR's list of a month, of one campus or all. */
const ZSubmissionsQuery = ZMonthQuery.extend({ campus_id: idField('campus').optional() });
/** A college's faculty members of a month. */
const ZFacultyQuery = ZMonthQuery.extend({ department_id: idField('department') });

/** Departments' DTR submissions of a month (clerk, head, HR) and the faculty DTR (SPEC.md §2 eDATS). */
export const dtrSubmissionsApi = {
  ofMonth: route({
    method: 'GET',
    path: '/api/dtr-submissions',
    summary: "Every active department's DTR submission of a month (campus_id filter), with the counts",
    query: ZSubmissionsQuery,
    response: ZSubmissionsOfMonth,
  }),
  export: route({
    method: 'GET',
    path: '/api/dtr-submissions/export',
    summary: 'The same list as an Excel file',
    query: ZSubmissionsQuery,
    response: 'file',
  }),
  mine: route({
    method: 'GET',
    path: '/api/dtr-submissions/mine',
    summary: 'The departments I am DTR clerk, head or OIC of, with the month’s totals of their people',
    query: ZMonthQuery,
    response: ZMyDtrDepartments,
  }),
  submit: route({
    method: 'POST',
    path: '/api/dtr-submissions',
    summary: "Submit a department's DTRs of a month (again, when returned): the head certifies them and HR receives them through the approval chain",
    body: ZDtrSubmissionBody,
    response: ZDtrSubmissionSaved,
  }),
  faculty: route({
    method: 'GET',
    path: '/api/dtr/faculty',
    summary: "A college's faculty members with their month's totals (Faculty DTR)",
    query: ZFacultyQuery,
    response: ZFacultyDtr,
  }),
};
