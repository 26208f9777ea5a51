import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApplicantProfileBody,
  ZApplicantRegisterBody,
  ZApplicationQuery,
  ZApplyBody,
  ZBoardQuery,
  ZDocumentRequestBody,
  ZHiringRequestBody,
  ZHiringRequestQuery,
  ZIdParams,
  ZJobPostBody,
  ZJobPostQuery,
  ZListQuery,
  ZPublishBody,
  ZResendVerificationBody,
  ZScreeningBody,
  ZSubmitDocumentBody,
  ZVerifyEmailBody,
  ZApplicantAnswer,
  ZApplicantList,
  ZApplicantProfileAnswer,
  ZApplicantProfileSaved,
  ZApplicationAnswer,
  ZApplicationPrefill,
  ZApplicationDocumentSaved,
  ZApplicationList,
  ZApplicationSaved,
  ZDocumentRequestSaved,
  ZHiringRequestAnswer,
  ZHiringRequestList,
  ZHiringRequestSaved,
  ZJobPostAnswer,
  ZJobPostList,
  ZJobPostSaved,
  ZMessage,
  ZMyApplicationSaved,
  ZMyApplications,
  ZPublicJobPostAnswer,
  ZPublicJobPostList,
} from '@hris/contracts';
import { sendKept } from '../../lib/kept-answer';
import * as applicants from './applicants.service';
import * as applications from './applications.service';
import { applicationData } from './application-source';
import * as hiring from './hiring-requests.service';
import * as jobs from './job-posts.service';
import { renderCsForm9 } from './cs-form-9.pdf';
import { sendPdf, sendUploadedFile } from '../../lib/download';

// Recruitment routes. Public: the job board, a post's preview, registration and e-mail verification.
// Applicants (signed in): their profile, Apply Now, their applications. The office: requests to hire,
// job posts, applications and applicants (views of SPEC.md §6; the services check the rows).

const ZDocumentParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  documentId: z.coerce.number().int().positive().max(2_147_483_647),
});

