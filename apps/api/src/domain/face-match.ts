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
  const query = unitVector(descriptor);
  if (!query) return null;
  const group = index.groups.get(query.length);
  if (!group) return null;
  const { rows, people } = group;
  const n = query.length;
  let best = -Infinity;
  let bestRow = -1;
  for (let r = 0, offset = 0; r < people.length; r++, offset += n) {
    let dot = 0;
    for (let i = 0; i < n; i++) dot += rows[offset + i]! * query[i]!;
    if (dot > best) {
      best = dot;
      bestRow = r;
    }
  }
  if (bestRow < 0 || best < threshold) return null;
  return { personnelId: people[bestRow]!, similarity: best };
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
