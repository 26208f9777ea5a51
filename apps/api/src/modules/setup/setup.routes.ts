import type { FastifyInstance } from 'fastify';
import { setupApi } from '@hris/contracts';
import { serve } from '../../lib/serve';
import { readMultipart } from '../../plugins/uploads';
import * as setup from './setup.service';

export default function setupRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['setup'];
  // The checklist names what only an administrator fixes (roles in approval chains are theirs alone: roles/role-grants.ts).
  serve(app, setupApi.checklist, { access: ['ADMIN'], tags }, () => setup.checklist(deps));
  // The profile is a general setting, as the office headers are.
  const profile = { access: ['ADMIN', 'GENERALSETTINGS'] as const, tags };
  serve(app, setupApi.profile, profile, () => setup.profile(deps));
  serve(app, setupApi.saveProfile, profile, (req) => setup.saveProfile(deps, req.actor!, req.body));
  serve(app, setupApi.uploadLogo, profile, async (req) => setup.uploadLogo(deps, req.actor!, (await readMultipart(req, 'logo')).file));
  return Promise.resolve();
}
