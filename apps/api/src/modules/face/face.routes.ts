import type { FastifyInstance, FastifyRequest } from 'fastify';
import { faceApi, FACE_CAPTURES_MAX, FACE_FRAME_MAX_BYTES } from '@hris/contracts';
import * as face from './face.service';
import * as kiosks from './kiosks.service';
import { serve } from '../../lib/serve';

// Face attendance (issue 24; SPEC.md §2 eDATS admin face/register and face/recognize): enrolment, the settings and the
// kiosks are the administrators' (ADMIN); recognition is the kiosk's alone (access 'kiosk': its own key, issue 37).

/** A kiosk sends one recognition per blink or head turn (a few seconds each); more than this is not a person. */
const RECOGNITIONS_PER_MINUTE = 60;
/** A frame's base64 is 4/3 of its bytes; the body holds the frames and little else. */
const framesBodyLimit = (frames: number) => frames * Math.ceil((FACE_FRAME_MAX_BYTES * 4) / 3) + 64 * 1024;

export default function faceRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const tags = ['face attendance'];
  const admin = { access: ['ADMIN'] as const, tags };

  serve(app, faceApi.enrolments, admin, (req) => face.list(deps, req.actor!, req.query));
  serve(app, faceApi.enrol, { ...admin, bodyLimit: framesBodyLimit(FACE_CAPTURES_MAX) }, (req) => face.enrol(deps, req.actor!, req.body));
  serve(app, faceApi.withdraw, admin, (req) => face.withdraw(deps, req.actor!, req.params.id));
  serve(app, faceApi.settings, admin, () => face.settings(deps));
  serve(app, faceApi.saveSettings, admin, (req) => face.saveSettings(deps, req.actor!, req.body));

  serve(app, faceApi.kiosks, admin, () => kiosks.list(deps));
  serve(app, faceApi.addKiosk, admin, (req) => kiosks.create(deps, req.actor!, req.body));
  serve(app, faceApi.revokeKiosk, admin, (req) => kiosks.revoke(deps, req.actor!, req.params.id));

  const kiosk = { access: 'kiosk', tags } as const;
  serve(app, faceApi.kiosk, kiosk, (req) => kiosks.self(req.kiosk!));
  serve(
    app,
    faceApi.recognize,
    {
      ...kiosk,
      rateLimit: { max: RECOGNITIONS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (req: FastifyRequest) => `face-kiosk:${req.kiosk?.id ?? req.ip}` },
      bodyLimit: framesBodyLimit(2),
    },
    (req) => face.recognize(deps, req.kiosk!, req.body),
  );
  return Promise.resolve();
}
