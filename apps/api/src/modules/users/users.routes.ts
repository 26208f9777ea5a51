import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAvatarSaved, ZMeResponse, ZMessage, ZUpdateInfoBody, ZUpdatePasswordBody, ZUserInfoSaved } from '@hris/contracts';
import { AppError } from '../../lib/app-error';
import { readSingleFile } from '../../plugins/uploads';
import { markUploadedFile } from '../../lib/download';
import { CONTENT_TYPE, detectFileKind } from '../../lib/upload-check';
import * as users from './users.service';
import { alwaysExpires, validFileSignature } from '../../lib/signed-files';

export default function usersRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const tags = ['users'];
  const signedIn = { access: 'signed-in' as const };

  app.get(
    '/api/users/me',
    { config: signedIn, schema: { tags, summary: 'The signed-in user, their roles, views and personnel record', response: { 200: ZMeResponse } } },
    (req) => users.me(deps, req.actor!),
  );
  app.post(
    '/api/users/me/update_info',
    { config: signedIn, schema: { tags, summary: 'Update name and contact number', body: ZUpdateInfoBody, response: { 200: ZUserInfoSaved } } },
    (req) => users.updateInfo(deps, req.actor!, req.body),
  );
  app.post(
    '/api/users/me/update_password',
    { config: signedIn, schema: { tags, summary: 'Change password (current one required)', body: ZUpdatePasswordBody, response: { 200: ZMessage } } },
    (req) => users.updatePassword(deps, req.actor!, req.body),
  );
  app.post(
    '/api/users/me/upload_avatar',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Upload a png or jpeg avatar up to 2 MB (multipart field "avatar")',
        consumes: ['multipart/form-data'],
        response: { 200: ZAvatarSaved },
      },
    },
    async (req) => users.uploadAvatar(deps, req.actor!, await readSingleFile(req, 'avatar')),
  );

  // Stored files are served only through links the server signed for a signed-in user.
  app.get(
    '/api/files/:folder/:name',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'A stored file, by its signed link',
        params: z.object({ folder: z.string().max(40), name: z.string().max(80) }),
        querystring: z.object({ sig: z.string().max(200), exp: z.coerce.number().int().positive().optional() }),
      },
    },
    async (req, reply) => {
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
    },
  );
}
