import type { FastifyInstance } from 'fastify';
import { lndApi } from '@hris/contracts';
import { sendUploadedFile } from '../../lib/download';
import { serve } from '../../lib/serve';
import * as scholarships from './scholarships.service';

// A Fastify plugin answers a promise (FastifyPluginAsync); declaring routes needs no await.
export default function scholarshipRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['scholarships'];
  /** Every employee sees open programs, applies and reports their grades; the service checks each row (SPEC.md §6: LD). */
  const LD = { access: ['LD'] as const, tags };
  /** The L&D committee and its secretariat, and HR's L&D administrators, keep the programs. */
  const MANAGE = { access: scholarships.MANAGE_SCHOLARSHIPS, tags };

  serve(app, lndApi.scholarshipPrograms, LD, (req) => scholarships.listPrograms(deps, req.actor!, req.query.scope));
  serve(app, lndApi.addScholarshipProgram, MANAGE, (req) => scholarships.createProgram(deps, req.actor!, req.body));
  serve(app, lndApi.changeScholarshipProgram, MANAGE, (req) => scholarships.updateProgram(deps, req.actor!, req.params.id, req.body));

  serve(app, lndApi.scholarshipApplications, LD, (req) => scholarships.listApplications(deps, req.actor!, req.query));
  serve(app, lndApi.applyForScholarship, LD, (req) => scholarships.apply(deps, req.actor!, req.body));
  serve(app, lndApi.scholarshipApplication, LD, (req) => scholarships.getApplication(deps, req.actor!, req.params.id));
  serve(app, lndApi.voteOnScholarship, LD, (req) => scholarships.vote(deps, req.actor!, req.params.id, req.body));
  serve(app, lndApi.endStudy, MANAGE, (req) => scholarships.endStudy(deps, req.actor!, req.params.id, req.body));
  serve(app, lndApi.addScholarshipTerm, LD, (req) => scholarships.addTerm(deps, req.actor!, req.params.id, req.body));
  serve(app, lndApi.grades, LD, async (req, reply) => {
    const { bytes, fileName } = await scholarships.gradesOf(deps, req.actor!, req.params.id);
    return sendUploadedFile(reply, 'application/pdf', fileName, bytes);
  });
  return Promise.resolve();
}
