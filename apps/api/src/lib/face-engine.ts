import { fileURLToPath } from 'node:url';
import { readFaceFrame, type FaceReading } from './face-models';
import { workerThread } from './worker-thread';

// The faces in a kiosk's or an enrolment's frames, read by the models (lib/face-models.ts). A frame holds the CPU for
// about a fifth of a second: in the built server the models run on their own thread (lib/face-worker.ts, bundled as
// dist/face-worker.js beside server.js), loaded once and kept warm; from the sources (the tests) they run here.

export type { FaceReading } from './face-models';

const onThread = workerThread(fileURLToPath(new URL('./face-worker.js', import.meta.url)), 'The faces could not be read.');

/** The readings of the frames, in order (one after another: the WebAssembly backend uses one core). */
export async function readFaceFrames(frames: readonly Buffer[]): Promise<FaceReading[]> {
  const answer = onThread({ frames: frames.map((f) => new Uint8Array(f.buffer, f.byteOffset, f.byteLength)) });
  if (answer) return (await answer) as FaceReading[];
  const readings: FaceReading[] = [];
  for (const frame of frames) readings.push(await readFaceFrame(frame));
  return readings;
}
