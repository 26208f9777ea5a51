import type { FaceResult, Human } from '@vladmandic/human';

// The face library (@vladmandic/human), loaded only on the face pages (a dynamic import: the main bundle does not
// grow) with its models served by our own server (/models/human/, copied from the npm package at build time by
// vite.config.ts): nothing is fetched from elsewhere. WebGL first; the plain JavaScript backend if WebGL is missing.
// In the browser it only guides the person in front of the camera (one face, in the middle, a turn or a blink) and
// times the frames; what counts is decided on the server, which reads the frames sent with its own copy of the models
// (issue 37) and keeps only the numbers computed from them.

export const FACE_MODELS_PATH = '/models/human/';

let loading: Promise<Human> | null = null;

export function loadFaceEngine(): Promise<Human> {
  loading ??= (async () => {
    const { Human } = await import('@vladmandic/human');
    const make = (backend: 'webgl' | 'cpu') =>
      new Human({
        modelBasePath: FACE_MODELS_PATH,
        backend,
        debug: false,
        cacheSensitivity: 0,
        face: {
          enabled: true,
          detector: { rotation: false, maxDetected: 2, minConfidence: 0.3 },
          mesh: { enabled: true },
          iris: { enabled: true },
          description: { enabled: true },
          emotion: { enabled: false },
          antispoof: { enabled: false },
          liveness: { enabled: false },
          attention: { enabled: false },
        },
        body: { enabled: false },
        hand: { enabled: false },
        object: { enabled: false },
        gesture: { enabled: true },
        segmentation: { enabled: false },
        filter: { enabled: false },
      });
    let human = make('webgl');
    try {
      await human.load();
      // human.tf is tfjs, typed loosely by the package.
      if ((human.tf as { getBackend: () => string }).getBackend() !== 'webgl') throw new Error('no WebGL');
    } catch {
      human = make('cpu');
      await human.load();
    }
    return human;
  })();
  loading.catch(() => (loading = null));
  return loading;
}

export type FaceFrame = {
  /** Faces seen: a capture needs exactly one. */
  faces: number;
  face: FaceResult | null;
  descriptor: number[] | null;
  /** The head's turn (radians): left-right, up-down and tilt. */
  angle: { yaw: number; pitch: number; roll: number } | null;
  blink: boolean;
  /** What is wrong with the frame for a capture, in the words shown under the camera; null when it is good. */
  problem: string | null;
};

/** Detects the face in the video's current frame and says whether it makes a good capture. */
export async function readFrame(human: Human, video: HTMLVideoElement): Promise<FaceFrame> {
  const result = await human.detect(video);
  const faces = result.face.filter((f) => f.score > 0.3);
  const face = faces[0] ?? null;
  const descriptor = face?.embedding?.length ? Array.from(face.embedding) : null;
  const blink = result.gesture.some((g) => 'face' in g && String(g.gesture).startsWith('blink'));
  let problem: string | null = null;
  if (faces.length === 0) problem = 'No face found: look at the camera.';
  else if (faces.length > 1) problem = 'More than one face: only the employee should be in front of the camera.';
  else if (!descriptor) problem = 'The face is not clear enough: move closer.';
  else {
    const [x, , w] = face!.boxRaw;
    if (w < 0.2) problem = 'Move closer to the camera.';
    else if (Math.abs(x + w / 2 - 0.5) > 0.2) problem = 'Move to the centre of the picture.';
  }
  return { faces: faces.length, face, descriptor, angle: face?.rotation?.angle ?? null, blink, problem };
}

/** Opens the camera (the front one on a tablet) into the video element. */
export async function startCamera(video: HTMLVideoElement): Promise<MediaStream> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } }, audio: false });
  video.srcObject = stream;
  await video.play().catch(() => undefined);
  return stream;
}

export function stopCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((t) => t.stop());
}

/** The frame the server reads: the camera's picture as a JPEG (640×480 at most, quality 0.8: 30–80 KB), a data: URL. */
export function jpegFrame(video: HTMLVideoElement): string {
  const scale = Math.min(1, 640 / video.videoWidth, 480 / video.videoHeight);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  canvas.getContext('2d')!.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.8);
}
