import type { FastifyInstance } from 'fastify';
import { recruitmentApi as api } from '@hris/contracts';
import { sendKept } from '../../lib/kept-answer';
import { serve } from '../../lib/serve';
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

export default function recruitmentRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['recruitment'];
  const open = { access: 'public' as const, tags };
  const signedIn = { access: 'signed-in' as const, tags };
  const postsOffice = { access: ['RSP', 'JOBPOST'] as const, tags };
  // Reading posts: also the applicants' desk and the appointing authority (who picks from a post's ranking).
  const postReaders = { access: ['RSP', 'JOBPOST', 'APPLICANTS', 'RAI'] as const, tags };
  const applicationsOffice = { access: applications.APPLICATIONS_OFFICE, tags };
  const askToHire = { access: ['HIREREQUEST', 'JOBREQUEST', 'RSP'] as const, tags };

  // The public board, answered from kept bytes (the bench's 100 connections): gzipped for the browsers that
  // accept it, and "not modified" to one that already has this answer.
  serve(app, api.board, open, async (req, reply) => sendKept(req, reply, await jobs.publicBoard(deps, req.query)));
  serve(app, api.preview, open, (req) => jobs.previewPost(deps, req.params.code));
  serve(app, api.register, { ...open, rateLimit: { max: 10, timeWindow: '1 minute' } }, (req) => applicants.register(deps, req.body, req.ip));
  serve(app, api.verifyEmail, open, (req) => applicants.verifyEmail(deps, req.body.token));
  serve(app, api.resendVerification, { ...open, rateLimit: { max: 5, timeWindow: '1 minute' } }, (req) => applicants.resendVerification(deps, req.body.email));

  serve(app, api.myProfile, signedIn, (req) => applicants.myProfile(deps, req.actor!));
  serve(app, api.saveMyProfile, signedIn, (req) => applicants.saveMyProfile(deps, req.actor!, req.body));
  serve(app, api.prefill, signedIn, (req) => applicationData(deps, req.actor!));
  serve(app, api.apply, signedIn, (req) => applications.apply(deps, req.actor!, req.body));
  serve(app, api.myApplications, signedIn, (req) => applications.myApplications(deps, req.actor!));
  serve(app, api.submitDocument, signedIn, (req) => applications.submitDocument(deps, req.actor!, req.params.id, req.body));
  serve(app, api.withdraw, signedIn, (req) => applications.withdraw(deps, req.actor!, req.params.id));
  serve(app, api.document, signedIn, async (req, reply) => {
    const { bytes, fileName } = await applications.documentOf(deps, req.actor!, req.params.id, req.params.documentId);
    return sendUploadedFile(reply, 'application/pdf', fileName, bytes);
  });
  // Read by its applicant, the office and the post's board; the service decides.
  serve(app, api.application, signedIn, (req) => applications.getApplication(deps, req.actor!, req.params.id));

  serve(app, api.applications, applicationsOffice, (req) => applications.listApplications(deps, req.query));
  serve(app, api.screen, applicationsOffice, (req) => applications.screen(deps, req.actor!, req.params.id, req.body));
  serve(app, api.requestDocument, applicationsOffice, (req) => applications.requestDocument(deps, req.actor!, req.params.id, req.body.description));
  serve(app, api.applicants, applicationsOffice, (req) => applicants.listApplicants(deps, req.query));
  serve(app, api.applicant, applicationsOffice, (req) => applicants.getApplicant(deps, req.actor!, req.params.id));

  serve(app, api.fileHiringRequest, askToHire, (req) => hiring.fileRequest(deps, req.actor!, req.body));
  serve(app, api.hiringRequests, askToHire, (req) => hiring.listRequests(deps, req.actor!, req.query));
  serve(app, api.hiringRequest, askToHire, (req) => hiring.getRequest(deps, req.actor!, req.params.id));

  serve(app, api.posts, postReaders, (req) => jobs.listPosts(deps, req.query));
  serve(app, api.draftPost, postsOffice, (req) => jobs.createPost(deps, req.actor!, req.body));
  serve(app, api.post, postReaders, (req) => jobs.getPost(deps, req.params.id));
  serve(app, api.updatePost, postsOffice, (req) => jobs.updatePost(deps, req.actor!, req.params.id, req.body));
  serve(app, api.publish, postsOffice, (req) => jobs.publishPost(deps, req.actor!, req.params.id, req.body));
  serve(app, api.close, postsOffice, (req) => jobs.closePost(deps, req.actor!, req.params.id));
  serve(app, api.csForm9, postsOffice, async (req, reply) => {
    const post = await jobs.mustFindPost(deps, req.params.id);
    return sendPdf(reply, `cs-form-9-${post.code}.pdf`, await renderCsForm9(deps, [post]));
  });
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
