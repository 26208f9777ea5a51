import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

// Camera frames for the face attendance tests, the e2e and the bench, made from real photographs that ship inside the
// face library's npm package (@vladmandic/human/assets; nothing downloaded): a face is cropped, scaled and placed on a
// grey 640×480 background, turned by a few degrees and moved as a head does between two frames, and sent as a JPEG at
// quality 80, as the kiosk page sends its camera. The real models read them (lib/face-models.ts).

const require = createRequire(import.meta.url);
const ASSETS = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets');

/** The people of the photographs: where their face is in which picture of the package. */
export const PHOTOS = {
  /** The library author's photograph on its face ID demo's screenshot (the demo scored it 0.76 real, 0.88 live). */
  author: { file: 'screenshot-faceid.jpg', crop: { left: 14, top: 142, width: 140, height: 140 } },
  /** The "selected face" of the face match demo's screenshot: another man, re-shot from a screen. */
  other: { file: 'screenshot-facematch.jpg', crop: { left: 0, top: 20, width: 170, height: 170 } },
} as const;
export type Person = keyof typeof PHOTOS;

export const FRAME_WIDTH = 640;
export const FRAME_HEIGHT = 480;
const FACE_SIDE = 360;
const BACKGROUND = { r: 122, g: 122, b: 122 };

/** One camera frame of `person`: the head rolled by `degrees`, moved `dx` pixels sideways. */
export async function photoFrame(person: Person, pose: { degrees?: number; dx?: number; quality?: number } = {}): Promise<Buffer> {
  const { file, crop } = PHOTOS[person];
  // One operation a pipeline: sharp orders a pipeline's operations its own way (it would turn before it crops).
  const cropped = await sharp(path.join(ASSETS, file)).extract(crop).resize(FACE_SIDE, FACE_SIDE).toBuffer();
  const turned = await sharp(cropped)
    .rotate(pose.degrees ?? 0, { background: BACKGROUND })
    .toBuffer();
  const face = await sharp(turned).resize(FACE_SIDE, FACE_SIDE, { fit: 'cover' }).toBuffer();
  return sharp({ create: { width: FRAME_WIDTH, height: FRAME_HEIGHT, channels: 3, background: BACKGROUND } })
    .composite([{ input: face, left: (FRAME_WIDTH - FACE_SIDE) / 2 + (pose.dx ?? 0), top: 60 }])
    .jpeg({ quality: pose.quality ?? 80 })
    .toBuffer();
}

/** The kiosk's two frames of a person turning their head a little (about 8°) between them. */
export async function turningFrames(person: Person): Promise<[Buffer, Buffer]> {
  return [await photoFrame(person), await photoFrame(person, { degrees: 8, dx: 20 })];
}

/** Captures for an enrolment: the face straight and turned a little either way. */
export async function enrolmentFrames(person: Person, count = 3): Promise<Buffer[]> {
  const poses = [0, -5, 5, -3, 3, -7, 7, 0, -1, 1];
  return Promise.all(poses.slice(0, count).map((degrees, i) => photoFrame(person, { degrees, dx: (i % 3) * 10 - 10 })));
}

/** Four copies of a frame side by side (a printout of several faces, or a tiled picture). */
export async function tiledFrame(frame: Buffer): Promise<Buffer> {
  const small = await sharp(frame)
    .resize(FRAME_WIDTH / 2, FRAME_HEIGHT / 2)
    .toBuffer();
  const at = [0, FRAME_WIDTH / 2].flatMap((left) => [0, FRAME_HEIGHT / 2].map((top) => ({ input: small, left, top })));
  return sharp({ create: { width: FRAME_WIDTH, height: FRAME_HEIGHT, channels: 3, background: BACKGROUND } })
    .composite(at)
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A face drawn flat (an oval, eyes, brows, a nose and a mouth): a drawing, not a person. */
export async function drawnFaceFrame(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${FRAME_WIDTH}" height="${FRAME_HEIGHT}">
    <rect width="100%" height="100%" fill="#8a9bb0"/>
    <ellipse cx="320" cy="210" rx="125" ry="150" fill="#2b1d14"/>
    <ellipse cx="320" cy="250" rx="105" ry="140" fill="#e0b090"/>
    <path d="M260 195 q25 -13 50 0 M330 195 q25 -13 50 0" stroke="#2b1d14" stroke-width="7" fill="none"/>
    <ellipse cx="277" cy="225" rx="22" ry="11" fill="#fff"/><circle cx="277" cy="225" r="9" fill="#4a3020"/>
    <ellipse cx="363" cy="225" rx="22" ry="11" fill="#fff"/><circle cx="363" cy="225" r="9" fill="#4a3020"/>
    <path d="M320 235 l-14 45 h28 z" fill="#c98f68"/>
    <path d="M280 320 q40 25 80 0" stroke="#8a3030" stroke-width="8" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export const base64 = (frame: Buffer) => frame.toString('base64');
