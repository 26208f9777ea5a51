import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config, Human } from '@vladmandic/human';
import sharp from 'sharp';
import type { FrameReading } from '../domain/face-liveness';

// The face library on the server (issue 37): @vladmandic/human's Node build on tfjs's WebAssembly backend. Everything
// it needs ships inside the npm packages and is read from disk: the .wasm binaries of @tensorflow/tfjs-backend-wasm
// and the models of @vladmandic/human/models (nothing is downloaded, at install or at run time). The models load once,
// on the first frame, and stay warm. lib/face-engine.ts runs this on a worker thread in the built server.

const require = createRequire(import.meta.url);
// The package's "exports" lists its builds without "./", which Node cannot resolve by subpath: the Node build the
// package names is found, and the WebAssembly build beside it is loaded by its path.
const HUMAN_DIST = path.dirname(require.resolve('@vladmandic/human'));
const MODELS = path.join(HUMAN_DIST, '..', 'models');
const WASM = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

/** A frame is scaled to fit this box before the models read it: a camera's 640×480 is read as sent. */
const MAX_SIDE = 640;
/** Frames larger than this are refused before they are decoded (a small JPEG can claim a huge picture). */
const MAX_INPUT_PIXELS = 4096 * 4096;
/** A face the detector is at least this sure of counts; a second one in the frame is someone else (or a copy). */
const FACE_CONFIDENCE = 0.5;
/** The thumbnail two frames are compared by (near-identical frames are one picture sent twice). */
export const THUMB_WIDTH = 32;
export const THUMB_HEIGHT = 24;

const CONFIG: Partial<Config> = {
  backend: 'wasm',
  wasmPath: `${pathToFileURL(WASM).href}/`,
  modelBasePath: `${pathToFileURL(MODELS).href}/`,
  debug: false,
  // Every frame is read afresh: the library's caching reuses the last frame's results for a similar picture.
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 3, minConfidence: FACE_CONFIDENCE, skipFrames: 0, skipTime: 0 },
    mesh: { enabled: true },
    // The iris model serves gaze; a blink is read from the mesh's eyelids alone. Off: a sixth less time a frame.
    iris: { enabled: false },
    description: { enabled: true, skipFrames: 0, skipTime: 0 },
    emotion: { enabled: false },
    antispoof: { enabled: true, skipFrames: 0, skipTime: 0 },
    liveness: { enabled: true, skipFrames: 0, skipTime: 0 },
    attention: { enabled: false },
    gear: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: true },
  segmentation: { enabled: false },
};

/** What the models read in one frame (domain/face-liveness.ts judges it). */
export type FaceReading = FrameReading;

type HumanModule = { Human: new (config: Partial<Config>) => Human };
type Tf = {
  io: {
    registerLoadRouter: (router: (url: string | string[]) => unknown) => void;
    getModelArtifactsForJSON: (json: unknown, load: (manifest: WeightGroup[]) => Promise<[unknown[], ArrayBuffer]>) => Promise<unknown>;
  };
  tensor4d: (values: Int32Array, shape: [number, number, number, number], dtype: 'int32') => unknown;
  dispose: (tensor: unknown) => void;
};
type WeightGroup = { paths: string[]; weights: unknown[] };

/**
 * Reads a model from disk: tfjs fetches its model files, and Node's fetch has no file: URLs. The library asks for
 * `file://…/models/x.json`; this answers it (and its weight files) from the package's folder.
 */
function fileLoader(tf: Tf) {
  return (url: string | string[]) => {
    const first = Array.isArray(url) ? url[0] : url;
    if (typeof first !== 'string' || !first.startsWith('file://')) return null;
    const file = fileURLToPath(first);
    return {
      load: async () => {
        const json: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
        return tf.io.getModelArtifactsForJSON(json, async (manifest) => {
          const specs: unknown[] = [];
          const parts: Buffer[] = [];
          for (const group of manifest) {
            for (const p of group.paths) parts.push(await fs.readFile(path.join(path.dirname(file), p)));
            specs.push(...group.weights);
          }
          const all = Buffer.concat(parts);
          return [specs, all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength)];
        });
      },
    };
  };
}

let engine: Promise<Human> | null = null;

function loadEngine(): Promise<Human> {
  engine ??= (async () => {
    const { Human: HumanClass } = require(path.join(HUMAN_DIST, 'human.node-wasm.js')) as HumanModule;
    const human = new HumanClass(CONFIG);
    const tf = human.tf as unknown as Tf;
    tf.io.registerLoadRouter(fileLoader(tf));
    await human.load();
    return human;
  })();
  engine.catch(() => (engine = null));
  return engine;
}

const unreadable = (): FaceReading => ({ readable: false, faces: 0, descriptor: null, real: null, live: null, angle: null, blink: false, thumb: [] });

/** Reads one JPEG or PNG frame: its faces, and for a single face its descriptor, anti-spoofing and liveness scores. */
export async function readFaceFrame(bytes: Uint8Array): Promise<FaceReading> {
  let pixels: { data: Buffer; info: { width: number; height: number; channels: number } };
  let thumb: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).removeAlpha();
    pixels = await image.clone().resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    thumb = await image.clone().resize(THUMB_WIDTH, THUMB_HEIGHT, { fit: 'fill' }).greyscale().raw().toBuffer();
  } catch {
    return unreadable();
  }
  if (pixels.info.channels !== 3) return unreadable();
  const human = await loadEngine();
  const tf = human.tf as unknown as Tf;
  const { width, height } = pixels.info;
  const tensor = tf.tensor4d(Int32Array.from(pixels.data), [1, height, width, 3], 'int32');
  try {
    const result = await human.detect(tensor as Parameters<Human['detect']>[0]);
    const faces = result.face.filter((f) => f.score >= FACE_CONFIDENCE);
    const face = faces.length === 1 ? faces[0]! : null;
    const angle = face?.rotation?.angle;
    return {
      readable: true,
      faces: faces.length,
      descriptor: face?.embedding?.length ? Array.from(face.embedding) : null,
      real: face?.real ?? null,
      live: face?.live ?? null,
      angle: angle ? { yaw: angle.yaw, pitch: angle.pitch, roll: angle.roll } : null,
      blink: face !== null && result.gesture.some((g) => 'face' in g && String(g.gesture).startsWith('blink')),
      thumb: Array.from(thumb),
    };
  } finally {
    tf.dispose(tensor);
  }
}
