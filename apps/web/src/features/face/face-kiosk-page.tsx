import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, Center, PasswordInput, Stack, Text, Title } from '@mantine/core';
import type { TFaceKioskSelf, TFaceRecognition } from '@hris/contracts';
import { ApiError } from '../../lib/api';
import { jpegFrame, readFrame } from './face-engine';
import { kioskApi } from './face.api';
import { CAMERA_MESSAGES, useFaceCamera } from './use-camera';

/** The kiosk's clock is the attendance's clock: Manila time, whatever zone the device is set to (issue 42). */
const MANILA = 'Asia/Manila';

// /edats/face/recognize: the kiosk on a tablet at the office door, with no one signed in (issue 37). It asks once for
// the kiosk's key (made by an administrator on /edats/face/register, pasted here or brought by the setup link's
// #key=…) and keeps it on the tablet; a revoked key sends it back to asking. The camera stays on; the browser's models
// only tell when a face has blinked or turned its head, then the frames before and after are sent, and the server
// decides: it reads both with its own models (one face, real, live, moved) and matches them against the kiosk's campus.
// The employee sees their name and the time, or what to do. Nothing is recorded for an unknown face.

const KEY_STORAGE = 'hris.face-kiosk.key';
/** Frames read a second (each is a detection on the tablet's GPU). */
const FRAME_MS = 250;
/** How far back a blink or a turn is looked for. */
const WINDOW_MS = 6000;
/** A head turn: the head moves this much (radians, about 7°) within the window; the server wants 4.6° itself. */
const TURN_RADIANS = 0.12;
/**
 * A face seen this long without a turn the browser's models noticed: the frames furthest apart in turn (else the first
 * and the last) go to the server anyway, whose own reading decides (it answers "Blink or turn your head…" if need be).
 */
const SEND_AFTER_MS = 2500;
/** How long a result stays on the screen. */
const RESULT_MS = 5000;

type Angle = { yaw: number; pitch: number; roll: number };
type Seen = { at: number; jpeg: string; angle: Angle | null };
type Shown = { kind: 'result'; result: TFaceRecognition } | { kind: 'error'; message: string };

function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** The largest turn between any two of the frames seen (radians), on any axis. */
function largestTurn(seen: Seen[]): { turn: number; from: Seen | null; to: Seen | null } {
  let best = { turn: 0, from: null as Seen | null, to: null as Seen | null };
  for (const a of seen) {
    for (const b of seen) {
      if (!a.angle || !b.angle || b.at <= a.at) continue;
      const turn = Math.max(Math.abs(a.angle.yaw - b.angle.yaw), Math.abs(a.angle.pitch - b.angle.pitch), Math.abs(a.angle.roll - b.angle.roll));
      if (turn > best.turn) best = { turn, from: a, to: b };
    }
  }
  return best;
}

