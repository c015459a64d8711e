/**
 * A seeded pseudo-random generator (mulberry32): the demo data must come out the same on every
 * fresh database, so nothing in the seed may call Math.random().
 * @example const random = seededRandom('acc-flat-1-service-charge'); random(); // 0 <= x < 1, always the same first value
 */
export function seededRandom(seed: string): () => number {
  // FNV-1a folds the seed text into 32 bits.
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) state = Math.imul(state ^ seed.charCodeAt(index), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A whole number from `min` to `max` inclusive, drawn from `random`.
 * @example const day = between(random, 3, 19);
 */
export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
