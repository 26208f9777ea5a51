// npm run bench:face: issue 24's target for face attendance: one face matched against 5,000 enrolled people (3
// captures each, 1024 numbers: @vladmandic/human's descriptor length) in under 100 ms.
// 1. In process: the matching itself (domain/face-match.ts) over the same 15,000 captures, p50/p99 over 500 faces.
// 2. Through HTTP: POST /api/face/recognize as the kiosk (admin@hris.test) against the bench server seeded with the
//    5,000 (bench/face-seed.ts): two frames matched, the index's version checked, a punch recorded or the repeat found.
//    50 requests, one after another (the route allows a kiosk 60 a minute): half enrolled faces, half strangers.
// The descriptors are synthetic (apps/api/test/support/face-descriptors.ts).
import { FACE_MATCH_THRESHOLD_DEFAULT } from '@hris/contracts';
import { bestMatch, buildFaceIndex } from '../apps/api/src/domain/face-match';
import { captureOf, randomFace, seededRandom } from '../apps/api/test/support/face-descriptors';
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

async function overHttp(): Promise<boolean> {
  const child = await forkBenchServer(['--face']);
  const ports = await new Promise<BenchPorts & { face: FaceBenchData }>((resolve) =>
    child.once('message', (m) => resolve(m as BenchPorts & { face: FaceBenchData })),
  );
  try {
    const base = `http://127.0.0.1:${ports.app}`;
    console.log(
      `\nThrough HTTP: ${ports.face.people.toLocaleString('en-US')} enrolled (${ports.face.captures.toLocaleString('en-US')} captures), seeded in ${ports.face.seedSeconds.toFixed(1)} s`,
    );
    const headers = { authorization: `Bearer ${await signInForBench(base, ports.dataDir, 'admin@hris.test')}`, 'content-type': 'application/json' };
    const random = seededRandom(11);
    const send = async (frames: number[][]) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/face/recognize`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ campus_id: 1, descriptors: frames, liveness: { method: 'turn', passed: true } }),
      });
      const body = (await res.json()) as { recognized?: boolean };
      return { ms: performance.now() - t0, status: res.status, recognized: body.recognized === true };
    };
    // The first request builds the campus's index (read once per instance): timed apart.
    const first = await send([captureOf(benchFace(0), random), captureOf(benchFace(0), random)]);
    console.log(`  first request (reads the 15,000 descriptors, builds the index): ${first.ms.toFixed(0)} ms, recognized ${first.recognized}`);
    const times: number[] = [];
    let right = 0;
    let errors = 0;
    for (let i = 0; i < 48; i++) {
      const known = i % 2 === 0;
      const face = known ? benchFace(Math.floor(random() * FACE_BENCH_PEOPLE)) : randomFace(random, FACE_BENCH_DIMENSIONS);
      const r = await send([captureOf(face, random), captureOf(face, random)]);
      times.push(r.ms);
      if (r.status !== 200) errors++;
      else if (r.recognized === known) right++;
    }
    const f = figures(times);
    console.log(
      `  POST /api/face/recognize (two frames each): p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, max ${f.max.toFixed(1)} ms (48 requests)`,
    );
    console.log(`  answered right: ${right}/48, errors ${errors}`);
    const met = f.p99 < TARGET_MS && errors === 0 && right === 48;
    console.log(`  target a recognition through HTTP < ${TARGET_MS} ms (p99): ${verdict(met)}`);
    return met;
  } finally {
    child.kill();
  }
}

async function main() {
  console.log(`bench:face ${new Date().toISOString()}`);
  const a = inProcess();
  const b = await overHttp();
  console.log(`\nface matching of one descriptor against ${FACE_BENCH_PEOPLE.toLocaleString('en-US')} under ${TARGET_MS} ms: ${verdict(a && b)}`);
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
