// npm run bench:face: the targets for face attendance against 5,000 enrolled people (3 captures each, 1024 numbers:
// @vladmandic/human's descriptor length).
// 1. In process (issue 24): the matching itself (domain/face-match.ts) over 15,000 synthetic captures (test/support/
//    face-descriptors.ts), p50/p99 over 500 faces, under 100 ms.
// 2. Through HTTP (issue 37): POST /api/face/recognize with a kiosk's key against the bench server seeded with the 5,000
//    (bench/face-seed.ts), one of them enrolled again from real photographs (test/support/face-frames.ts): two 640×480
//    JPEG frames decoded, read by the models on their thread (faces, descriptors, anti-spoofing, liveness), matched, and
//    the punch recorded or the repeat found; 40 requests one after another (a kiosk may send 60 a minute), under 1 s,
//    beside the bench server's bare route measured alone and while the kiosk recognizes (the same event loop).
import { FACE_CONSENT_TEXT, FACE_MATCH_THRESHOLD_DEFAULT } from '@hris/contracts';
import { bestMatch, buildFaceIndex } from '../apps/api/src/domain/face-match';
import { captureOf, randomFace, seededRandom } from '../apps/api/test/support/face-descriptors';
import { base64, enrolmentFrames, photoFrame } from '../apps/api/test/support/face-frames';
import { benchFace, FACE_BENCH_CAPTURES, FACE_BENCH_DIMENSIONS, FACE_BENCH_PEOPLE, type FaceBenchData } from './face-seed';
import { forkBenchServer, signInForBench, type BenchPorts } from './support';

const TARGET_MS = 100;
const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
const figures = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return { p50: pct(s, 50), p99: pct(s, 99), max: s.at(-1)! };
};

function inProcess() {
  const noise = seededRandom(99);
  const started = performance.now();
  const captures = [];
  for (let k = 0; k < FACE_BENCH_PEOPLE; k++) {
    const face = benchFace(k);
    for (let c = 0; c < FACE_BENCH_CAPTURES; c++) captures.push({ personnelId: k + 1, descriptor: captureOf(face, noise) });
  }
  const built = performance.now();
  const index = buildFaceIndex(captures);
  const indexMs = performance.now() - built;
  const random = seededRandom(7);
  const times: number[] = [];
  let right = 0;
  let strangers = 0;
  for (let i = 0; i < 500; i++) {
    const known = i % 2 === 0;
    const k = Math.floor(random() * FACE_BENCH_PEOPLE);
    const query = known ? captureOf(benchFace(k), random) : randomFace(random, FACE_BENCH_DIMENSIONS);
    const t0 = performance.now();
    const match = bestMatch(index, query, FACE_MATCH_THRESHOLD_DEFAULT);
    times.push(performance.now() - t0);
    if (known && match?.personnelId === k + 1) right++;
    if (!known && match === null) strangers++;
  }
  const f = figures(times);
  console.log(
    `\nIn process: ${index.people.toLocaleString('en-US')} people, ${index.captures.toLocaleString('en-US')} captures of ${FACE_BENCH_DIMENSIONS} numbers`,
  );
  console.log(`  drawing the data ${((built - started) / 1000).toFixed(1)} s; building the index ${indexMs.toFixed(0)} ms`);
  console.log(`  one match: p50 ${f.p50.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms, max ${f.max.toFixed(2)} ms (500 faces)`);
  console.log(`  enrolled faces found: ${right}/250; strangers refused: ${strangers}/250`);
  console.log(`  target one match < ${TARGET_MS} ms (p99): ${verdict(f.p99 < TARGET_MS && right === 250 && strangers === 250)}`);
  return f.p99 < TARGET_MS;
}

const RECOGNITION_TARGET_MS = 1000;
const RECOGNITIONS = 40;

/** Latencies of GET /bare (the bench server's baseline route, on the app's event loop) every `everyMs` until stopped. */
function pollBare(bare: string, everyMs: number) {
  const times: number[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const t0 = performance.now();
      await fetch(`${bare}/bare`).then((r) => r.arrayBuffer());
      times.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return times;
  };
}

