import { describe, expect, it } from 'vitest';
import { INSTALL_DISMISSAL_MS, isDismissalActive } from './install-dismissal.ts';

const now = Date.UTC(2025, 5, 15, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;

describe('isDismissalActive', () => {
  it('is 7 days long', () => {
    expect(INSTALL_DISMISSAL_MS).toBe(7 * DAY);
  });

  it('hides the banner during the 7 days after "Plus tard"', () => {
    expect(isDismissalActive(String(now), now)).toBe(true);
    expect(isDismissalActive(String(now - 6 * DAY), now)).toBe(true);
    expect(isDismissalActive(String(now - 7 * DAY + 1), now)).toBe(true);
  });

  it('forgets the dismissal once 7 days have passed', () => {
    expect(isDismissalActive(String(now - 7 * DAY), now)).toBe(false);
    expect(isDismissalActive(String(now - 30 * DAY), now)).toBe(false);
  });

  it('shows the banner when nothing is stored', () => {
    expect(isDismissalActive(null, now)).toBe(false);
  });

  it('treats corrupt stored values as not dismissed', () => {
    for (const corrupt of ['', 'abc', 'NaN', 'Infinity', '-5', '1.5e12', '{"at":1}', 'null', '99999999999999999999']) {
      expect(isDismissalActive(corrupt, now), corrupt).toBe(false);
    }
  });

  it('treats a date in the future as not dismissed', () => {
    expect(isDismissalActive(String(now + DAY), now)).toBe(false);
  });
});
