import { randomBytes, randomUUID } from 'node:crypto';
import type { TestServer } from './test-server.ts';

/** An anonymous player as a browser keeps it: the id, and the key sent beside it. */
export interface TestPlayer {
  id: string;
  key: string;
  /** The headers its requests carry (the key). */
  headers: Record<string, string>;
}

export function testPlayer(): TestPlayer {
  const key = randomBytes(24).toString('hex');
  return { id: randomUUID(), key, headers: { 'x-local-user-key': key } };
}

export interface StartOptions {
  provider?: string;
  /** Extra headers (a session cookie, a forwarded address). */
  headers?: Record<string, string>;
  /**
   * Moves the play's start this many seconds back, in the database: a test can then claim a time without
   * waiting it out (the server refuses a time longer than the play has lasted).
   */
  startedSecondsAgo?: number;
}

/** Starts a play through POST /api/plays as `player` would, and returns its start token. */
export async function startedPlay(server: TestServer, game: string, date: string, player: TestPlayer, options: StartOptions = {}): Promise<string> {
  const res = await fetch(`${server.url}/api/plays`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...player.headers, ...options.headers },
    body: JSON.stringify({ game, date, local_user_id: player.id, ...(options.provider ? { provider: options.provider } : {}) }),
  });
  const body = (await res.json()) as { data?: { start_token: string }; message?: string };
  if (res.status !== 201 || !body.data) throw new Error(`start refused: ${res.status} ${body.message ?? ''}`);
  const token = body.data.start_token;
  if (options.startedSecondsAgo !== undefined) {
    await server.database.db
      .updateTable('play')
      .set({ started_at: Date.now() - options.startedSecondsAgo * 1000 })
      .where('id', '=', token)
      .execute();
  }
  return token;
}
