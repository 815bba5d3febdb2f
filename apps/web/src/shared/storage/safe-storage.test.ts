import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStorage, removeStorage, writeStorage } from './safe-storage.ts';

afterEach(() => vi.restoreAllMocks());

describe('storage the browser refuses (issue 38: a partner’s frame with third-party cookies blocked)', () => {
  it('keeps values for the page’s life, so an id read twice is the same', () => {
    // As Chromium does in such a frame: the storage getter itself throws.
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(readStorage('local', 'jdj.test-id')).toBeNull();
    writeStorage('local', 'jdj.test-id', 'abc');
    expect(readStorage('local', 'jdj.test-id')).toBe('abc');
    removeStorage('local', 'jdj.test-id');
    expect(readStorage('local', 'jdj.test-id')).toBeNull();
  });

  it('uses the real storage when it is there', () => {
    writeStorage('local', 'jdj.test-real', 'x');
    expect(localStorage.getItem('jdj.test-real')).toBe('x');
    localStorage.removeItem('jdj.test-real');
  });
});
