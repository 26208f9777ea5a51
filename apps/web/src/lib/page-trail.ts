import { useEffect, useSyncExternalStore } from 'react';

// The breadcrumb of a page whose trail depends on what it shows, not only on its path: one IPCR page is "My IPCR" to
// its owner and "Office IPCRs › the ratee" to the head rating it (issue 42). The page states its trail, and the list
// it belongs under, while it is on screen; the top bar shows that trail and the sidebar lights that list's entry
// instead of the route table's.

type Stated = { trail: readonly string[]; under: string };
let stated: Stated | null = null;
const listeners = new Set<() => void>();
const publish = (next: Stated | null) => {
  stated = next;
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** States this page's trail and the path of the list it belongs under (null: the route table's) while it is mounted. */
export function usePageTrail(next: Stated | null): void {
  const key = next ? JSON.stringify(next) : null;
  useEffect(() => {
    if (key === null) return;
    publish(JSON.parse(key) as Stated);
    return () => publish(null);
  }, [key]);
}

/** The trail the page on screen stated, if any. */
export const useStatedTrail = (): readonly string[] | null => useSyncExternalStore(subscribe, () => stated?.trail ?? null);

/** The path of the list the page on screen stated it belongs under, if any (the sidebar lights its entry). */
export const useStatedPlace = (): string | null => useSyncExternalStore(subscribe, () => stated?.under ?? null);
