import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { IsoDate } from '@jdj/puzzles';
import type { WinningPlay } from '../../apps/server/src/testing/winning-play.ts';
import { type Answer, cookiesOf, exchange, loopbackAddress, type RequestSpec } from './http-client.ts';

export type Kind = 'puzzle' | 'provider' | 'scores' | 'score' | 'sign-in' | 'session';
export const KINDS: Kind[] = ['puzzle', 'provider', 'scores', 'score', 'sign-in', 'session'];

export interface Account {
  email: string;
  password: string;
}

export interface TrafficPlan {
  /** nginx, e.g. http://127.0.0.1:3961 */
  baseUrl: string;
  /** PUBLIC_URL of the processes: the Origin of sign-ins. */
  origin: string;
  /** How long players play; without it, they play until `scenario` ends. */
  durationMs?: number;
  /** What happens meanwhile (a process killed, restarted…). */
  scenario?: () => Promise<void>;
  /** Simulated players sending requests one after another (a closed loop). */
  concurrency: number;
  today: IsoDate;
  /** Games whose puzzle of the day players read. */
  readGames: string[];
  /** Won games players submit (real move logs). */
  plays: Array<{ game: string; play: WinningPlay }>;
  accounts: Account[];
  /** First loopback address of this run (runs never share addresses, so never rate-limit buckets). */
  firstAddress: number;
  /** Shares of reads and scores (the rest are sign-ins); 80 % and 19.5 % unless told. */
  mix?: { reads: number; scores: number };
}

export interface Acknowledged {
  clientPlayId: string;
  scoreId: string;
}

export interface TrafficResult {
  durationMs: number;
  /** Requests that got their answer (after retries, if any). */
  served: number;
  byKind: Record<Kind, { count: number; latencies: number[] }>;
  /** Attempts that failed (network error, 502/503/504) and were sent again, with when and why. */
  retried: Array<{ atMs: number; kind: Kind; reason: string }>;
  /** Requests abandoned after every retry failed. */
  gaveUp: number;
  /** Answers no player should ever get (a 500, an unexpected 4xx). */
  unexpected: Array<{ kind: Kind; status: number; text: string }>;
  acknowledged: Acknowledged[];
  /** Score resends answered with the score already stored (the first attempt's answer was lost). */
  resendsAnswered: number;
  /** Session checks after sign-ins: the session cookie read back through the load balancer. */
  sessions: { checked: number; recognised: number };
}

const RETRYABLE = new Set([502, 503, 504]);
const SCORES_PER_ADDRESS = 10;
const MAX_ATTEMPTS = 40;

/**
 * Drives the mix of a busy morning through the load balancer: 80 % reads (the day's puzzles, the
 * provider, a player's scores), 20 % writes: 19.5 % scores with real move logs from new players, 0.5 %
 * sign-ins (each followed by two session checks). A sign-in hashes a password on purpose (tens of ms of
 * CPU): more of them would measure the password hash, not the portal. Like the app's clients, a request that fails on the way
 * (connection lost, 502) is sent again, scores with the same client_play_id.
 */
