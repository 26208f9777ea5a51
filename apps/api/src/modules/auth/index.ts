import type { HrisModule } from '../../lib/module';
import authRoutes from './auth.routes';

export const authModule: HrisModule = {
  name: 'auth',
  routes: [authRoutes],
};

export { actorFromToken, noteSessionUse, newPasswordToken, newPasswordTokens } from './auth.service';
export { signOutEverywhere } from './sessions.service';
export { createAuthCache } from './auth-cache';
export { hashNewPassword } from './password-policy';
export { tellPasswordChanged } from './password-policy';
export { AUTH_CHANNEL } from './auth-cache';
export { newPasswordProblem } from './password-policy';
export type { AuthCache } from './auth-cache';
export { buildCurrentUser } from './current-user';
