import { useEffect, useRef, useState } from 'react';
import type { Human } from '@vladmandic/human';
import { loadFaceEngine, startCamera, stopCamera } from './face-engine';

export type CameraState = 'loading' | 'ready' | 'no-camera' | 'no-engine';

/** The camera in a video element and the face library, both started with the page and stopped when it closes. */
export function useFaceCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [human, setHuman] = useState<Human | null>(null);
  const [state, setState] = useState<CameraState>('loading');
  useEffect(() => {
    let stream: MediaStream | null = null;
    let closed = false;
    void (async () => {
      try {
        stream = await startCamera(videoRef.current!);
        if (closed) return stopCamera(stream);
      } catch {
        if (!closed) setState('no-camera');
        return;
      }
      try {
        const engine = await loadFaceEngine();
        if (closed) return;
        setHuman(engine);
        setState('ready');
      } catch {
        if (!closed) setState('no-engine');
      }
    })();
    return () => {
      closed = true;
      stopCamera(stream);
    };
  }, []);
  return { videoRef, human, state };
}

export const CAMERA_MESSAGES: Record<Exclude<CameraState, 'ready'>, string> = {
  loading: 'Starting the camera and the face models…',
  'no-camera': 'The camera could not be opened. Allow this page to use the camera, or connect one, and reload the page.',
  'no-engine': 'The face models could not be loaded. Reload the page; if it happens again, tell the IT office.',
};
