import { describe, expect, it } from 'vitest';
import { bestMatch, buildFaceIndex, cosineSimilarity, descriptorBytes, descriptorFromBytes, unitVector } from '../src/domain/face-match';
import { captureOf, randomFace, seededRandom } from './support/face-descriptors';

// Face matching over descriptors (issue 24): cosine similarity, the best of each person's captures, the threshold, and
// the stored Float32 bytes. Descriptors are synthetic (test/support/face-descriptors.ts): a person is a random direction,
// their captures that direction with noise, other people independent directions.

describe('similarity', () => {
  it('is 1 for the same direction whatever the length, 0 for perpendicular, -1 for opposite', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 6);
    expect(cosineSimilarity([1, 0], [0, 5])).toBeCloseTo(0, 6);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1, 6);
  });

  it('a vector that is not finite or all zeros has no direction', () => {
    expect(unitVector([0, 0, 0])).toBeNull();
    expect(unitVector([1, Number.NaN])).toBeNull();
    expect(unitVector([1, Number.POSITIVE_INFINITY])).toBeNull();
    const u = unitVector([3, 4])!;
    expect([u[0], u[1]]).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.8, 6)]);
  });

  it('captures of one synthetic face are alike (≈ 0.98); two faces are not (≈ 0)', () => {
    const random = seededRandom(7);
    const a = randomFace(random);
    const b = randomFace(random);
    expect(cosineSimilarity(captureOf(a, random), captureOf(a, random))).toBeGreaterThan(0.95);
    expect(Math.abs(cosineSimilarity(captureOf(a, random), captureOf(b, random)))).toBeLessThan(0.15);
  });
});

describe('best match', () => {
  const random = seededRandom(42);
  const faces = Array.from({ length: 200 }, () => randomFace(random));
  const index = buildFaceIndex(faces.flatMap((face, i) => [0, 1, 2].map(() => ({ personnelId: i + 1, descriptor: captureOf(face, random) }))));

  it('finds each enrolled person from a new capture, above the threshold', () => {
    expect(index.people).toBe(200);
    expect(index.captures).toBe(600);
    for (const i of [0, 57, 199]) {
      const match = bestMatch(index, captureOf(faces[i]!, random), 0.92);
      expect(match?.personnelId).toBe(i + 1);
      expect(match!.similarity).toBeGreaterThan(0.95);
    }
  });

  it('an unknown face matches nobody; the threshold decides', () => {
    const stranger = randomFace(random);
    expect(bestMatch(index, stranger, 0.92)).toBeNull();
    // With a threshold below what strangers reach, the nearest stranger would be taken: the threshold is what refuses.
    expect(bestMatch(index, stranger, -1)).not.toBeNull();
    // A very strict threshold refuses even the person.
    expect(bestMatch(index, captureOf(faces[3]!, random), 0.999)).toBeNull();
  });

  it('takes the best of a person’s captures: one good capture is enough', () => {
    const face = randomFace(random);
    const other = randomFace(random);
    const small = buildFaceIndex([
      { personnelId: 1, descriptor: other },
      { personnelId: 2, descriptor: captureOf(face, random, 3) }, // a poor capture
      { personnelId: 2, descriptor: captureOf(face, random) }, // a good one
    ]);
    const match = bestMatch(small, captureOf(face, random), 0.92);
    expect(match?.personnelId).toBe(2);
    expect(match!.similarity).toBeGreaterThan(0.95);
  });

  it('descriptors of another length never compare; a zero or non-finite query matches nobody', () => {
    const short = buildFaceIndex([{ personnelId: 9, descriptor: randomFace(random, 128) }]);
    expect(bestMatch(short, randomFace(random, 1024), -1)).toBeNull();
    expect(bestMatch(index, new Array(1024).fill(0), -1)).toBeNull();
    expect(bestMatch(index, [...faces[0]!.slice(1), Number.NaN], -1)).toBeNull();
    expect(bestMatch(buildFaceIndex([]), faces[0]!, -1)).toBeNull();
  });
});

it('a descriptor round-trips through its stored bytes (Float32, little-endian)', () => {
  const values = [0.5, -1.25, 3.1415927, 1e-7];
  const bytes = descriptorBytes(values);
  expect(bytes.length).toBe(16);
  expect(bytes.readFloatLE(4)).toBe(-1.25);
  expect([...descriptorFromBytes(bytes)]).toEqual(values.map((v) => Math.fround(v)));
});

it('two faces matched in one pass answer as each alone (the kiosk sends two frames)', async () => {
  const { bestMatches } = await import('../src/domain/face-match');
  const random = seededRandom(5);
  const faces = Array.from({ length: 50 }, () => randomFace(random, 130)); // a length not a multiple of 4
  const index = buildFaceIndex(faces.map((descriptor, i) => ({ personnelId: i + 1, descriptor })));
  const a = captureOf(faces[10]!, random);
  const b = captureOf(faces[20]!, random);
  const stranger = randomFace(random, 130);
  expect(bestMatches(index, [a, b], 0.92)).toEqual([bestMatch(index, a, 0.92), bestMatch(index, b, 0.92)]);
  expect(bestMatches(index, [a, b], 0.92).map((m) => m?.personnelId)).toEqual([11, 21]);
  expect(bestMatches(index, [a, stranger, b], 0.92).map((m) => m?.personnelId ?? null)).toEqual([11, null, 21]);
});