function Kiosk({ kioskKey, self, onRevoked }: { kioskKey: string; self: TFaceKioskSelf; onRevoked: (message: string) => void }) {
  const { videoRef, human, state } = useFaceCamera();
  const [prompt, setPrompt] = useState('Look at the camera.');
  const [shown, setShown] = useState<Shown | null>(null);
  const now = useClock();
  const busy = useRef(false);

  useEffect(() => {
    if (!human) return;
    let stopped = false;
    let seen: Seen[] = [];
    let pausedUntil = 0;
    const send = async (frames: [string, string]) => {
      setPrompt('Checking…');
      try {
        setShown({ kind: 'result', result: await kioskApi.recognize(kioskKey, { frames }) });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return onRevoked(error.body.message);
        setShown({ kind: 'error', message: error instanceof ApiError && error.status === 422 ? error.body.message : 'Please try again.' });
      }
      pausedUntil = Date.now() + RESULT_MS;
      window.setTimeout(() => {
        setShown(null);
        setPrompt('Look at the camera.');
      }, RESULT_MS);
    };
    const tick = async () => {
      if (stopped) return;
      const video = videoRef.current;
      if (!busy.current && video && Date.now() >= pausedUntil && video.readyState >= 2) {
        busy.current = true;
        try {
          const frame = await readFrame(human, video);
          const at = Date.now();
          seen = seen.filter((s) => at - s.at < WINDOW_MS);
          let pair: [string, string] | null = null;
          if (frame.faces === 1 && !frame.problem) {
            const current: Seen = { at, jpeg: jpegFrame(video), angle: frame.angle };
            // A blink: an open-eyed frame seen before, and this one with an eye closed.
            if (frame.blink && seen.length > 0) pair = [seen[0]!.jpeg, current.jpeg];
            else seen.push(current);
          }
          const { turn, from, to } = largestTurn(seen);
          if (!pair && turn >= TURN_RADIANS && from && to) pair = [from.jpeg, to.jpeg];
          const first = seen[0];
          const last = seen.at(-1);
          if (!pair && first && last && last.at - first.at >= SEND_AFTER_MS) pair = from && to ? [from.jpeg, to.jpeg] : [first.jpeg, last.jpeg];
          if (pair) {
            seen = [];
            await send(pair);
          } else if (frame.faces > 1) setPrompt('One person at a time, please.');
          else if (seen.length === 0) setPrompt(frame.problem && frame.faces === 1 ? frame.problem : 'Look at the camera.');
          else setPrompt('Blink or turn your head a little.');
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
    // onRevoked is the page's and stable enough: a new key remounts the kiosk.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [human, kioskKey]);

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
          {now.toLocaleTimeString('en-PH', { hour: 'numeric', minute: '2-digit', timeZone: MANILA })}
        </Text>
        <Text fz="lg" c="white" style={{ textShadow: '0 2px 8px #000' }}>
          {now.toLocaleDateString('en-PH', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: MANILA })}
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
      <Text fz="xs" c="gray.4" style={{ position: 'absolute', bottom: 8, right: 12 }}>
        {self.name} · {self.campus}
      </Text>
    </Box>
  );
}

/** The key the setup link brings (#key=…), taken off the address at once so it stays in no history or screenshot. */
function keyFromSetupLink(): string | null {
  const key = new URLSearchParams(window.location.hash.slice(1)).get('key');
  if (key) window.history.replaceState(null, '', window.location.pathname);
  return key?.trim() || null;
}

function AskForKey({ problem, onKey }: { problem: string | null; onKey: (key: string) => void }) {
  const [typed, setTyped] = useState('');
  return (
    <Center mih="100vh" p="md">
      <Card withBorder shadow="sm" padding="xl" w={480}>
        <Title order={1} fz="h2" mb="xs">
          Face attendance kiosk
        </Title>
        <Text fz="sm" c="dimmed" mb="lg">
          Enter this tablet&apos;s kiosk key, made by an administrator on the Face enrolment page. It is kept on this tablet; no one signs in here.
        </Text>
        {problem ? (
          <Alert color="red" variant="light" role="alert" mb="md">
            {problem}
          </Alert>
        ) : null}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (typed.trim()) onKey(typed.trim());
          }}
        >
          <PasswordInput label="Kiosk key" placeholder="kiosk_…" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} mb="lg" autoComplete="off" />
          <Button type="submit" fullWidth disabled={!typed.trim()}>
            Start the kiosk
          </Button>
        </form>
      </Card>
    </Center>
  );
}

/** /edats/face/recognize */
export function FaceKioskPage() {
  const [key, setKey] = useState<string | null>(() => keyFromSetupLink() ?? window.localStorage.getItem(KEY_STORAGE));
  const [self, setSelf] = useState<TFaceKioskSelf | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    setSelf(null);
    kioskApi.self(key).then(
      (answer) => {
        if (!current) return;
        window.localStorage.setItem(KEY_STORAGE, key);
        setSelf(answer);
        setProblem(null);
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 401) {
          window.localStorage.removeItem(KEY_STORAGE);
          setKey(null);
        }
        setProblem(error instanceof ApiError ? error.body.message : 'The server could not be reached. Please try again.');
      },
    );
    return () => {
      current = false;
    };
  }, [key]);

  const forget = (message: string) => {
    window.localStorage.removeItem(KEY_STORAGE);
    setSelf(null);
    setKey(null);
    setProblem(message);
  };

  if (key && self) return <Kiosk kioskKey={key} self={self} onRevoked={forget} />;
  if (key && !problem) {
    return (
      <Center mih="100vh">
        <Text c="dimmed">Starting the kiosk…</Text>
      </Center>
    );
  }
  return <AskForKey problem={problem} onKey={setKey} />;
}
