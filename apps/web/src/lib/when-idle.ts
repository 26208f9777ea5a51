/** The longest a task put off until the browser is idle waits on a page that keeps it busy. */
const IDLE_TIMEOUT_MS = 2_000;
/** The longest idle work waits for a page to say its first screen is drawn (a page that never says so). */
const FIRST_SCREEN_WAIT_MS = 5_000;
/** The longest an idle task's promise holds the next task. */
const TASK_WAIT_MS = 1_000;

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

function requestIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(task, 1);
}

type IdleTask = () => void | Promise<void>;
const queue: IdleTask[] = [];
let running = false;

/** One task per idle moment, the next once the previous has finished (a part drawn, its commit done). */
function runNext(): void {
  const task = queue.shift();
  if (!task) {
    running = false;
    return;
  }
  running = true;
  requestIdle(() => {
    // A task that never settles (its part gone before it was drawn) holds the others for a moment at most.
    const settled = Promise.resolve()
      .then(task)
      .catch(() => undefined);
    void Promise.race([settled, new Promise((resolve) => setTimeout(resolve, TASK_WAIT_MS))]).finally(runNext);
  });
}

/**
 * Runs `task` once the first screen is drawn and the browser is then idle (requestIdleCallback; a timeout where it is
 * missing), for what the first screen does not show: it then does not lengthen the tasks that draw the page. Tasks run
 * one at a time, each in an idle moment of its own; a task that returns a promise holds the next until it settles (a
 * part drawn by React: two parts drawn at once would be one long commit). Returns the cancel.
 */
export function whenIdle(task: IdleTask): () => void {
  let cancelled = false;
  const guarded: IdleTask = () => (cancelled ? undefined : task());
  // After the first screen's commit, its paint (the next frame), then the browser's idle moments.
  void firstScreen.then(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        queue.push(guarded);
        if (!running) runNext();
      }, 0),
    ),
  );
  return () => {
    cancelled = true;
  };
}
