import { useEffect, useSyncExternalStore } from 'react';

// The breadcrumb of a page whose trail depends on what it shows, not only on its path: one IPCR page is "My IPCR" to
// its owner and "Office IPCRs › the ratee" to the head rating it (issue 42). The page states its trail while it is on
// screen; the top bar shows it instead of the route table's.

let stated: readonly string[] | null = null;
const listeners = new Set<() => void>();
const publish = (trail: readonly string[] | null) => {
  stated = trail;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** States this page's trail (null: the route table's) while the page is mounted. */
export function usePageTrail(trail: readonly string[] | null): void {
  const key = trail ? JSON.stringify(trail) : null;
  useEffect(() => {
    if (key === null) return;
    publish(JSON.parse(key) as string[]);
    return () => publish(null);
  }, [key]);
}

/** The trail the page on screen stated, if any. */
export const useStatedTrail = (): readonly string[] | null => useSyncExternalStore(subscribe, () => stated);
