import { fileURLToPath } from 'node:url';
import { readFaceFrame, type FaceReading } from './face-models';
import { workerThread } from './worker-thread';

// The faces in a kiosk's or an enrolment's frames, read by the models (lib/face-models.ts). A frame holds a core for a
// fifth of a second or more: in the built server the models run on threads of their own (lib/face-worker.ts, bundled
// as dist/face-worker.js beside server.js), each loading them once and keeping them warm, so the other users' requests
// are answered meanwhile. The WebAssembly backend uses one core a thread: the kiosk's two frames are read at once on
// two threads. From the sources (the tests) the models run here, one frame after another.

export type { FaceReading } from './face-models';

/** Threads reading frames: two, the kiosk's two frames at once (each thread holds its own copy of the models). */
const FACE_THREADS = 2;
const WORKER_FILE = fileURLToPath(new URL('./face-worker.js', import.meta.url));
const threads = Array.from({ length: FACE_THREADS }, () => workerThread(WORKER_FILE, 'The faces could not be read.'));
let nextThread = 0;

function readOnThread(frame: Buffer): Promise<unknown> | null {
  const call = threads[nextThread++ % threads.length]!;
  return call({ frame: new Uint8Array(frame.buffer, frame.byteOffset, frame.byteLength) });
}

/** The readings of the frames, in order. */
export async function readFaceFrames(frames: readonly Buffer[]): Promise<FaceReading[]> {
  const onThreads = frames.map(readOnThread);
  if (onThreads.every((answer) => answer !== null)) return (await Promise.all(onThreads)) as FaceReading[];
  const readings: FaceReading[] = [];
  for (const frame of frames) readings.push(await readFaceFrame(frame));
  return readings;
}
