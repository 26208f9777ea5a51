import { parentPort } from 'node:worker_threads';
import { readFaceFrame } from './face-models';

// A face thread of the built server (lib/face-engine.ts): reads the frames it is sent, one after another (the models
// are loaded on the first and stay warm), and sends back what it read.
let queue: Promise<unknown> = Promise.resolve();
parentPort?.on('message', (m: { id: number; frame: Uint8Array }) => {
  queue = queue.then(async () => {
    try {
      parentPort!.postMessage({ id: m.id, result: await readFaceFrame(m.frame) });
    } catch (error) {
      parentPort!.postMessage({ id: m.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
