import type { ProviderDto } from '../api-types.ts';
import { parseProvider } from '../provider/provider-validation.ts';

/**
 * What the server rendered the first screen with, written into the page as a JSON data block (not a
 * script: the CSP runs no inline script) so the client's first render uses the same provider.
 */
export interface FirstPaintData {
  provider: ProviderDto;
}

export const FIRST_PAINT_ELEMENT_ID = 'jdj-first-paint';

/** The data block's markup; `<` is escaped so no value can close the element early. */
export function firstPaintDataBlock(data: FirstPaintData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">${json}</script>`;
}

/** The server's data of this page, or null (a page without a server-rendered screen, or broken data). */
export function readFirstPaintData(doc: Document = document): FirstPaintData | null {
  const text = doc.getElementById(FIRST_PAINT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const provider = parseProvider((JSON.parse(text) as { provider?: unknown }).provider);
    return provider === null ? null : { provider };
  } catch {
    return null;
  }
}