async function overHttp(): Promise<boolean> {
  const child = await forkBenchServer(['--face']);
  const ports = await new Promise<BenchPorts & { face: FaceBenchData }>((resolve) =>
    child.once('message', (m) => resolve(m as BenchPorts & { face: FaceBenchData })),
  );
  try {
    const base = `http://127.0.0.1:${ports.app}`;
    const bare = `http://127.0.0.1:${ports.bare}`;
    console.log(
      `\nThrough HTTP: ${ports.face.people.toLocaleString('en-US')} enrolled (${ports.face.captures.toLocaleString('en-US')} captures), seeded in ${ports.face.seedSeconds.toFixed(1)} s`,
    );
    const admin = { authorization: `Bearer ${await signInForBench(base, ports.dataDir, 'admin@hris.test')}`, 'content-type': 'application/json' };
    const post = async (path: string, headers: Record<string, string>, body: unknown) => {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      return { ms: performance.now() - t0, status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    // The first of the 5,000 is enrolled again from real camera frames (the server computes the descriptors: the
    // models load on this first call); the kiosk of campus 1 gets its key.
    const enrolled = await post('/api/face/enrolments', admin, {
      personnel_id: ports.face.personnelIds[0],
      frames: (await enrolmentFrames('author', 3)).map(base64),
      consent: { agreed: true, text: FACE_CONSENT_TEXT },
    });
    console.log(`  enrolment from 3 frames (loads the models): ${enrolled.ms.toFixed(0)} ms, status ${enrolled.status}`);
    const made = await post('/api/face/kiosks', admin, { name: 'Bench kiosk', campus_id: 1 });
    const kiosk = { authorization: `Kiosk ${String(made.body.key)}`, 'content-type': 'application/json' };
    const pairs = await Promise.all(
      [
        [0, 0, 8, 20],
        [-5, -10, 5, 10],
        [3, 0, -6, 15],
        [6, 10, -2, -10],
      ].map(async ([a, dxa, b, dxb]) => [await photoFrame('author', { degrees: a, dx: dxa }), await photoFrame('author', { degrees: b, dx: dxb })]),
    );
    const bodies = pairs.map((pair) => ({ frames: pair.map(base64) }));
    console.log(`  two 640×480 JPEG frames a request: ${(JSON.stringify(bodies[0]).length / 1024).toFixed(0)} KB of JSON`);

    // The baseline alone, then the recognitions one after another with the baseline polled beside them.
    const stopAlone = pollBare(bare, 20);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const bareAlone = figures(await stopAlone());
    const first = await post('/api/face/recognize', kiosk, bodies[0]);
    console.log(`  first recognition (reads the 15,000 descriptors, builds the index): ${first.ms.toFixed(0)} ms, recognized ${String(first.body.recognized)}`);
    const stopBeside = pollBare(bare, 20);
    const times: number[] = [];
    let right = 0;
    let errors = 0;
    for (let i = 0; i < RECOGNITIONS; i++) {
      const r = await post('/api/face/recognize', kiosk, bodies[i % bodies.length]);
      times.push(r.ms);
      if (r.status !== 200) errors++;
      else if (r.body.recognized === true) right++;
    }
    const beside = figures(await stopBeside());
    const f = figures(times);
    const ratio = f.p99 / RECOGNITION_TARGET_MS;
    console.log(
      `  POST /api/face/recognize (two frames: decode, detect, descriptors, anti-spoofing, liveness, match, punch): p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms, max ${f.max.toFixed(0)} ms (${RECOGNITIONS} requests)`,
    );
    console.log(`  recognized: ${right}/${RECOGNITIONS}, errors ${errors}`);
    console.log(`  GET /bare alone:                     p50 ${bareAlone.p50.toFixed(1)} ms, p99 ${bareAlone.p99.toFixed(1)} ms`);
    console.log(
      `  GET /bare while the kiosk recognizes: p50 ${beside.p50.toFixed(1)} ms, p99 ${beside.p99.toFixed(1)} ms (the models run on their own thread)`,
    );
    // Two shared cores: when the baseline itself is slowed (its p99 over 1 s too), the target is met as a ratio.
    const met = errors === 0 && right === RECOGNITIONS && (f.p99 < RECOGNITION_TARGET_MS || (bareAlone.p99 >= RECOGNITION_TARGET_MS && ratio < 1));
    console.log(
      `  target a recognition of two frames against ${FACE_BENCH_PEOPLE.toLocaleString('en-US')} < ${RECOGNITION_TARGET_MS} ms (p99): ${verdict(met)}`,
    );
    return met;
  } finally {
    child.kill();
  }
}

async function main() {
  const { loadavg, cpus } = await import('node:os');
  console.log(`bench:face ${new Date().toISOString()} on ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} (other work shares them)`);
  const a = inProcess();
  const b = await overHttp();
  console.log(`\nface matching of one descriptor against ${FACE_BENCH_PEOPLE.toLocaleString('en-US')} under ${TARGET_MS} ms: ${verdict(a)}`);
  console.log(`load average at the end: ${loadavg()[0]!.toFixed(1)}`);
  console.log(`a kiosk's recognition of two frames through HTTP under ${RECOGNITION_TARGET_MS} ms: ${verdict(b)}`);
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
