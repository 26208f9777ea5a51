import { useSyncExternalStore } from 'react';
// The key lives with the early answers (index.html's first script, which reads the token before this module loads).
import { TOKEN_STORAGE_KEY } from './early-answers';
import { currentPathForRedirect, loginPathWithRedirect, navigateTo } from './navigation';
import { showErrorToast } from './toasts';

export { TOKEN_STORAGE_KEY };

type Listener = () => void;
const listeners = new Set<Listener>();

function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as signed out.
    return null;
  }
}

let currentToken = readToken();

function emit() {
  listeners.forEach((listener) => listener());
}

export function getToken(): string | null {
  return currentToken;
}

export function setToken(token: string): void {
  currentToken = token;
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Keep the in-memory token; the session then lasts until the tab closes.
  }
  emit();
}

export function clearToken(): void {
  currentToken = null;
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored, nothing to remove
  }
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Signing out in another tab ends the session here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_STORAGE_KEY) return;
    currentToken = event.newValue;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The session token, re-rendering when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, getToken);
}

/** Subscribe outside React (the query cache is cleared when the session ends). */
export function onTokenChange(listener: Listener): () => void {
  return subscribe(listener);
}

/**
 * Ends the session on this device: forgets the token and sends the user to sign in,
 * coming back to the current page afterwards. The query cache is cleared by the
 * providers when the token disappears.
 */
export function endSession(message?: string): void {
  const returnTo = currentPathForRedirect();
  clearToken();
  if (message) showErrorToast(message);
  navigateTo(loginPathWithRedirect(returnTo), { replace: true });
}
