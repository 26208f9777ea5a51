import { route } from '../api-route';
import { ZIdParams } from '../auth';
import {
  ZDisciplinaryNoticeBody,
  ZMySalaryNotices,
  ZNosaIssueBody,
  ZNosaList,
  ZNosaPrintQuery,
  ZNosaQuery,
  ZNosaSaved,
  ZNosiDueList,
  ZNosiDueQuery,
  ZNosiIssueBody,
  ZNosiList,
  ZNosiQuery,
  ZNosiSaved,
  ZNoticesIssued,
  ZPerformanceRatingBody,
  ZSalaryTrancheList,
  ZStepIncrementAnswer,
  ZStepIncrementSaved,
  ZStepInputParams,
  ZTrancheParams,
  ZTranchePrintBody,
} from '../compensation';
import { ZBackgroundJobStarted } from '../background-jobs';

/** Salary notices (issue 20): tranches applied, NOSA and NOSI issued and acknowledged, the step increment's inputs HR records. */
export const salaryNoticesApi = {
  // ——— Tranches ———
  tranches: route({
    method: 'GET',
    path: '/api/salary-tranches',
    summary: 'The tranches of the salary schedule and whether each has been applied',
    response: ZSalaryTrancheList,
  }),
  applyTranche: route({
    method: 'POST',
    path: '/api/salary-tranches/:effective_date/apply',
    summary: "Apply a tranche as a job: every incumbent's salary re-read from it, a NOSA prepared for each whose salary changes (409 while one runs)",
    params: ZTrancheParams,
    response: ZBackgroundJobStarted,
    status: 202,
  }),
  printTranche: route({
    method: 'POST',
    path: '/api/salary-tranches/:effective_date/nosa/pdf',
    summary: 'Every notice of a tranche (or of one office) in one PDF, made as a job (its file saved from the job; 409 while one is made)',
    params: ZTrancheParams,
    body: ZTranchePrintBody,
    response: ZBackgroundJobStarted,
    status: 202,
  }),

  // ——— NOSA ———
  nosas: route({
    method: 'GET',
    path: '/api/nosa',
    summary: 'Notices of salary adjustment (tranche, campus, office, status, search)',
    query: ZNosaQuery,
    response: ZNosaList,
  }),
  issueNosas: route({
    method: 'POST',
    path: '/api/nosa/issue',
    summary: "Issue prepared notices: the ones named, or a tranche's (of an office)",
    body: ZNosaIssueBody,
    response: ZNoticesIssued,
  }),
  officeNosaPdf: route({
    method: 'GET',
    path: '/api/nosa/pdf',
    summary: "All of an office's notices of a tranche in one PDF",
    query: ZNosaPrintQuery,
    response: 'file',
  }),
  nosaPdf: route({
    method: 'GET',
    path: '/api/nosa/:id/pdf',
    summary: 'One notice of salary adjustment (HR, or its employee once issued)',
    params: ZIdParams,
    response: 'file',
  }),
  acknowledgeNosa: route({
    method: 'POST',
    path: '/api/nosa/:id/acknowledge',
    summary: 'The employee acknowledges receipt of their notice',
    params: ZIdParams,
    response: ZNosaSaved,
  }),

  // ——— NOSI ———
  nosiDue: route({
    method: 'GET',
    path: '/api/nosi/due',
    summary: 'Who is due a step increment from..to (default this month and the next three), and any earlier one not yet noticed',
    query: ZNosiDueQuery,
    response: ZNosiDueList,
  }),
  nosis: route({
    method: 'GET',
    path: '/api/nosi',
    summary: 'Notices of salary step increment issued',
    query: ZNosiQuery,
    response: ZNosiList,
  }),
  issueNosi: route({
    method: 'POST',
    path: '/api/nosi',
    summary: 'Issue the NOSI of the step now due; the step moves on its effective date',
    body: ZNosiIssueBody,
    response: ZNosiSaved,
  }),
  nosiPdf: route({
    method: 'GET',
    path: '/api/nosi/:id/pdf',
    summary: 'One notice of salary step increment (HR, or its employee)',
    params: ZIdParams,
    response: 'file',
  }),
  acknowledgeNosi: route({
    method: 'POST',
    path: '/api/nosi/:id/acknowledge',
    summary: 'The employee acknowledges receipt of their notice',
    params: ZIdParams,
    response: ZNosiSaved,
  }),

  // ——— Mine ———
  mine: route({
    method: 'GET',
    path: '/api/my/salary-notices',
    summary: 'My notices of salary adjustment and step increment (issued ones)',
    response: ZMySalaryNotices,
  }),

  // ——— The step increment's inputs HR records ———
  stepIncrement: route({
    method: 'GET',
    path: '/api/personnel/:id/step-increment',
    summary: "An incumbent's next step increment and what it is computed from",
    params: ZIdParams,
    response: ZStepIncrementAnswer,
  }),
  addRating: route({
    method: 'POST',
    path: '/api/personnel/:id/performance-ratings',
    summary: 'Record a performance rating',
    params: ZIdParams,
    body: ZPerformanceRatingBody,
    response: ZStepIncrementSaved,
  }),
  removeRating: route({
    method: 'DELETE',
    path: '/api/personnel/:id/performance-ratings/:entryId',
    summary: 'Remove a performance rating',
    params: ZStepInputParams,
    response: ZStepIncrementSaved,
  }),
  addDisciplinary: route({
    method: 'POST',
    path: '/api/personnel/:id/disciplinary-notices',
    summary: 'Record a notice of disciplinary action',
    params: ZIdParams,
    body: ZDisciplinaryNoticeBody,
    response: ZStepIncrementSaved,
  }),
  removeDisciplinary: route({
    method: 'DELETE',
    path: '/api/personnel/:id/disciplinary-notices/:entryId',
    summary: 'Remove a notice of disciplinary action',
    params: ZStepInputParams,
    response: ZStepIncrementSaved,
  }),
};
