import { createContext, useContext, type ReactNode } from 'react';
import type { TMeResponse } from '@hris/contracts';

const CurrentUserContext = createContext<TMeResponse | null>(null);

/** Provided by the route guard once GET /api/users/me has answered. */
export function CurrentUserProvider({ me, children }: { me: TMeResponse; children: ReactNode }) {
  return <CurrentUserContext.Provider value={me}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user; only for screens behind the session guard. */
export function useSignedInUser(): TMeResponse {
  const me = useContext(CurrentUserContext);
  if (!me) throw new Error('useSignedInUser is used outside the signed-in area');
  return me;
}

/** The avatar to show: the user's own picture, else the university's default one. */
export function avatarOf(me: TMeResponse): string {
  return me.user.avatar_path ?? me.default_avatar;
}

/** Two-letter initials, shown while the avatar loads or when it fails. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
