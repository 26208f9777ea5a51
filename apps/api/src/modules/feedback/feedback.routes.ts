import type { FastifyInstance } from 'fastify';
import { feedbackApi } from '@hris/contracts';
import { sendUploadedFile } from '../../lib/download';
import { serve } from '../../lib/serve';
import { readMultipart } from '../../plugins/uploads';
import * as feedback from './feedback.service';

// Feedback (issue 24; SPEC.md §2 /feedback: details, list, modules). Sending and one's own feedback: any signed-in user;
// the module list's changes, everyone's feedback, the averages and the answer: the administrators (FEEDBACK).

export default function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['feedback'];
  const anyone = { access: 'signed-in' as const, tags };
  const admin = { access: feedback.FEEDBACK_ADMIN, tags };

  // ── Modules ──
  serve(app, feedbackApi.modules, anyone, () => feedback.activeModules(deps));
  serve(app, feedbackApi.allModules, admin, () => feedback.allModules(deps));
  serve(app, feedbackApi.addModule, admin, (req) => feedback.createModule(deps, req.actor!, req.body));
  serve(app, feedbackApi.orderModules, admin, (req) => feedback.reorderModules(deps, req.actor!, req.body));
  serve(app, feedbackApi.editModule, admin, (req) => feedback.updateModule(deps, req.actor!, req.params.id, req.body));
  serve(app, feedbackApi.deleteModule, admin, (req) => feedback.deleteModule(deps, req.actor!, req.params.id));

  // ── Sending, mine ──
  serve(app, feedbackApi.uploadScreenshot, anyone, async (req) => {
    const { file, fileName } = await readMultipart(req, 'file');
    return feedback.uploadScreenshot(deps, req.actor!, { bytes: file, name: fileName });
  });
  serve(app, feedbackApi.send, anyone, (req) => feedback.send(deps, req.actor!, req.body));
  serve(app, feedbackApi.mine, anyone, (req) => feedback.mine(deps, req.actor!));
  serve(app, feedbackApi.screenshot, anyone, async (req, reply) => {
    const { bytes, fileName, contentType } = await feedback.screenshot(deps, req.actor!, req.params.id);
    return sendUploadedFile(reply, contentType, fileName, bytes);
  });

  // ── The administrators ──
  serve(app, feedbackApi.list, admin, (req) => feedback.list(deps, req.query));
  serve(app, feedbackApi.stats, admin, () => feedback.stats(deps));
  serve(app, feedbackApi.one, admin, (req) => feedback.details(deps, req.params.id));
  serve(app, feedbackApi.answer, admin, (req) => feedback.answer(deps, req.actor!, req.params.id, req.body));
  // Registered synchronously; Fastify's plugin list takes async plugins (HrisModule.routes).
  return Promise.resolve();
}
