import type { HrisModule } from '../../lib/module';
import authRoutes from './auth.routes';

export const authModule: HrisModule = {
  name: 'auth',
  routes: [authRoutes],
};

export { actorFromToken, noteSessionUse } from './auth.service';
export { createAuthCache } from './auth-cache';
export { revokeAllSessionsOfUser } from './auth.repo';
export { hashNewPassword } from './password-policy';
export { tellPasswordChanged } from './password-policy';
export { createPasswordReset } from './auth.repo';
export { AUTH_CHANNEL } from './auth-cache';
export { newPasswordProblem } from './password-policy';
export type { AuthCache } from './auth-cache';
export { buildCurrentUser } from './current-user';
