import { route } from '../api-route';
import { ZIdParams } from '../auth';
import { ZListQuery } from '../lookups';
import {
  ZApplicantAnswer,
  ZApplicantList,
  ZApplicantProfileAnswer,
  ZApplicantProfileBody,
  ZApplicantProfileSaved,
  ZApplicantRegisterBody,
  ZApplicationAnswer,
  ZApplicationDocumentParams,
  ZApplicationDocumentSaved,
  ZApplicationList,
  ZApplicationPrefill,
  ZApplicationQuery,
  ZApplicationSaved,
  ZApplyBody,
  ZBoardQuery,
  ZDocumentRequestBody,
  ZDocumentRequestSaved,
  ZHiringRequestAnswer,
  ZHiringRequestBody,
  ZHiringRequestList,
  ZHiringRequestQuery,
  ZHiringRequestSaved,
  ZJobCodeParams,
  ZJobPostAnswer,
  ZJobPostBody,
  ZJobPostList,
  ZJobPostQuery,
  ZJobPostSaved,
  ZMyApplicationSaved,
  ZMyApplications,
  ZPublicJobPostAnswer,
  ZPublicJobPostList,
  ZPublishBody,
  ZResendVerificationBody,
  ZScreeningBody,
  ZSubmitDocumentBody,
  ZVerifyEmailBody,
} from '../recruitment';
import { ZMessage } from '../responses';

/**
 * Recruitment (SPEC.md §6 RSP). Public: the job board, a post's preview, registration and e-mail verification.
 * Applicants: their profile, Apply Now, their applications. The office: requests to hire, job posts, applications
 * and applicants.
 */
