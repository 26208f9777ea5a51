import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';

// The face attendance e2e's camera: a face drawn procedurally in a canvas (skin-tone ellipse, hair, brows, eyes with
// pupils, a nose and its shadow, a mouth), its pixels written as a Y4M video that Chromium's fake camera plays in a
// loop (--use-file-for-fake-video-capture). The head turns: the features shift left and right across the frames, which
// @vladmandic/human reads as a change of yaw (the kiosk's liveness check). Nothing is downloaded.

const WIDTH = 640;
const HEIGHT = 480;
/** Frames a second of the video, and the shift of the features in each second (pixels): still, right, still, left. */
const FPS = 5;
const SHIFTS = [0, 55, 0, -55];

/** Draws the face into a 2D context; `shift` moves the features as a turned head does. Runs in the page. */
function drawFace(ctx: CanvasRenderingContext2D, shift: number): void {
  ctx.fillStyle = '#8a9bb0';
  ctx.fillRect(0, 0, 640, 480);
  const cx = 320 + shift * 0.3;
  const cy = 250;
  ctx.fillStyle = '#2b1d14';
  ctx.beginPath();
  ctx.ellipse(cx, cy - 40, 125, 150, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#c68e6a';
  ctx.fillRect(cx - 45, cy + 120, 90, 120);
  const skin = ctx.createRadialGradient(cx - 20 + shift * 0.3, cy - 20, 20, cx, cy, 150);
  skin.addColorStop(0, '#f0c4a0');
  skin.addColorStop(1, '#c98f68');
  ctx.fillStyle = skin;
  ctx.beginPath();
  ctx.ellipse(cx, cy, 105, 140, 0, 0, Math.PI * 2);
  ctx.fill();
  const f = cx + shift * 0.5; // the features move further than the outline: the head turns
  ctx.strokeStyle = '#2b1d14';
  ctx.lineWidth = 7;
  ctx.lineCap = 'round';
  for (const s of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(f + s * 20, cy - 55);
    ctx.quadraticCurveTo(f + s * 45, cy - 68, f + s * 70, cy - 55);
    ctx.stroke();
  }
  for (const s of [-1, 1]) {
    const ex = f + s * 43;
    const ey = cy - 25;
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.ellipse(ex, ey, 22, 11, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#4a3020';
    ctx.beginPath();
    ctx.arc(ex, ey, 9, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#000';
    ctx.beginPath();
    ctx.arc(ex, ey, 4, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#3a2a20';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.ellipse(ex, ey, 22, 11, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.strokeStyle = 'rgba(120,70,40,0.7)';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.moveTo(f + shift * 0.1, cy - 20);
  ctx.lineTo(f - 10 + shift * 0.15, cy + 30);
  ctx.lineTo(f + 12 + shift * 0.15, cy + 32);
  ctx.stroke();
  ctx.fillStyle = 'rgba(90,50,30,0.6)';
  for (const s of [-1, 1]) {
    ctx.beginPath();
    ctx.ellipse(f + s * 12 + shift * 0.15, cy + 32, 6, 4, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#a0453a';
  ctx.beginPath();
  ctx.ellipse(f, cy + 72, 38, 12, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#6b2a22';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(f - 38, cy + 72);
  ctx.lineTo(f + 38, cy + 72);
  ctx.stroke();
}

/** RGBA pixels to one Y4M frame (4:2:0: full-size luma, quarter-size chroma, BT.601). */
function yuvFrame(rgba: Uint8ClampedArray): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  for (let row = 0; row < HEIGHT; row++) {
    for (let col = 0; col < WIDTH; col++) {
      const i = (row * WIDTH + col) * 4;
      const [r, g, b] = [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
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

/** Draws the frames in a page of `browser` and writes the video; answers its path. */
export async function writeFaceVideo(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  await page.setContent(`<canvas width="${WIDTH}" height="${HEIGHT}"></canvas>`);
  const frames: Buffer[] = [];
  for (const shift of SHIFTS) {
    const pixels = await page.evaluate(
      ([source, s]) => {
        const ctx = document.querySelector('canvas')!.getContext('2d')!;
        // The drawing function is sent as text: it runs in the page, not in Node.
        const draw = new Function(`return (${source})`)() as (c: CanvasRenderingContext2D, shift: number) => void;
        draw(ctx, s);
        return Array.from(ctx.getImageData(0, 0, 640, 480).data);
      },
      [drawFace.toString(), shift] as const,
    );
    const frame = yuvFrame(Uint8ClampedArray.from(pixels));
    for (let i = 0; i < FPS; i++) frames.push(frame);
  }
  await page.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hris-face-')), 'face.y4m');
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`), ...frames]));
  return file;
}
