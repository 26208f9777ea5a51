import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZFaceEnrolAnswer,
  ZFaceEnrolBody,
  ZFaceEnrolmentList,
  ZFaceEnrolmentQuery,
  ZFaceKioskBody,
  ZFaceKioskCreated,
  ZFaceKioskList,
  ZFaceKioskSelf,
  ZFaceRecognition,
  ZFaceRecognizeBody,
  ZFaceSettings,
  ZFaceSettingsAnswer,
  ZFaceSettingsBody,
  ZIdParams,
  ZMessage,
} from '@hris/contracts';
import { FACE_CAPTURES_MAX, FACE_FRAME_MAX_BYTES } from '@hris/contracts';
import * as face from './face.service';
import * as kiosks from './kiosks.service';

// Face attendance (issue 24; SPEC.md §2 eDATS admin face/register and face/recognize): enrolment, the settings and the
// kiosks are the administrators' (ADMIN); recognition is the kiosk's alone (access 'kiosk': its own key, issue 37).

/** A kiosk sends one recognition per blink or head turn (a few seconds each); more than this is not a person. */
const RECOGNITIONS_PER_MINUTE = 60;
/** A frame's base64 is 4/3 of its bytes; the body holds the frames and little else. */
const framesBodyLimit = (frames: number) => frames * Math.ceil((FACE_FRAME_MAX_BYTES * 4) / 3) + 64 * 1024;

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
      bodyLimit: framesBodyLimit(FACE_CAPTURES_MAX),
      schema: {
        tags,
        summary: "Enrol an employee's face: 3–10 camera frames (the server computes their descriptors) and the written consent",
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
  app.get(
    '/api/face/settings',
    { config: admin, schema: { tags, summary: 'The match, anti-spoofing and liveness thresholds', response: { 200: ZFaceSettings } } },
    () => face.settings(deps),
  );
  app.put(
    '/api/face/settings',
    {
      config: admin,
      schema: { tags, summary: 'Change the match, anti-spoofing and liveness thresholds', body: ZFaceSettingsBody, response: { 200: ZFaceSettingsAnswer } },
    },
    (req) => face.saveSettings(deps, req.actor!, req.body),
  );

  app.get('/api/face/kiosks', { config: admin, schema: { tags, summary: 'The kiosks (revoked ones last)', response: { 200: ZFaceKioskList } } }, () =>
    kiosks.list(deps),
  );
  app.post(
    '/api/face/kiosks',
    {
      config: admin,
      schema: { tags, summary: 'Make a kiosk for one campus: its key is answered this once', body: ZFaceKioskBody, response: { 200: ZFaceKioskCreated } },
    },
    (req) => kiosks.create(deps, req.actor!, req.body),
  );
  app.delete(
    '/api/face/kiosks/:id',
    { config: admin, schema: { tags, summary: 'Revoke a kiosk: its key stops working at once', params: ZIdParams, response: { 200: ZMessage } } },
    (req) => kiosks.revoke(deps, req.actor!, req.params.id),
  );

  const kiosk = { access: 'kiosk' } as const;
  app.get('/api/face/kiosk', { config: kiosk, schema: { tags, summary: 'The kiosk calling: its name and campus', response: { 200: ZFaceKioskSelf } } }, (req) =>
    kiosks.self(req.kiosk!),
  );
  app.post(
    '/api/face/recognize',
    {
      config: {
        ...kiosk,
        rateLimit: { max: RECOGNITIONS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `face-kiosk:${req.kiosk?.id ?? req.ip}` },
      },
      bodyLimit: framesBodyLimit(2),
      schema: {
        tags,
        summary: 'The kiosk: two camera frames around a blink or head turn; a live face matching one enrolled records a punch (source face)',
        body: ZFaceRecognizeBody,
        response: { 200: ZFaceRecognition },
      },
    },
    (req) => face.recognize(deps, req.kiosk!, req.body),
  );
  return Promise.resolve();
}
