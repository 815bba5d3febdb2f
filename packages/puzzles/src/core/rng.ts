/**
 * Seeded pseudo-random numbers: the same seed always yields the same sequence, on the
 * server and in every browser, so a daily puzzle can be regenerated from its seed.
 * The generator is sfc32 (small, fast, passes PractRand up to large sizes); the
 * string seed is spread over its four words by a 32-bit FNV-1a/murmur-style mixer.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

function seedWords(seed: string): [number, number, number, number] {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  }
  const words: number[] = [];
  for (let i = 0; i < 4; i++) {
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    h ^= h >>> 16;
    words.push(h >>> 0);
  }
  return words as [number, number, number, number];
}

export function createRng(seed: string): Rng {
  let [a, b, c, d] = seedWords(seed);
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Warm up so that similar seeds diverge before the first number is used.
  for (let i = 0; i < 12; i++) nextUint32();

  const next = () => nextUint32() / 4294967296;
  const int = (min: number, max: number) => {
    if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
      throw new RangeError(`invalid integer range [${min}, ${max}]`);
    }
    return min + Math.floor(next() * (max - min + 1));
  };
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('cannot pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = items.slice();
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}

/** Shuffles a typed array in place (Fisher–Yates, the same draws as `shuffle`): the generators' hot loops allocate nothing. */
export function shuffleInPlace(items: Uint8Array, rng: Rng): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = items[i] as number;
    items[i] = items[j] as number;
    items[j] = t;
  }
}
