// Face matching over descriptors (issue 24, face attendance). The browser turns a face into a descriptor (a vector
// of 64–2048 numbers, 1024 with @vladmandic/human's faceres model); two captures of the same face point the same
// way, so the similarity is the cosine of their angle: 1 the same, 0 unrelated. Every vector is scaled to length 1
// once, when the index is built, so matching one face is a dot product per stored capture: 5,000 people with three
// captures of 1024 numbers each is 15 million multiply-adds, a few milliseconds, on one core.

/** Finite numbers only, and not all zero: a zero vector has no direction to compare. */
export function unitVector(values: ArrayLike<number>): Float32Array | null {
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isFinite(v)) return null;
    sum += v * v;
  }
  if (!(sum > 0) || !Number.isFinite(sum)) return null;
  const scale = 1 / Math.sqrt(sum);
  const out = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i]! * scale;
  return out;
}

/** The cosine similarity of two vectors of the same length (either need not be unit length). */
export function cosineSimilarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) throw new Error('descriptors of different lengths');
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

export type EnrolledCapture = { personnelId: number; descriptor: ArrayLike<number> };

/**
 * The captures of a campus, per descriptor length (a model change would bring another length: those never compare),
 * each group one contiguous Float32Array of unit vectors, row after row.
 */
export type FaceIndex = {
  groups: Map<number, { rows: Float32Array; people: Int32Array }>;
  people: number;
  captures: number;
};

export function buildFaceIndex(captures: readonly EnrolledCapture[]): FaceIndex {
  const byLength = new Map<number, { vectors: Float32Array[]; people: number[] }>();
  for (const c of captures) {
    const unit = unitVector(c.descriptor);
    if (!unit) continue;
    let group = byLength.get(unit.length);
    if (!group) byLength.set(unit.length, (group = { vectors: [], people: [] }));
    group.vectors.push(unit);
    group.people.push(c.personnelId);
  }
  const groups = new Map<number, { rows: Float32Array; people: Int32Array }>();
  let count = 0;
  for (const [length, g] of byLength) {
    const rows = new Float32Array(length * g.vectors.length);
    g.vectors.forEach((v, i) => rows.set(v, i * length));
    groups.set(length, { rows, people: Int32Array.from(g.people) });
    count += g.vectors.length;
  }
  return { groups, people: new Set(captures.map((c) => c.personnelId)).size, captures: count };
}

export type FaceMatch = { personnelId: number; similarity: number };

/**
 * The enrolled person most like `descriptor` (the best of each person's captures), or null when nobody reaches
 * `threshold`. A face matching nobody must record nothing, so the threshold errs towards "not recognized".
 */
export function bestMatch(index: FaceIndex, descriptor: ArrayLike<number>, threshold: number): FaceMatch | null {
  return bestMatches(index, [descriptor], threshold)[0]!;
}

/**
 * bestMatch for several faces at once (the kiosk's two frames) in one pass over the index: each stored row is read
 * from memory once for all of them, which is what a match costs (15,000 rows of 4 KB do not fit in a CPU cache).
 */
export function bestMatches(index: FaceIndex, descriptors: readonly ArrayLike<number>[], threshold: number): (FaceMatch | null)[] {
  const queries = descriptors.map(unitVector);
  const answers: (FaceMatch | null)[] = queries.map(() => null);
  const length = queries.find((q) => q !== null)?.length;
  const group = length === undefined ? undefined : index.groups.get(length);
  if (!group || length === undefined) return answers;
  const live = queries.map((q, i) => (q && q.length === length ? i : -1)).filter((i) => i >= 0);
  for (let k = 0; k < live.length; k += 2) {
    const [i, j] = [live[k]!, live[k + 1]];
    const [a, b] = scan(group.rows, group.people, length, queries[i]!, j === undefined ? null : queries[j]!, threshold);
    answers[i] = a;
    if (j !== undefined) answers[j] = b;
  }
  return answers;
}

/**
 * The best row for `a` (and for `b` when given, in the same pass). Unrolled by four: the loop's own bookkeeping
 * otherwise costs as much as the multiply-adds.
 */
function scan(
  rows: Float32Array,
  people: Int32Array,
  n: number,
  a: Float32Array,
  b: Float32Array | null,
  threshold: number,
): [FaceMatch | null, FaceMatch | null] {
  let bestA = -Infinity;
  let rowA = -1;
  let bestB = -Infinity;
  let rowB = -1;
  const tail = n - (n % 4);
  for (let r = 0, offset = 0; r < people.length; r++, offset += n) {
    let da = 0;
    let db = 0;
    let i = 0;
    if (b) {
      for (; i < tail; i += 4) {
        const x0 = rows[offset + i]!;
        const x1 = rows[offset + i + 1]!;
        const x2 = rows[offset + i + 2]!;
        const x3 = rows[offset + i + 3]!;
        da += x0 * a[i]! + x1 * a[i + 1]! + x2 * a[i + 2]! + x3 * a[i + 3]!;
        db += x0 * b[i]! + x1 * b[i + 1]! + x2 * b[i + 2]! + x3 * b[i + 3]!;
      }
      for (; i < n; i++) {
        da += rows[offset + i]! * a[i]!;
        db += rows[offset + i]! * b[i]!;
      }
    } else {
      for (; i < tail; i += 4) {
        da += rows[offset + i]! * a[i]! + rows[offset + i + 1]! * a[i + 1]! + rows[offset + i + 2]! * a[i + 2]! + rows[offset + i + 3]! * a[i + 3]!;
      }
      for (; i < n; i++) da += rows[offset + i]! * a[i]!;
    }
    if (da > bestA) {
      bestA = da;
      rowA = r;
    }
    if (db > bestB) {
      bestB = db;
      rowB = r;
    }
  }
  const answer = (row: number, best: number) => (row < 0 || best < threshold ? null : { personnelId: people[row]!, similarity: best });
  return [answer(rowA, bestA), b ? answer(rowB, bestB) : null];
}

/** Float32, little-endian: how a descriptor is stored (face_descriptors.descriptor). */
export function descriptorBytes(values: ArrayLike<number>): Buffer {
  const buf = Buffer.alloc(values.length * 4);
  for (let i = 0; i < values.length; i++) buf.writeFloatLE(values[i]!, i * 4);
  return buf;
}

export function descriptorFromBytes(bytes: Buffer): Float32Array {
  const out = new Float32Array(bytes.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = bytes.readFloatLE(i * 4);
  return out;
}
