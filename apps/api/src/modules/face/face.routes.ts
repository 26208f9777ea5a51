import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZFaceEnrolAnswer,
  ZFaceEnrolBody,
  ZFaceEnrolmentList,
  ZFaceEnrolmentQuery,
  ZFaceRecognition,
  ZFaceRecognizeBody,
  ZFaceSettings,
  ZFaceSettingsAnswer,
  ZFaceSettingsBody,
  ZIdParams,
  ZMessage,
} from '@hris/contracts';
import * as face from './face.service';

// Face attendance (issue 24; SPEC.md §2 eDATS admin face/register and face/recognize): every route is the
// administrators' (ADMIN); the kiosk is an ADMIN account signed in on the tablet at the office door.

/** A kiosk sends one recognition per blink or head turn (a few seconds each); more than this is not a person. */
const RECOGNITIONS_PER_MINUTE = 60;

export default function faceRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['face attendance'];
  const admin = { access: ['ADMIN'] as const };

  app.get(
    '/api/face/enrolments',
    {
      config: admin,
      schema: { tags, summary: 'The enrolled employees (a campus, searched, paged)', querystring: ZFaceEnrolmentQuery, response: { 200: ZFaceEnrolmentList } },
    },
    (req) => face.list(deps, req.actor!, req.query),
  );
  app.post(
    '/api/face/enrolments',
    {
      config: admin,
      schema: {
        tags,
        summary: "Enrol an employee's face: 3–10 captures' descriptors and the written consent",
        body: ZFaceEnrolBody,
        response: { 200: ZFaceEnrolAnswer },
      },
    },
    (req) => face.enrol(deps, req.actor!, req.body),
  );
  app.delete(
    '/api/face/enrolments/:id',
    {
      config: admin,
      schema: { tags, summary: 'Consent withdrawn: delete the face data of an employee (personnel id)', params: ZIdParams, response: { 200: ZMessage } },
    },
    (req) => face.withdraw(deps, req.actor!, req.params.id),
  );
  app.get('/api/face/settings', { config: admin, schema: { tags, summary: 'The match threshold', response: { 200: ZFaceSettings } } }, () =>
    face.settings(deps),
  );
  app.put(
    '/api/face/settings',
    { config: admin, schema: { tags, summary: 'Change the match threshold', body: ZFaceSettingsBody, response: { 200: ZFaceSettingsAnswer } } },
    (req) => face.saveSettings(deps, req.actor!, req.body),
  );
  app.post(
    '/api/face/recognize',
    {
      config: {
        ...admin,
        rateLimit: { max: RECOGNITIONS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `face:${req.actor?.userId ?? req.ip}` },
      },
      schema: {
        tags,
        summary: "The kiosk: two frames' descriptors around a blink or head turn; a match records a punch (source face)",
        body: ZFaceRecognizeBody,
        response: { 200: ZFaceRecognition },
      },
    },
    (req) => face.recognize(deps, req.actor!, req.body),
  );
  return Promise.resolve();
}
