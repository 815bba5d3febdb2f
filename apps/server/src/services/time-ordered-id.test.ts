import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedId', () => {
  it('is a version 7 UUID whose text sorts in the order the rows were made', () => {
    const start = Date.UTC(2026, 11, 7, 6, 0, 0);
    const ids = Array.from({ length: 50 }, (_, i) => timeOrderedId(start + i * 7));
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect([...ids].sort()).toEqual(ids);
    // The time is readable back from the first 48 bits.
    expect(Number.parseInt(ids[3]!.replaceAll('-', '').slice(0, 12), 16)).toBe(start + 21);
  });

  it('never repeats within one millisecond', () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 10_000 }, () => timeOrderedId(now)));
    expect(ids.size).toBe(10_000);
  });
});
