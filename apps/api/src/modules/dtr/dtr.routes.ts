import type { FastifyInstance, FastifyReply } from 'fastify';
import { dtrApi } from '@hris/contracts';
import * as dtr from './dtr.service';
import { sendPdf } from '../../lib/download';
import { serve } from '../../lib/serve';

export default function dtrRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  // Who may read whose record (own, the department head's people, HR) is decided in the service.
  const signedIn = { access: 'signed-in' as const, tags: ['daily time record'] };
  const sendForm = (reply: FastifyReply, file: { pdf: Buffer; fileName: string }) => sendPdf(reply, file.fileName, file.pdf);

  serve(app, dtrApi.month, signedIn, (req) => dtr.getDtr(deps, req.actor!, req.params.id, req.query.month));
  serve(app, dtrApi.form48, signedIn, async (req, reply) => sendForm(reply, await dtr.form48Pdf(deps, req.actor!, req.params.id, req.query.month)));
  serve(app, dtrApi.departmentForm48, signedIn, async (req, reply) =>
    sendForm(reply, await dtr.departmentForm48Pdf(deps, req.actor!, req.params.departmentId, req.query.month)),
  );
  return Promise.resolve();
}
