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

  it('reads as no data when absent, broken or not a provider: the page then renders in the browser', () => {
    expect(readFirstPaintData(pageWith(''))).toBeNull();
    expect(readFirstPaintData(pageWith(`<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">{oops</script>`))).toBeNull();
    expect(readFirstPaintData(pageWith(`<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">{"provider":{"slug":1}}</script>`))).toBeNull();
  });
});
