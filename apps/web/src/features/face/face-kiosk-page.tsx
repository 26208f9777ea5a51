import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Box, Button, Card, Center, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { TFaceRecognition } from '@hris/contracts';
import { useCampuses } from '../attendance/attendance.api';
import { readFrame } from './face-engine';
import { useRecognizeFace } from './face.api';
import { CAMERA_MESSAGES, useFaceCamera } from './use-camera';

// /edats/face/recognize: the kiosk on a tablet at the office door, signed in with an administrator's account (ADMIN).
// The campus is chosen once (kept on the tablet). The camera stays on; a face must blink or turn the head (the
// liveness check: the frames before and after it are both sent, and the server wants both to match the same person);
// the employee then sees their name and the time, or "Not recognized". Nothing is recorded for an unknown face.

const CAMPUS_KEY = 'hris.face-kiosk.campus';
/** Frames read a second (each is a detection on the tablet's GPU). */
const FRAME_MS = 250;
/** How far back a blink or a turn is looked for. */
const WINDOW_MS = 6000;
/** A head turn: the yaw moves this much (radians, about 7°) within the window. */
const TURN_RADIANS = 0.12;
/** How long a result stays on the screen. */
const RESULT_MS = 5000;

type Seen = { at: number; descriptor: number[]; yaw: number | null };
type Shown = { kind: 'result'; result: TFaceRecognition } | { kind: 'error'; message: string };

function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

function Kiosk({ campusId, onChangeCampus }: { campusId: number; onChangeCampus: () => void }) {
  const { videoRef, human, state } = useFaceCamera();
  const recognize = useRecognizeFace();
  const [prompt, setPrompt] = useState('Look at the camera.');
  const [shown, setShown] = useState<Shown | null>(null);
  const now = useClock();
  const busy = useRef(false);

  useEffect(() => {
    if (!human) return;
    let stopped = false;
    let seen: Seen[] = [];
    let blinked = false;
    let pausedUntil = 0;
    const tick = async () => {
      if (stopped) return;
      const video = videoRef.current;
      if (!busy.current && video && Date.now() >= pausedUntil && video.readyState >= 2) {
        busy.current = true;
        try {
          const frame = await readFrame(human, video);
          const at = Date.now();
          seen = seen.filter((s) => at - s.at < WINDOW_MS);
          if (frame.faces === 1 && frame.descriptor) seen.push({ at, descriptor: frame.descriptor, yaw: frame.yaw });
          if (frame.faces === 0 && seen.length === 0) blinked = false;
          // A closed eye often hides the face for a frame: a blink is a face, then a blink or none, then the face again.
          if (frame.blink || (frame.faces === 0 && seen.length > 0)) blinked = true;
          const yaws = seen.map((s) => s.yaw).filter((y): y is number => y !== null);
          const turned = yaws.length > 1 && Math.max(...yaws) - Math.min(...yaws) >= TURN_RADIANS;
          const live = seen.length >= 2 && (turned || (blinked && frame.faces === 1));
          if (frame.faces > 1) setPrompt('One person at a time, please.');
          else if (seen.length === 0) setPrompt('Look at the camera.');
          else if (!live) setPrompt('Blink or turn your head.');
          if (live) {
            const frames = [seen[0]!.descriptor, seen.at(-1)!.descriptor];
            seen = [];
            blinked = false;
            setPrompt('Checking…');
            try {
              const result = await recognize.mutateAsync({
                campus_id: campusId,
                descriptors: frames,
                liveness: { method: turned ? 'turn' : 'blink', passed: true },
              });
              setShown({ kind: 'result', result });
            } catch {
              setShown({ kind: 'error', message: 'Please try again.' });
            }
            pausedUntil = Date.now() + RESULT_MS;
            window.setTimeout(() => {
              setShown(null);
              setPrompt('Look at the camera.');
            }, RESULT_MS);
          }
        } finally {
          busy.current = false;
        }
      }
      window.setTimeout(() => void tick(), FRAME_MS);
    };
    void tick();
    return () => {
      stopped = true;
    };
    // recognize.mutateAsync is stable across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [human, campusId]);

  const result = shown?.kind === 'result' ? shown.result : null;
  return (
    <Box style={{ position: 'fixed', inset: 0, background: '#111', color: '#fff' }}>
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label="Camera"
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)', opacity: 0.85 }}
      />
      <Stack gap="xs" style={{ position: 'absolute', top: 24, left: 0, right: 0 }} align="center">
        <Text fz={48} fw={700} c="white" style={{ textShadow: '0 2px 8px #000' }}>
          {now.toLocaleTimeString('en-PH', { hour: 'numeric', minute: '2-digit' })}
        </Text>
        <Text fz="lg" c="white" style={{ textShadow: '0 2px 8px #000' }}>
          {now.toLocaleDateString('en-PH', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}
        </Text>
      </Stack>
      <Center style={{ position: 'absolute', left: 0, right: 0, bottom: 48 }}>
        {state !== 'ready' ? (
          <Alert color={state === 'loading' ? 'blue' : 'red'} variant="filled" role={state === 'loading' ? 'status' : 'alert'} maw={560}>
            {CAMERA_MESSAGES[state]}
          </Alert>
        ) : shown ? (
          <Card padding="xl" radius="lg" bg={result?.recognized ? 'teal.9' : 'red.9'} maw={720} role="status" aria-live="assertive">
            <Text fz={28} fw={700} c="white" ta="center" data-testid="kiosk-result">
              {shown.kind === 'error' ? shown.message : result!.message}
            </Text>
          </Card>
        ) : (
          <Card padding="lg" radius="lg" bg="dark.8" role="status" aria-live="polite">
            <Text fz={24} fw={600} c="white" ta="center">
              {prompt}
            </Text>
          </Card>
        )}
      </Center>
      <Box style={{ position: 'absolute', bottom: 8, right: 12 }}>
        <Button variant="subtle" color="gray.0" size="compact-xs" onClick={onChangeCampus}>
          Change campus
        </Button>
        <Anchor component={Link} to="/edats/face/register" c="gray.0" fz="xs" ml="sm">
          Leave the kiosk
        </Anchor>
      </Box>
    </Box>
  );
}

/** /edats/face/recognize */
export function FaceKioskPage() {
  const campuses = useCampuses();
  const [campusId, setCampusId] = useState<number | null>(() => Number(window.localStorage.getItem(CAMPUS_KEY)) || null);
  const [choice, setChoice] = useState<string | null>(null);
  if (campusId) {
    return (
      <Kiosk
        campusId={campusId}
        onChangeCampus={() => {
          window.localStorage.removeItem(CAMPUS_KEY);
          setCampusId(null);
        }}
      />
    );
  }
  return (
    <Center mih="100vh" p="md">
      <Card withBorder shadow="sm" padding="xl" w={460}>
        <Title order={1} fz="h2" mb="xs">
          Face attendance kiosk
        </Title>
        <Text fz="sm" c="dimmed" mb="lg">
          Choose the campus of this tablet once. Employees enrolled on that campus record their time in and out by looking at the camera.
        </Text>
        <Select
          label="Campus"
          placeholder="Choose the campus"
          data={(campuses.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.acronym})` }))}
          value={choice}
          onChange={setChoice}
          mb="lg"
        />
        <Button
          fullWidth
          disabled={!choice}
          onClick={() => {
            window.localStorage.setItem(CAMPUS_KEY, choice!);
            setCampusId(Number(choice));
          }}
        >
          Start the kiosk
        </Button>
      </Card>
    </Center>
  );
}
