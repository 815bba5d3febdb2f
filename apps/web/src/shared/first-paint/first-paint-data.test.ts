import { describe, expect, it } from 'vitest';
import { testGame, testProvider } from '../../test/fixtures.ts';
import { FIRST_PAINT_ELEMENT_ID, firstPaintDataBlock, readFirstPaintData } from './first-paint-data.ts';

function pageWith(body: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body><div id="root"></div>${body}</body></html>`, 'text/html');
}

const provider = testProvider({ games: [testGame('sudoku', 'Sudoku')] });

describe('the first paint data block', () => {
  it('gives back the provider the server rendered with', () => {
    expect(readFirstPaintData(pageWith(firstPaintDataBlock({ provider: provider })))).toEqual({ provider: provider });
  });

  it('cannot be closed early by a value holding </script>', () => {
    const hostile = { ...provider, name: 'Le </script><script>alert(1)</script> Journal' };
    const doc = pageWith(firstPaintDataBlock({ provider: hostile }));
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readFirstPaintData(doc)?.provider.name).toBe(hostile.name);
  });

  it('gives back the day the server rendered, and drops a malformed one (the browser then reads its clock)', () => {
    const day = { timeZone: 'Europe/Paris', date: '2026-11-21', until: Date.parse('2026-11-21T23:00:00Z') };
    expect(readFirstPaintData(pageWith(firstPaintDataBlock({ provider, day })))).toEqual({ provider, day });
    for (const broken of [{ ...day, date: '2026-13-40' }, { ...day, until: 'soon' }, { ...day, timeZone: 7 }, 'today']) {
      const block = `<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">${JSON.stringify({ provider, day: broken })}</script>`;
      expect(readFirstPaintData(pageWith(block))).toEqual({ provider });
    }
  });

  it('reads as no data when absent, broken or not a provider: the page then renders in the browser', () => {
    expect(readFirstPaintData(pageWith(''))).toBeNull();
    expect(readFirstPaintData(pageWith(`<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">{oops</script>`))).toBeNull();
    expect(readFirstPaintData(pageWith(`<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">{"provider":{"slug":1}}</script>`))).toBeNull();
  });
});
