/**
 * Lets code outside React (the API client) change route without a full reload.
 * The router registers itself at start; before that, a plain page load is used.
 */
type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator = (to) => window.location.assign(to);

export function registerNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigator(to, options);
}

/** The current path with its query, as the redirect parameter of the sign-in page. */
export function currentPathForRedirect(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** /login?redirect=<path>, used by the route guard and when a session ends. */
export function loginPathWithRedirect(path: string): string {
  if (!path || path === '/' || path.startsWith('/login')) return '/login';
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** Only same-site paths are followed after sign-in, never another origin. */
export function safeRedirectTarget(raw: string | null, fallback = '/dashboard'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (raw.startsWith('/login')) return fallback;
  return raw;
}
