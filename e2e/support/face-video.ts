import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FRAME_HEIGHT as HEIGHT, FRAME_WIDTH as WIDTH, photoFrame } from '../../apps/api/test/support/face-frames';

// The face attendance e2e's camera: a real photograph that ships inside the face library's npm package (its author's,
// apps/api/test/support/face-frames.ts; nothing downloaded), written as a Y4M video that Chromium's fake camera plays in
// a loop (--use-file-for-fake-video-capture). The head tilts: straight, to one side by 12°, straight, to the other,
// which the browser's models read as a turn (the kiosk sends the frames then) and the server's models read again
// (a movement between the two frames, a real face by the anti-spoofing model, a live one by the liveness model).

/** Frames a second of the video, and the head's tilt in each second (degrees): a cycle of 5 s, held unevenly. */
const FPS = 5;
const TILTS = [0, 12, 12, 0, -12];

/** One RGB picture as a Y4M frame (I420: BT.601 luma, chroma subsampled 2×2). */
function yuvFrame(rgb: Buffer): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  for (let row = 0; row < HEIGHT; row++) {
    for (let col = 0; col < WIDTH; col++) {
      const i = (row * WIDTH + col) * 3;
      const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
      y[row * WIDTH + col] = Math.round(0.257 * r + 0.504 * g + 0.098 * b + 16);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (WIDTH / 2) + col / 2;
        u[c] = Math.round(-0.148 * r - 0.291 * g + 0.439 * b + 128);
        v[c] = Math.round(0.439 * r - 0.368 * g - 0.071 * b + 128);
      }
    }
  }
  return Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
}

/** Writes the video; answers its path. */
export async function writeFaceVideo(): Promise<string> {
  const frames: Buffer[] = [];
  for (const degrees of TILTS) {
    const rgb = await sharp(await photoFrame('author', { degrees, quality: 95 }))
      .removeAlpha()
      .raw()
      .toBuffer();
    const frame = yuvFrame(rgb);
    for (let i = 0; i < FPS; i++) frames.push(frame);
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hris-face-')), 'face.y4m');
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`), ...frames]));
  return file;
}
