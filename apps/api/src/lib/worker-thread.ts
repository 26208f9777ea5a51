import fs from 'node:fs';
import { Worker, type TransferListItem } from 'node:worker_threads';

// Work that holds the CPU for long (drawing a PDF, reading faces with the models) runs on a thread of its own in the
// built server, so the other users' requests are answered meanwhile. One thread per kind of work, started on first use,
// its jobs answered in order by id; a thread that fails fails what it held, and the next job starts a new one. Run from
// the sources (the tests, dev) the thread's file does not exist and the caller does the work itself.

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; onProgress?: (fraction: number) => void };
/** The thread's answer to a job, or (`progress`) how far along it is before the answer. */
export type ThreadAnswer = { id: number; result?: unknown; error?: string; progress?: number };

/** A caller of the thread whose built file is `file`: `call` answers null when there is no such file (the sources). */
export function workerThread(file: string, failure: string) {
  let worker: { thread: Worker; pending: Map<number, Pending> } | null = null;
  let nextId = 1;

  function start() {
    const thread = new Worker(file);
    const pending = new Map<number, Pending>();
    const own = { thread, pending };
    thread.on('message', (m: ThreadAnswer) => {
      if (m.progress !== undefined) {
        pending.get(m.id)?.onProgress?.(m.progress);
        return;
      }
      const p = pending.get(m.id);
      pending.delete(m.id);
      if (pending.size === 0) thread.unref();
      if (m.error === undefined) p?.resolve(m.result);
      else p?.reject(new Error(m.error || failure));
    });
    const fail = (error: Error) => {
      if (worker === own) worker = null;
      for (const p of pending.values()) p.reject(error);
      pending.clear();
    };
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`${failure} (the thread stopped: ${code})`)));
    thread.unref();
    return own;
  }

  /** The job's answer from the thread; null when there is no thread or the message cannot travel to it (a function). */
  return function call(message: Record<string, unknown>, transfer: TransferListItem[] = [], onProgress?: (fraction: number) => void): Promise<unknown> | null {
    if (!worker) {
      if (!fs.existsSync(file)) return null;
      worker = start();
    }
    const { thread, pending } = worker;
    const id = nextId++;
    try {
      thread.postMessage({ ...message, id }, transfer);
    } catch {
      return null;
    }
    thread.ref();
    return new Promise((resolve, reject) => pending.set(id, { resolve, reject, onProgress }));
  };
}