export default function recruitmentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['recruitment'];
  const open = { access: 'public' as const };
  const signedIn = { access: 'signed-in' as const };
  const postsOffice = { access: ['RSP', 'JOBPOST'] as const };
  // Reading posts: also the applicants' desk and the appointing authority (who picks from a post's ranking).
  const postReaders = { access: ['RSP', 'JOBPOST', 'APPLICANTS', 'RAI'] as const };
  const applicationsOffice = { access: applications.APPLICATIONS_OFFICE };
  const askToHire = { access: ['HIREREQUEST', 'JOBREQUEST', 'RSP'] as const };

  // The public board, answered from kept bytes (the bench's 100 connections): gzipped for the browsers that
  // accept it, and "not modified" to one that already has this answer.
  app.get(
    '/api/jobs',
    { config: open, schema: { tags, summary: 'Open job posts (public)', querystring: ZBoardQuery, response: { 200: ZPublicJobPostList } } },
    async (req, reply) => sendKept(req, reply, await jobs.publicBoard(deps, req.query)),
  );
  app.get(
    '/api/jobs/:code',
    {
      config: open,
      schema: {
        tags,
        summary: 'One published or closed post by its code (public)',
        params: z.object({ code: z.string().max(40) }),
        response: { 200: ZPublicJobPostAnswer },
      },
    },
    (req) => jobs.previewPost(deps, req.params.code),
  );
  app.post(
    '/api/applicants/register',
    {
      config: { ...open, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Register as a job applicant (an e-mail link verifies the address)', body: ZApplicantRegisterBody, response: { 200: ZMessage } },
    },
    (req) => applicants.register(deps, req.body, req.ip),
  );
  app.post(
    '/api/applicants/verify-email',
    { config: open, schema: { tags, summary: 'Verify the e-mail address from the link', body: ZVerifyEmailBody, response: { 200: ZMessage } } },
    (req) => applicants.verifyEmail(deps, req.body.token),
  );
  app.post(
    '/api/applicants/resend-verification',
    {
      config: { ...open, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Send the verification link again', body: ZResendVerificationBody, response: { 200: ZMessage } },
    },
    (req) => applicants.resendVerification(deps, req.body.email),
  );

  app.get(
    '/api/applicants/me/profile',
    { config: signedIn, schema: { tags, summary: 'My applicant profile', response: { 200: ZApplicantProfileAnswer } } },
    (req) => applicants.myProfile(deps, req.actor!),
  );
  app.put(
    '/api/applicants/me/profile',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Save my applicant profile (entries checked by the PDS schemas)',
        body: ZApplicantProfileBody,
        response: { 200: ZApplicantProfileSaved },
      },
    },
    (req) => applicants.saveMyProfile(deps, req.actor!, req.body),
  );
  app.get(
    '/api/applications/prefill',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'What my application would hold: my verified PDS (employees) or my applicant profile, and from where',
        response: { 200: ZApplicationPrefill },
      },
    },
    (req) => applicationData(deps, req.actor!),
  );
  app.post(
    '/api/applications',
    {
      config: signedIn,
      schema: { tags, summary: 'Apply for an open post with a PDF for each required document', body: ZApplyBody, response: { 200: ZMyApplicationSaved } },
    },
    (req) => applications.apply(deps, req.actor!, req.body),
  );
  app.get(
    '/api/applications/mine',
    {
      config: signedIn,
      schema: { tags, summary: 'My applications with their history, documents, requests and interview', response: { 200: ZMyApplications } },
    },
    (req) => applications.myApplications(deps, req.actor!),
  );
  app.post(
    '/api/applications/:id/documents',
    {
      config: signedIn,
      schema: { tags, summary: 'Submit a document HR asked for', params: ZIdParams, body: ZSubmitDocumentBody, response: { 200: ZApplicationDocumentSaved } },
    },
    (req) => applications.submitDocument(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/applications/:id/withdraw',
    { config: signedIn, schema: { tags, summary: 'Withdraw my application', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => applications.withdraw(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/applications/:id/documents/:documentId',
    { config: signedIn, schema: { tags, summary: 'One document of an application (its applicant, HR, the post’s board)', params: ZDocumentParams } },
    async (req, reply) => {
      const { bytes, fileName } = await applications.documentOf(deps, req.actor!, req.params.id, req.params.documentId);
      return sendUploadedFile(reply, 'application/pdf', fileName, bytes);
    },
  );
  // Read by its applicant, the office and the post's board; the service decides.
  app.get(
    '/api/applications/:id',
    { config: signedIn, schema: { tags, summary: 'One application with the profile as applied', params: ZIdParams, response: { 200: ZApplicationAnswer } } },
    (req) => applications.getApplication(deps, req.actor!, req.params.id),
  );

  app.get(
    '/api/applications',
    {
      config: applicationsOffice,
      schema: { tags, summary: 'Applications (by post, stage, name)', querystring: ZApplicationQuery, response: { 200: ZApplicationList } },
    },
    (req) => applications.listApplications(deps, req.query),
  );
  app.post(
    '/api/applications/:id/screening',
    {
      config: applicationsOffice,
      schema: {
        tags,
        summary: 'Qualified or not (with the reason the applicant is told)',
        params: ZIdParams,
        body: ZScreeningBody,
        response: { 200: ZApplicationSaved },
      },
    },
    (req) => applications.screen(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/applications/:id/document-requests',
    {
      config: applicationsOffice,
      schema: {
        tags,
        summary: 'Ask the applicant for another document',
        params: ZIdParams,
        body: ZDocumentRequestBody,
        response: { 200: ZDocumentRequestSaved },
      },
    },
    (req) => applications.requestDocument(deps, req.actor!, req.params.id, req.body.description),
  );
  app.get(
    '/api/applicants',
    { config: applicationsOffice, schema: { tags, summary: 'Everyone with an applicant profile', querystring: ZListQuery, response: { 200: ZApplicantList } } },
    (req) => applicants.listApplicants(deps, req.query),
  );
  app.get(
    '/api/applicants/:id',
    { config: applicationsOffice, schema: { tags, summary: 'An applicant’s profile', params: ZIdParams, response: { 200: ZApplicantAnswer } } },
    (req) => applicants.getApplicant(deps, req.actor!, req.params.id),
  );

  app.post(
    '/api/hiring-requests',
    {
      config: askToHire,
      schema: {
        tags,
        summary: 'Ask to fill a vacant item or a new position (through the approval chain)',
        body: ZHiringRequestBody,
        response: { 200: ZHiringRequestSaved },
      },
    },
    (req) => hiring.fileRequest(deps, req.actor!, req.body),
  );
  app.get(
    '/api/hiring-requests',
    {
      config: askToHire,
      schema: {
        tags,
        summary: 'Requests to hire: mine, my departments’, or all (the recruitment office)',
        querystring: ZHiringRequestQuery,
        response: { 200: ZHiringRequestList },
      },
    },
    (req) => hiring.listRequests(deps, req.actor!, req.query),
  );
  app.get(
    '/api/hiring-requests/:id',
    { config: askToHire, schema: { tags, summary: 'One request to hire', params: ZIdParams, response: { 200: ZHiringRequestAnswer } } },
    (req) => hiring.getRequest(deps, req.actor!, req.params.id),
  );

  app.get(
    '/api/job-posts',
    {
      config: postReaders,
      schema: { tags, summary: 'Job posts with their applications counted', querystring: ZJobPostQuery, response: { 200: ZJobPostList } },
    },
    (req) => jobs.listPosts(deps, req.query),
  );
  app.post(
    '/api/job-posts',
    { config: postsOffice, schema: { tags, summary: 'Draft a job post', body: ZJobPostBody, response: { 200: ZJobPostSaved } } },
    (req) => jobs.createPost(deps, req.actor!, req.body),
  );
  app.get(
    '/api/job-posts/:id',
    { config: postReaders, schema: { tags, summary: 'One job post', params: ZIdParams, response: { 200: ZJobPostAnswer } } },
    (req) => jobs.getPost(deps, req.params.id),
  );
  app.put(
    '/api/job-posts/:id',
    { config: postsOffice, schema: { tags, summary: 'Change a draft', params: ZIdParams, body: ZJobPostBody, response: { 200: ZJobPostSaved } } },
    (req) => jobs.updatePost(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/job-posts/:id/publish',
    {
      config: postsOffice,
      schema: { tags, summary: 'Publish for at least the minimum days', params: ZIdParams, body: ZPublishBody, response: { 200: ZJobPostSaved } },
    },
    (req) => jobs.publishPost(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/job-posts/:id/close',
    { config: postsOffice, schema: { tags, summary: 'Close a published post', params: ZIdParams, response: { 200: ZJobPostSaved } } },
    (req) => jobs.closePost(deps, req.actor!, req.params.id),
  );
  app.get(
    '/api/job-posts/:id/cs-form-9.pdf',
    { config: postsOffice, schema: { tags, summary: 'CS Form No. 9 (publication of the vacancy)', params: ZIdParams } },
    async (req, reply) => {
      const post = await jobs.mustFindPost(deps, req.params.id);
      return sendPdf(reply, `cs-form-9-${post.code}.pdf`, await renderCsForm9(deps, [post]));
    },
  );
  return Promise.resolve();
}
