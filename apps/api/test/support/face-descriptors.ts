// Synthetic face descriptors for the face attendance tests and bench: no model, no download. A person is a random
// direction in 1024 dimensions (as @vladmandic/human's faceres gives); a capture of them is that direction plus a
// little noise (another light, a slightly turned head); another person is an independent direction. Seeded, so every
// run draws the same numbers.

export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal number (Box–Muller). */
function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export function randomFace(random: () => number, dimensions = 1024): number[] {
  return Array.from({ length: dimensions }, () => gaussian(random) * 0.05);
}

/** The same face captured again: `noise` is the share of the face's own spread added at random (0.15: similarity ≈ 0.98). */
export function captureOf(face: readonly number[], random: () => number, noise = 0.15): number[] {
  return face.map((v) => v + gaussian(random) * 0.05 * noise);
}
