import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZFeedbackAnswer,
  ZFeedbackBody,
  ZFeedbackList,
  ZFeedbackModuleBody,
  ZFeedbackModuleList,
  ZFeedbackModuleOrder,
  ZFeedbackModuleSaved,
  ZFeedbackModulesReordered,
  ZFeedbackQuery,
  ZFeedbackReplyBody,
  ZFeedbackSaved,
  ZFeedbackStats,
  ZIdParams,
  ZMessage,
  ZMyFeedback,
  ZUploadedFile,
} from '@hris/contracts';
import { sendUploadedFile } from '../../lib/download';
import { readMultipart } from '../../plugins/uploads';
import * as feedback from './feedback.service';

// Feedback (issue 24; SPEC.md §2 /feedback: details, list, modules). Sending and one's own feedback: any signed-in user;
// the module list's changes, everyone's feedback, the averages and the answer: the administrators (FEEDBACK).

export default function feedbackRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['feedback'];
  const anyone = { access: 'signed-in' as const };
  const admin = { access: feedback.FEEDBACK_ADMIN };

  // ── Modules ──
  app.get(
    '/api/feedback/modules',
    { config: anyone, schema: { tags, summary: 'The modules one may send feedback on (active ones, in order)', response: { 200: ZFeedbackModuleList } } },
    () => feedback.activeModules(deps),
  );
  app.get(
    '/api/feedback/modules/all',
    { config: admin, schema: { tags, summary: 'Every module, retired ones too, with how much feedback each holds', response: { 200: ZFeedbackModuleList } } },
    () => feedback.allModules(deps),
  );
  app.post(
    '/api/feedback/modules',
    { config: admin, schema: { tags, summary: 'Add a module', body: ZFeedbackModuleBody, response: { 200: ZFeedbackModuleSaved } } },
    (req) => feedback.createModule(deps, req.actor!, req.body),
  );
  app.put(
    '/api/feedback/modules/order',
    {
      config: admin,
      schema: { tags, summary: 'Put the modules in order (every module once)', body: ZFeedbackModuleOrder, response: { 200: ZFeedbackModulesReordered } },
    },
    (req) => feedback.reorderModules(deps, req.actor!, req.body),
  );
  app.put(
    '/api/feedback/modules/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Rename a module, or retire it (is_active false)',
        params: ZIdParams,
        body: ZFeedbackModuleBody,
        response: { 200: ZFeedbackModuleSaved },
      },
    },
    (req) => feedback.updateModule(deps, req.actor!, req.params.id, req.body),
  );
  app.delete(
    '/api/feedback/modules/:id',
    { config: admin, schema: { tags, summary: 'Delete a module that holds no feedback', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => feedback.deleteModule(deps, req.actor!, req.params.id),
  );

  // ── Sending, mine ──
  app.post(
    '/api/feedback/screenshot',
    {
      config: anyone,
      schema: { tags, summary: 'Upload a screenshot (PNG or JPEG, 3 MB); answers { path } to send with the feedback', response: { 200: ZUploadedFile } },
    },
    async (req) => {
      const { file, fileName } = await readMultipart(req, 'file');
      return feedback.uploadScreenshot(deps, req.actor!, { bytes: file, name: fileName });
    },
  );
  app.post(
    '/api/feedback',
    { config: anyone, schema: { tags, summary: 'Send feedback on a module', body: ZFeedbackBody, response: { 200: ZFeedbackSaved } } },
    (req) => feedback.send(deps, req.actor!, req.body),
  );
  app.get('/api/feedback/mine', { config: anyone, schema: { tags, summary: 'My feedback and its answers', response: { 200: ZMyFeedback } } }, (req) =>
    feedback.mine(deps, req.actor!),
  );
  app.get(
    '/api/feedback/:id/screenshot',
    { config: anyone, schema: { tags, summary: "A feedback's screenshot, to its sender or the administrators", params: ZIdParams } },
    async (req, reply) => {
      const { bytes, fileName, contentType } = await feedback.screenshot(deps, req.actor!, req.params.id);
      return sendUploadedFile(reply, contentType, fileName, bytes);
    },
  );

  // ── The administrators ──
  app.get(
    '/api/feedback',
    { config: admin, schema: { tags, summary: "Everyone's feedback, filtered and searched", querystring: ZFeedbackQuery, response: { 200: ZFeedbackList } } },
    (req) => feedback.list(deps, req.query),
  );
  app.get(
    '/api/feedback/stats',
    {
      config: admin,
      schema: { tags, summary: 'The average rating per module per month over the last 12 months, with the counts', response: { 200: ZFeedbackStats } },
    },
    () => feedback.stats(deps),
  );
  app.get(
    '/api/feedback/:id',
    { config: admin, schema: { tags, summary: 'One feedback with its sender and answer', params: ZIdParams, response: { 200: ZFeedbackAnswer } } },
    (req) => feedback.details(deps, req.params.id),
  );
  app.post(
    '/api/feedback/:id/answer',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Answer a feedback (acknowledged or resolved); the sender is notified',
        params: ZIdParams,
        body: ZFeedbackReplyBody,
        response: { 200: ZFeedbackSaved },
      },
    },
    (req) => feedback.answer(deps, req.actor!, req.params.id, req.body),
  );
  return Promise.resolve();
}
