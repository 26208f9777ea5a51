// What a kiosk's two frames must show before their faces are matched (issue 37), judged on the server from the
// models' readings (lib/face-models.ts), never from numbers the kiosk sends: one face in each, scored real by the
// anti-spoofing model and live by the liveness model, and a movement between the two (a turn of the head or a blink)
// in frames that are not one picture sent twice. The refusals are what the employee reads on the kiosk.

export type FrameReading = {
  readable: boolean;
  faces: number;
  descriptor: number[] | null;
  real: number | null;
  live: number | null;
  angle: { yaw: number; pitch: number; roll: number } | null;
  blink: boolean;
  thumb: number[];
};

export type LivenessThresholds = { antispoof: number; liveness: number };
export type FrameProblem = { field: string; message: string };

/** A turn of the head (yaw, pitch or roll) of at least this much between the frames is a movement (radians, ~4.6°). */
export const TURN_RADIANS = 0.08;
/** Two frames whose small grey thumbnails differ by less than this on average (0–255) are the same picture. */
export const SAME_PICTURE_DIFFERENCE = 1.5;

export const FACE_MESSAGES = {
  unreadable: "The camera's picture could not be read. Please try again.",
  noFace: 'Hold still in front of the camera, with your whole face in the picture.',
  manyFaces: 'One person at a time, please.',
  spoof: 'This looks like a photo or a screen. Please look at the camera yourself.',
  notLive: 'Your face could not be seen clearly. Please look at the camera, then blink or turn your head.',
  still: 'Blink or turn your head slightly, then look at the camera again.',
} as const;

/** What is wrong with one frame for a capture (one readable face with a descriptor), or null. */
export function frameProblem(reading: FrameReading, field: string): FrameProblem | null {
  if (!reading.readable) return { field, message: FACE_MESSAGES.unreadable };
  if (reading.faces > 1) return { field, message: FACE_MESSAGES.manyFaces };
  if (reading.faces === 0 || !reading.descriptor) return { field, message: FACE_MESSAGES.noFace };
  return null;
}

/** The mean absolute difference of two grey thumbnails (0–255); Infinity when they cannot be compared. */
export function pictureDifference(a: readonly number[], b: readonly number[]): number {
  if (a.length === 0 || a.length !== b.length) return Infinity;
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** Whether the second frame shows the head turned from the first, or an eye closed in one frame only. */
export function movedBetween(first: FrameReading, second: FrameReading): boolean {
  if (first.blink !== second.blink) return true;
  if (!first.angle || !second.angle) return false;
  const turn = Math.max(
    Math.abs(first.angle.yaw - second.angle.yaw),
    Math.abs(first.angle.pitch - second.angle.pitch),
    Math.abs(first.angle.roll - second.angle.roll),
  );
  return turn >= TURN_RADIANS;
}

/** The first reason the kiosk's two frames are refused, or null when their faces may be matched. */
export function livenessProblem(readings: readonly FrameReading[], thresholds: LivenessThresholds, sameBytes: boolean): FrameProblem | null {
  for (const [i, reading] of readings.entries()) {
    const problem = frameProblem(reading, `frames.${i}`);
    if (problem) return problem;
  }
  for (const [i, reading] of readings.entries()) {
    if ((reading.real ?? 0) < thresholds.antispoof) return { field: `frames.${i}`, message: FACE_MESSAGES.spoof };
  }
  for (const [i, reading] of readings.entries()) {
    if ((reading.live ?? 0) < thresholds.liveness) return { field: `frames.${i}`, message: FACE_MESSAGES.notLive };
  }
  const [first, second] = readings as [FrameReading, FrameReading];
  if (sameBytes || pictureDifference(first.thumb, second.thumb) < SAME_PICTURE_DIFFERENCE || !movedBetween(first, second)) {
    return { field: 'frames', message: FACE_MESSAGES.still };
  }
  return null;
}
