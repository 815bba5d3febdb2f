import { isIsoDate } from '@jdj/puzzles';
import type { ProviderDto } from '../api/api-types.ts';
import { parseProvider } from '../provider/provider-validation.ts';

/** The provider's day as the server rendered it, and the instant it ends (ms since the epoch). */
export interface ServerDay {
  timeZone: string;
  date: string;
  until: number;
}

/**
 * What the server rendered the first screen with, written into the page as a JSON data block (not a
 * script: the CSP runs no inline script) so the client's first render uses the same provider.
 */
export interface FirstPaintData {
  provider: ProviderDto;
  /** The day the server's markup shows (calendars, « today »): the client's first render shows the same one. */
  day?: ServerDay;
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
    const data = JSON.parse(text) as { provider?: unknown; day?: unknown };
    const provider = parseProvider(data.provider);
    if (provider === null) return null;
    const day = parseServerDay(data.day);
    return day ? { provider, day } : { provider };
  } catch {
    return null;
  }
}

function parseServerDay(raw: unknown): ServerDay | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { timeZone, date, until } = raw as Record<string, unknown>;
  if (typeof timeZone !== 'string' || !isIsoDate(date) || typeof until !== 'number' || !Number.isFinite(until)) return null;
  return { timeZone, date, until };
}
