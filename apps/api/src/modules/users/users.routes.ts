import type { FastifyInstance } from 'fastify';
import { usersApi } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { readSingleFile } from '../../plugins/uploads';
import { markUploadedFile } from '../../lib/download';
import { CONTENT_TYPE, detectFileKind } from '../../lib/upload-check';
import * as users from './users.service';
import { serve } from '../../lib/serve';
import { alwaysExpires, validFileSignature } from '../../lib/signed-files';

export default function usersRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  const tags = ['users'];
  const signedIn = { access: 'signed-in' as const };

  serve(app, usersApi.me, { ...signedIn, tags }, (req) => users.me(deps, req.actor!));
  serve(app, usersApi.updateInfo, { ...signedIn, tags }, (req) => users.updateInfo(deps, req.actor!, req.body));
  serve(app, usersApi.updatePassword, { ...signedIn, tags }, (req) => users.updatePassword(deps, req.actor!, req.body));
  serve(app, usersApi.uploadAvatar, { ...signedIn, tags }, async (req) => users.uploadAvatar(deps, req.actor!, await readSingleFile(req, 'avatar')));

  // Stored files are served only through links the server signed for a signed-in user.
  serve(app, usersApi.storedFile, { access: 'public', tags }, async (req, reply) => {
    const key = `${req.params.folder}/${req.params.name}`;
    if (!validFileSignature(deps, key, req.query.sig, req.query.exp)) throw AppError.notFound('The file was not found.');
    const bytes = await deps.storage.get(key);
    const kind = bytes && detectFileKind(bytes);
    if (!bytes || !kind) throw AppError.notFound('The file was not found.');
    // Expiring links are personal documents: never kept by shared caches, and not for long by the browser;
    // a photo is kept by the browser until its link expires, not a second longer.
    const cache = !req.query.exp
      ? 'private, max-age=86400'
      : alwaysExpires(key)
        ? `private, max-age=${Math.max(0, req.query.exp - Math.floor(deps.clock.now().getTime() / 1000))}`
        : 'private, no-store';
    return markUploadedFile(reply, CONTENT_TYPE[kind], req.params.name).header('cache-control', cache).send(bytes);
  });
}
