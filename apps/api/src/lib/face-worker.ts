import { parentPort } from 'node:worker_threads';
import { readFaceFrame, type FaceReading } from './face-models';

// The face thread of the built server (lib/face-engine.ts): reads the frames it is sent, one job after another (the
// models are loaded on the first and stay warm), and sends back what it read.
let queue: Promise<unknown> = Promise.resolve();
parentPort?.on('message', (m: { id: number; frames: Uint8Array[] }) => {
  queue = queue.then(async () => {
    try {
      const readings: FaceReading[] = [];
      for (const frame of m.frames) readings.push(await readFaceFrame(frame));
      parentPort!.postMessage({ id: m.id, result: readings });
    } catch (error) {
      parentPort!.postMessage({ id: m.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
