import { route } from '../api-route';
import { z } from '../zod';
import { ZAvatarSaved, ZMeResponse, ZUpdateInfoBody, ZUpdatePasswordBody, ZUserInfoSaved } from '../users';
import { ZMessage } from '../responses';

/** The signed-in user's own account (My Account → Profile) and the stored files behind signed links. */
export const usersApi = {
  me: route({
    method: 'GET',
    path: '/api/users/me',
    summary: 'The signed-in user, their roles, views and personnel record',
    response: ZMeResponse,
  }),
  updateInfo: route({
    method: 'POST',
    path: '/api/users/me/update_info',
    summary: 'Update name and contact number',
    body: ZUpdateInfoBody,
    response: ZUserInfoSaved,
  }),
  updatePassword: route({
    method: 'POST',
    path: '/api/users/me/update_password',
    summary: 'Change password (current one required)',
    body: ZUpdatePasswordBody,
    response: ZMessage,
  }),
  uploadAvatar: route({
    method: 'POST',
    path: '/api/users/me/upload_avatar',
    summary: 'Upload a png or jpeg avatar up to 2 MB (multipart field "avatar")',
    body: 'multipart',
    response: ZAvatarSaved,
  }),
  storedFile: route({
    method: 'GET',
    path: '/api/files/:folder/:name',
    summary: 'A stored file, by its signed link',
    params: z.object({ folder: z.string().max(40), name: z.string().max(80) }),
    query: z.object({ sig: z.string().max(200), exp: z.coerce.number().int().positive().optional() }),
    response: 'file',
  }),
};
