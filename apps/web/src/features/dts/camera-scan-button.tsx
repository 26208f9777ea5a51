import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ActionIcon, Alert, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';

// The Shape Detection API's barcode reader (Chromium on Android, ChromeOS and macOS): no library, and no button
// where the browser has none. TypeScript's DOM library does not declare it yet.
type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorClass | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window ? (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector : null;

function CameraScanner({ onScan, onClose }: { onScan: (text: string) => void; onClose: () => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const scanned = useEffectEvent((text: string) => onScan(text));

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code', 'code_128', 'code_39'] });
    const look = async () => {
      const video = videoRef.current;
      if (stopped || !video) return;
      try {
        const [found] = video.readyState >= 2 ? await detector.detect(video) : [];
        if (found?.rawValue && !stopped) {
          scanned(found.rawValue);
          return;
        }
      } catch {
        // a frame that could not be read: try the next
      }
      timer = setTimeout(() => void look(), 250);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        if (stopped) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        if (videoRef.current) {
          videoRef.current.srcObject = media;
          void videoRef.current.play().catch(() => undefined);
        }
        void look();
      })
      .catch(() => setProblem('The camera could not be opened. Allow this site to use the camera, or type or scan the tracking number instead.'));
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <Modal opened onClose={onClose} title="Scan a routing slip" centered>
      <Stack gap="sm">
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : (
          <>
            <video ref={videoRef} muted playsInline style={{ width: '100%', borderRadius: 8, background: 'black', aspectRatio: '4 / 3', objectFit: 'cover' }} />
            <Text fz="sm" c="dimmed">
              Hold the QR code of the routing slip in front of the camera. The document is received as soon as it is read.
            </Text>
          </>
        )}
      </Stack>
    </Modal>
  );
}

/** A camera button beside the Incoming search, where the browser can read QR codes itself (feature-detected). */
export function CameraScanButton({ onScan, disabled }: { onScan: (text: string) => void; disabled?: boolean }) {
  const [opened, setOpened] = useState(false);
  if (!detectorClass() || typeof navigator === 'undefined' || !navigator.mediaDevices) return null;
  return (
    <>
      <Tooltip label="Scan a routing slip with the camera">
        <ActionIcon variant="default" size="input-sm" aria-label="Scan a routing slip with the camera" disabled={disabled} onClick={() => setOpened(true)}>
          <IconCamera size={18} />
        </ActionIcon>
      </Tooltip>
      {opened ? (
        <CameraScanner
          onClose={() => setOpened(false)}
          onScan={(text) => {
            setOpened(false);
            onScan(text);
          }}
        />
      ) : null}
    </>
  );
}