export async function runTraffic(plan: TrafficPlan): Promise<TrafficResult> {
  const base = new URL(plan.baseUrl);
  const result: TrafficResult = {
    durationMs: 0,
    served: 0,
    byKind: Object.fromEntries(KINDS.map((kind) => [kind, { count: 0, latencies: [] }])) as unknown as TrafficResult['byKind'],
    retried: [],
    gaveUp: 0,
    unexpected: [],
    acknowledged: [],
    resendsAnswered: 0,
    sessions: { checked: 0, recognised: 0 },
  };
  /** Players who stored a score, with the key their browser keeps beside their id. */
  const players: Array<{ id: string; key: string }> = [];
  let nextAddress = plan.firstAddress + plan.concurrency;
  const started = performance.now();
  let playing = true;
  const stopAt = plan.durationMs === undefined ? undefined : setTimeout(() => (playing = false), plan.durationMs);

  async function send(kind: Kind, agent: http.Agent, spec: RequestSpec): Promise<Answer | undefined> {
    const first = performance.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      let failure: string;
      try {
        const answer = await exchange(agent, base, spec);
        if (!RETRYABLE.has(answer.status)) {
          result.served += 1;
          result.byKind[kind].count += 1;
          result.byKind[kind].latencies.push(performance.now() - first);
          return answer;
        }
        failure = `HTTP ${answer.status}`;
      } catch (error) {
        failure = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      }
      result.retried.push({ atMs: Math.round(performance.now() - started), kind, reason: failure });
      await new Promise((resolve) => setTimeout(resolve, 50 * Math.min(attempt, 10)));
    }
    result.gaveUp += 1;
    return undefined;
  }

  const unexpected = (kind: Kind, answer: Answer) => result.unexpected.push({ kind, status: answer.status, text: answer.text.slice(0, 200) });
  const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

  async function read(agent: http.Agent) {
    const r = Math.random();
    if (r < 0.7 || players.length === 0) {
      const answer = await send('puzzle', agent, { path: `/api/games/${pick(plan.readGames)}/puzzles/${plan.today}` });
      if (answer && answer.status !== 200) unexpected('puzzle', answer);
    } else if (r < 0.85) {
      const answer = await send('provider', agent, { path: '/api/providers/current' });
      if (answer && answer.status !== 200) unexpected('provider', answer);
    } else {
      const player = pick(players);
      const answer = await send('scores', agent, { path: `/api/scores?local_user_id=${player.id}`, headers: { 'x-local-user-key': player.key } });
      if (answer && answer.status !== 200) unexpected('scores', answer);
    }
  }

  async function submitScore(agent: http.Agent) {
    const { game, play } = pick(plan.plays);
    const player = { id: randomUUID(), key: randomUUID().replaceAll('-', '') };
    const clientPlayId = randomUUID();
    const body = JSON.stringify({
      game,
      date: plan.today,
      local_user_id: player.id,
      score: play.score,
      played_at: new Date().toISOString(),
      data: {},
      moves: play.moves,
      client_play_id: clientPlayId,
    });
    const answer = await send('score', agent, { method: 'POST', path: '/api/scores', body, headers: { 'x-local-user-key': player.key } });
    if (!answer) return;
    if (answer.status !== 201 && answer.status !== 200) return unexpected('score', answer);
    if (answer.status === 200) result.resendsAnswered += 1;
    const stored = JSON.parse(answer.text) as { data: { id: string; client_play_id: string } };
    result.acknowledged.push({ clientPlayId, scoreId: stored.data.id });
    players.push(player);
  }

  async function signIn(agent: http.Agent) {
    const account = pick(plan.accounts);
    // Each sign-in comes from its own address, as players do: the per-address limit is not what is measured.
    const own = new http.Agent({ keepAlive: false, localAddress: loopbackAddress(nextAddress++) });
    const answer = await send('sign-in', own, {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      headers: { origin: plan.origin },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    own.destroy();
    if (!answer) return;
    if (answer.status !== 200) return unexpected('sign-in', answer);
    const cookie = cookiesOf(answer);
    // Whichever process answers next must know the session.
    for (let i = 0; i < 2; i++) {
      const session = await send('session', agent, { path: '/api/auth/get-session', headers: { cookie } });
      if (!session) continue;
      result.sessions.checked += 1;
      const user = (JSON.parse(session.text) as { user?: { email?: string } } | null)?.user;
      if (session.status === 200 && user?.email === account.email) result.sessions.recognised += 1;
    }
  }

  const reads = plan.mix?.reads ?? 0.8;
  const scoresUpTo = reads + (plan.mix?.scores ?? 0.195);
  async function player(index: number) {
    let agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: loopbackAddress(plan.firstAddress + index) });
    let scoresFromHere = 0;
    while (playing) {
      const r = Math.random();
      if (r < reads) await read(agent);
      else if (r < scoresUpTo) {
        await submitScore(agent);
        // Scores are limited per address (120 per 10 minutes): a simulated player is a few real ones,
        // each on a device of their own, not one address sending thousands.
        if (++scoresFromHere === SCORES_PER_ADDRESS) {
          agent.destroy();
          agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: loopbackAddress(nextAddress++) });
          scoresFromHere = 0;
        }
      } else await signIn(agent);
    }
    agent.destroy();
  }

  const playersDone = Promise.all(Array.from({ length: plan.concurrency }, (_, i) => player(i)));
  if (plan.scenario) {
    try {
      await plan.scenario();
    } finally {
      if (plan.durationMs === undefined) playing = false;
    }
  }
  await playersDone;
  clearTimeout(stopAt);
  result.durationMs = performance.now() - started;
  return result;
}
