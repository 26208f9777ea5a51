/** The longest a task put off until the browser is idle waits on a page that keeps it busy. */
const IDLE_TIMEOUT_MS = 2_000;
/** The longest idle work waits for a page to say its first screen is drawn (a page that never says so). */
const FIRST_SCREEN_WAIT_MS = 5_000;

let markFirstScreenDrawn: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  markFirstScreenDrawn = resolve;
});
setTimeout(() => markFirstScreenDrawn(), FIRST_SCREEN_WAIT_MS);

/**
 * Says that the page's first screen is committed (the signed-in layout calls it below its page): idle work waits for
 * it. Without this, the browser found idle moments while the page was still being drawn (between the layout and the
 * page, between a page's header and its cards) and spent them on socket.io and the cards below the fold, which then
 * came before what the first screen shows (issue 42, item 19).
 */
export function firstScreenDrawn(): void {
  markFirstScreenDrawn();
}

function requestIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `task` once the first screen is drawn and the browser is then idle (requestIdleCallback; a timeout where it is
 * missing), for what the first screen does not show: it then does not lengthen the tasks that draw the page. Returns
 * the cancel.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancel: () => void = () => undefined;
  // After the first screen's commit, its paint (the next frame), then the browser's next idle moment.
  void firstScreen.then(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!cancelled) cancel = requestIdle(task);
      }, 0),
    ),
  );
  return () => {
    cancelled = true;
    cancel();
  };
}