export const recruitmentApi = {
  // The public board and registration
  board: route({ method: 'GET', path: '/api/jobs', summary: 'Open job posts (public)', query: ZBoardQuery, response: ZPublicJobPostList }),
  preview: route({
    method: 'GET',
    path: '/api/jobs/:code',
    summary: 'One published or closed post by its code (public)',
    params: ZJobCodeParams,
    response: ZPublicJobPostAnswer,
  }),
  register: route({
    method: 'POST',
    path: '/api/applicants/register',
    summary: 'Register as a job applicant (an e-mail link verifies the address)',
    body: ZApplicantRegisterBody,
    response: ZMessage,
  }),
  verifyEmail: route({
    method: 'POST',
    path: '/api/applicants/verify-email',
    summary: 'Verify the e-mail address from the link',
    body: ZVerifyEmailBody,
    response: ZMessage,
  }),
  resendVerification: route({
    method: 'POST',
    path: '/api/applicants/resend-verification',
    summary: 'Send the verification link again',
    body: ZResendVerificationBody,
    response: ZMessage,
  }),

  // The applicant's own profile and applications
  myProfile: route({ method: 'GET', path: '/api/applicants/me/profile', summary: 'My applicant profile', response: ZApplicantProfileAnswer }),
  saveMyProfile: route({
    method: 'PUT',
    path: '/api/applicants/me/profile',
    summary: 'Save my applicant profile (entries checked by the PDS schemas)',
    body: ZApplicantProfileBody,
    response: ZApplicantProfileSaved,
  }),
  prefill: route({
    method: 'GET',
    path: '/api/applications/prefill',
    summary: 'What my application would hold: my verified PDS (employees) or my applicant profile, and from where',
    response: ZApplicationPrefill,
  }),
  apply: route({
    method: 'POST',
    path: '/api/applications',
    summary: 'Apply for an open post with a PDF for each required document',
    body: ZApplyBody,
    response: ZMyApplicationSaved,
  }),
  myApplications: route({
    method: 'GET',
    path: '/api/applications/mine',
    summary: 'My applications with their history, documents, requests and interview',
    response: ZMyApplications,
  }),
  submitDocument: route({
    method: 'POST',
    path: '/api/applications/:id/documents',
    summary: 'Submit a document HR asked for',
    params: ZIdParams,
    body: ZSubmitDocumentBody,
    response: ZApplicationDocumentSaved,
  }),
  withdraw: route({ method: 'POST', path: '/api/applications/:id/withdraw', summary: 'Withdraw my application', params: ZIdParams, response: ZMessage }),
  document: route({
    method: 'GET',
    path: '/api/applications/:id/documents/:documentId',
    summary: 'One document of an application (its applicant, HR, the post’s board)',
    params: ZApplicationDocumentParams,
    response: 'file',
  }),
  application: route({
    method: 'GET',
    path: '/api/applications/:id',
    summary: 'One application with the profile as applied',
    params: ZIdParams,
    response: ZApplicationAnswer,
  }),

  // The office: applications, screening and applicants
  applications: route({
    method: 'GET',
    path: '/api/applications',
    summary: 'Applications (by post, stage, name)',
    query: ZApplicationQuery,
    response: ZApplicationList,
  }),
  screen: route({
    method: 'POST',
    path: '/api/applications/:id/screening',
    summary: 'Qualified or not (with the reason the applicant is told)',
    params: ZIdParams,
    body: ZScreeningBody,
    response: ZApplicationSaved,
  }),
  requestDocument: route({
    method: 'POST',
    path: '/api/applications/:id/document-requests',
    summary: 'Ask the applicant for another document',
    params: ZIdParams,
    body: ZDocumentRequestBody,
    response: ZDocumentRequestSaved,
  }),
  applicants: route({ method: 'GET', path: '/api/applicants', summary: 'Everyone with an applicant profile', query: ZListQuery, response: ZApplicantList }),
  applicant: route({ method: 'GET', path: '/api/applicants/:id', summary: 'An applicant’s profile', params: ZIdParams, response: ZApplicantAnswer }),

  // Requests to hire
  fileHiringRequest: route({
    method: 'POST',
    path: '/api/hiring-requests',
    summary: 'Ask to fill a vacant item or a new position (through the approval chain)',
    body: ZHiringRequestBody,
    response: ZHiringRequestSaved,
  }),
  hiringRequests: route({
    method: 'GET',
    path: '/api/hiring-requests',
    summary: 'Requests to hire: mine, my departments’, or all (the recruitment office)',
    query: ZHiringRequestQuery,
    response: ZHiringRequestList,
  }),
  hiringRequest: route({ method: 'GET', path: '/api/hiring-requests/:id', summary: 'One request to hire', params: ZIdParams, response: ZHiringRequestAnswer }),

  // Job posts
  posts: route({
    method: 'GET',
    path: '/api/job-posts',
    summary: 'Job posts with their applications counted',
    query: ZJobPostQuery,
    response: ZJobPostList,
  }),
  draftPost: route({ method: 'POST', path: '/api/job-posts', summary: 'Draft a job post', body: ZJobPostBody, response: ZJobPostSaved }),
  post: route({ method: 'GET', path: '/api/job-posts/:id', summary: 'One job post', params: ZIdParams, response: ZJobPostAnswer }),
  updatePost: route({ method: 'PUT', path: '/api/job-posts/:id', summary: 'Change a draft', params: ZIdParams, body: ZJobPostBody, response: ZJobPostSaved }),
  publish: route({
    method: 'POST',
    path: '/api/job-posts/:id/publish',
    summary: 'Publish for at least the minimum days',
    params: ZIdParams,
    body: ZPublishBody,
    response: ZJobPostSaved,
  }),
  close: route({ method: 'POST', path: '/api/job-posts/:id/close', summary: 'Close a published post', params: ZIdParams, response: ZJobPostSaved }),
  csForm9: route({
    method: 'GET',
    path: '/api/job-posts/:id/cs-form-9.pdf',
    summary: 'CS Form No. 9 (publication of the vacancy)',
    params: ZIdParams,
    response: 'file',
  }),
};
