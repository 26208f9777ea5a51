/** The longest a task put off until the browser is idle waits on a page that keeps it busy. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the browser is idle after the current screen (requestIdleCallback; a timeout where it is missing),
 * for what the first screen does not show: it then does not lengthen the tasks that draw the page. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
