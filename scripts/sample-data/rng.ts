/** A small seeded PRNG (mulberry32) so the generated sample data is the same on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to 4 decimal places: rates are stored with 4 dp (domain.md section 1). */
export const r4 = (n: number): number => Math.round(n * 10000) / 10000;
