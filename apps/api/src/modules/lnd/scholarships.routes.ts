import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZScholarshipApplicationBody,
  ZScholarshipApplicationList,
  ZScholarshipApplicationOne,
  ZScholarshipApplicationQuery,
  ZScholarshipApplicationSaved,
  ZScholarshipIdParams,
  ZStudyEndBody,
  ZScholarshipProgramBody,
  ZScholarshipProgramList,
  ZScholarshipProgramQuery,
  ZScholarshipProgramSaved,
  ZScholarshipTermBody,
  ZScholarshipVoteBody,
} from '@hris/contracts';
import { sendUploadedFile } from '../../lib/download';
import * as scholarships from './scholarships.service';

/** Every employee sees open programs, applies and reports their grades; the service checks each row (SPEC.md §6: LD). */
const LD = { access: ['LD'] as const };
/** The L&D committee and its secretariat, and HR's L&D administrators, keep the programs. */
const MANAGE = { access: scholarships.MANAGE_SCHOLARSHIPS };

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function scholarshipRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['scholarships'];

  app.get(
    '/api/lnd/scholarship-programs',
    {
      config: LD,
      schema: {
        tags,
        summary: 'Scholarship programs: the open ones, or all (the committee)',
        querystring: ZScholarshipProgramQuery,
        response: { 200: ZScholarshipProgramList },
      },
    },
    (req) => scholarships.listPrograms(deps, req.actor!, req.query.scope),
  );
  app.post(
    '/api/lnd/scholarship-programs',
    { config: MANAGE, schema: { tags, summary: 'Add a scholarship program', body: ZScholarshipProgramBody, response: { 200: ZScholarshipProgramSaved } } },
    (req) => scholarships.createProgram(deps, req.actor!, req.body),
  );
  app.put(
    '/api/lnd/scholarship-programs/:id',
    {
      config: MANAGE,
      schema: {
        tags,
        summary: 'Change or close a scholarship program',
        params: ZScholarshipIdParams,
        body: ZScholarshipProgramBody,
        response: { 200: ZScholarshipProgramSaved },
      },
    },
    (req) => scholarships.updateProgram(deps, req.actor!, req.params.id, req.body),
  );

  app.get(
    '/api/lnd/scholarship-applications',
    {
      config: LD,
      schema: {
        tags,
        summary: "Scholarship applications: mine, my office's (heads), or all (the committee)",
        querystring: ZScholarshipApplicationQuery,
        response: { 200: ZScholarshipApplicationList },
      },
    },
    (req) => scholarships.listApplications(deps, req.actor!, req.query),
  );
  app.post(
    '/api/lnd/scholarship-applications',
    {
      config: LD,
      schema: {
        tags,
        summary: 'Apply for a scholarship (the head, then the committee)',
        body: ZScholarshipApplicationBody,
        response: { 200: ZScholarshipApplicationSaved },
      },
    },
    (req) => scholarships.apply(deps, req.actor!, req.body),
  );
  app.get(
    '/api/lnd/scholarship-applications/:id',
    {
      config: LD,
      schema: {
        tags,
        summary: 'One application, to its applicant, their head, the committee',
        params: ZScholarshipIdParams,
        response: { 200: ZScholarshipApplicationOne },
      },
    },
    (req) => scholarships.getApplication(deps, req.actor!, req.params.id),
  );
  app.post(
    '/api/lnd/scholarship-applications/:id/votes',
    {
      config: LD,
      schema: {
        tags,
        summary: "A committee member's vote and remarks (changeable until the decision)",
        params: ZScholarshipIdParams,
        body: ZScholarshipVoteBody,
        response: { 200: ZScholarshipApplicationSaved },
      },
    },
    (req) => scholarships.vote(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/lnd/scholarship-applications/:id/study',
    {
      config: { access: scholarships.MANAGE_SCHOLARSHIPS },
      schema: {
        tags,
        summary: "Record how a scholar's study ended (completed or terminated); the obligation runs from the next day",
        params: ZScholarshipIdParams,
        body: ZStudyEndBody,
        response: { 200: ZScholarshipApplicationSaved },
      },
    },
    (req) => scholarships.endStudy(deps, req.actor!, req.params.id, req.body),
  );
  app.post(
    '/api/lnd/scholarship-applications/:id/terms',
    {
      config: LD,
      schema: {
        tags,
        summary: "A term's grades (PDF), by the scholar or the L&D committee",
        params: ZScholarshipIdParams,
        body: ZScholarshipTermBody,
        response: { 200: ZScholarshipApplicationSaved },
      },
    },
    (req) => scholarships.addTerm(deps, req.actor!, req.params.id, req.body),
  );
  app.get(
    '/api/lnd/scholarship-terms/:id/grades',
    { config: LD, schema: { tags, summary: "A term's grades (PDF)", params: ZScholarshipIdParams } },
    async (req, reply) => {
      const { bytes, fileName } = await scholarships.gradesOf(deps, req.actor!, req.params.id);
      return sendUploadedFile(reply, 'application/pdf', fileName, bytes);
    },
  );
  return Promise.resolve();
}
