import type { createDatabase } from '@hris/db';
import { descriptorBytes } from '../apps/api/src/domain/face-match';
import { captureOf, randomFace, seededRandom } from '../apps/api/test/support/face-descriptors';

// The face bench's data (bench-server --face): 5,000 employees of campus 1, each enrolled with 3 captures of 1024
// numbers (synthetic: test/support/face-descriptors.ts), 15,000 descriptors. Person k's face is drawn from seed k, so
// the bench draws the same face again to send a new capture of it.

export type FaceBenchData = { people: number; captures: number; personnelIds: number[]; seedSeconds: number };

export const FACE_BENCH_PEOPLE = 5_000;
export const FACE_BENCH_CAPTURES = 3;
export const FACE_BENCH_DIMENSIONS = 1024;

/** Person k's face (k from 0), the same in the seed and in the bench. */
export const benchFace = (k: number) => randomFace(seededRandom(1_000_003 + k), FACE_BENCH_DIMENSIONS);

export async function seedFaces(db: ReturnType<typeof createDatabase>): Promise<FaceBenchData> {
  const started = performance.now();
  const q = (sql: string, params: unknown[] = []) => db.$client.query(sql, params);
  const { rows: admin } = await q(`SELECT id FROM users WHERE email = 'admin@hris.test'`);
  const personnelIds = (
    await q(
      `INSERT INTO personnel (idno, first_name, last_name, campus_id, employment_kind, is_active, date_original_appointment)
       SELECT 'F-' || lpad(i::text, 6, '0'), 'Face', 'Bench ' || i, 1, 'staff', true, DATE '2010-01-01' FROM generate_series(1, $1::int) AS i RETURNING id`,
      [FACE_BENCH_PEOPLE],
    )
  ).rows.map((r) => r.id as number);
  await q(
    `INSERT INTO face_enrolments (personnel_id, consent_text, consented_at, enrolled_by_user_id) SELECT id, 'Bench consent', now(), $2 FROM unnest($1::int[]) AS id`,
    [personnelIds, admin[0]!.id],
  );
  const noise = seededRandom(99);
  for (let from = 0; from < personnelIds.length; from += 500) {
    const ids: number[] = [];
    const bytes: Buffer[] = [];
    for (let k = from; k < Math.min(from + 500, personnelIds.length); k++) {
      const face = benchFace(k);
      for (let c = 0; c < FACE_BENCH_CAPTURES; c++) {
        ids.push(personnelIds[k]!);
        bytes.push(descriptorBytes(captureOf(face, noise)));
      }
    }
    await q(`INSERT INTO face_descriptors (personnel_id, descriptor, dimensions) SELECT p, d, $3 FROM unnest($1::int[], $2::bytea[]) AS u(p, d)`, [
      ids,
      bytes,
      FACE_BENCH_DIMENSIONS,
    ]);
  }
  await q('VACUUM ANALYZE face_descriptors');
  return { people: personnelIds.length, captures: personnelIds.length * FACE_BENCH_CAPTURES, personnelIds, seedSeconds: (performance.now() - started) / 1000 };
}
