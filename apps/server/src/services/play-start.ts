import { createHmac, timingSafeEqual } from 'node:crypto';
import { type IsoDate, isIsoDate } from '@jdj/puzzles';

/**
 * A play started on the server: opening a day's puzzle asks for a signed start, and the score carries it
 * back. A score may then claim no more play time than elapsed between its start and its arrival, so a
 * script has to wait out the time it claims (and the per-move floors keep that time human).
 */
export interface PlayStart {
  game: string;
  date: IsoDate;
  /** Epoch milliseconds when the server issued it. */
  issuedAt: number;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`play-start:${payload}`).digest('base64url');

export function issueStartToken(secret: string, start: PlayStart): string {
  const payload = `${start.game}.${start.date}.${start.issuedAt}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The start a token stands for, or null when it was not signed by this server (or is malformed). */
export function readStartToken(secret: string, token: string): PlayStart | null {
  const match = /^([a-z]{1,32})\.(\d{4}-\d{2}-\d{2})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, game, date, issuedAt, signature] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(sign(secret, `${game}.${date}.${issuedAt}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given) || !isIsoDate(date)) return null;
  return { game, date, issuedAt: Number(issuedAt) };
}
