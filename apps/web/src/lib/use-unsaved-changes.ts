import { useCallback, useEffect, useId, useRef } from 'react';

// Nothing typed is lost (issue 17): every form with edits not yet saved says so here, and the one guard in the
// root layout (components/unsaved-changes-guard) asks "Leave without saving?" before the app navigates away and
// sets `beforeunload` before the browser does. One registry rather than a blocker per form: react-router runs
// a single blocker at a time, and a page can hold several forms (the PDS shows a part's sections together).

const dirtyForms = new Set<string>();

/** True while some form on the page holds edits that are not saved. */
export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0;
}

const snapshot = (values: unknown) => JSON.stringify(values ?? null);

/**
 * Tracks a form's values against those it started from (or last saved): while they differ the page warns
 * before it is left. Call `markSaved(values)` when a save succeeds, before navigating, so the save itself
 * never triggers the warning. `enabled: false` (a read-only view) never warns.
 */
export function useUnsavedChanges(values: unknown, enabled = true) {
  const id = useId();
  const baseline = useRef<string | null>(null);
  baseline.current ??= snapshot(values);
  const dirty = enabled && snapshot(values) !== baseline.current;

  useEffect(() => {
    if (dirty) dirtyForms.add(id);
    else dirtyForms.delete(id);
  }, [dirty, id]);
  useEffect(() => () => void dirtyForms.delete(id), [id]);

  const markSaved = useCallback(
    (saved: unknown) => {
      baseline.current = snapshot(saved);
      dirtyForms.delete(id);
    },
    [id],
  );

  return { dirty, markSaved };
}
