import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';

/** One workload measured once against one target. */
export interface LoadResult {
  name: string;
  /** Answers the workload accepts per second: refused requests (and, for scores, unverified ones) are errors, not throughput. */
  requestsPerSecond: number;
  /** Of the 2xx answers (autocannon records only those). */
  p99Ms: number;
  /** Connection errors (timeouts included) plus answers the workload does not accept. */
  errors: number;
  /** Counts per kind of refusal, e.g. { 429: 12, 'non vérifié': 3 }, and connection errors/timeouts. */
  failures: Record<string, number>;
  /** The first few bodies of refused answers, to say what the server refused and why. */
  failedBodies: string[];
}

export const CONNECTIONS = 100;
const WARM_UP_S = 2;
const KEPT_BODIES = 3;

export interface Workload {
  name: string;
  url: string;
  /** How long the measure lasts, unless `amount` bounds it instead. */
  durationS?: number;
  /** A number of requests instead of a duration: a workload that consumes a pool (started plays) stops with it. */
  amount?: number;
  /** The warm-up before the measure: WARM_UP_S seconds unless given as a number of requests (0: none). */
  warmUpAmount?: number;
  /** autocannon's request list (cycled by each connection); a plain GET of `url` without it. */
  requests?: JudgedRequest[];
}

/** Why an answer does not count, or undefined when it does. */
export type Refusal = (status: number, body: string) => string | undefined;

/** A request of autocannon's list, with what its answers must be: by default any status in 2xx (a score also refuses a 201 not verified). */
export type JudgedRequest = autocannon.Request & { refusal?: Refusal };

const outside2xx: Refusal = (status) => (status >= 200 && status < 300 ? undefined : String(status));

/** The workload's requests with their own onResponse kept, and every answer judged. */
function judged(workload: Workload, onAnswer: (refused: string | undefined, status: number, body: string) => void): autocannon.Request[] {
  return (workload.requests ?? [{ method: 'GET' }]).map(({ refusal = outside2xx, ...request }) => {
    // A file path (autocannon's workers) is never given here: the bench runs in one process.
    const own = typeof request.onResponse === 'function' ? request.onResponse : undefined;
    return {
      ...request,
      onResponse: (status: number, body: string, context: object, headers: IncomingHttpHeaders | undefined) => {
        own?.(status, body, context, headers);
        onAnswer(refusal(status, body), status, body);
      },
    };
  });
}

const bounds = (durationS: number | undefined, amount: number | undefined) => (amount !== undefined ? { amount } : { duration: durationS ?? 10 });

/**
 * A short warm-up (JIT, caches, pools) then the measure, both with 100 connections. Every answer is judged
 * (`refusal`), and the refused ones are kept (kind and first bodies) so a refusal is reported with the
 * server's own words.
 */
export async function measure(workload: Workload): Promise<LoadResult> {
  const warmUp = workload.warmUpAmount !== undefined ? { amount: workload.warmUpAmount } : { duration: WARM_UP_S };
  if (warmUp.amount !== 0) await autocannon({ url: workload.url, connections: CONNECTIONS, ...warmUp, requests: judged(workload, () => {}) });
  if (workload.amount !== undefined && workload.amount < 1) throw new Error(`${workload.name} : aucune requête à envoyer (amount ${workload.amount})`);
  const failedBodies: string[] = [];
  const failures: Record<string, number> = {};
  let accepted = 0;
  const requests = judged(workload, (refused, status, body) => {
    if (refused === undefined) {
      accepted += 1;
      return;
    }
    failures[refused] = (failures[refused] ?? 0) + 1;
    if (failedBodies.length < KEPT_BODIES) failedBodies.push(`${status} ${body.slice(0, 300)}`);
  });
  const result = await autocannon({ url: workload.url, connections: CONNECTIONS, ...bounds(workload.durationS, workload.amount), requests });
  if (result.errors > result.timeouts) failures['erreurs de connexion'] = result.errors - result.timeouts;
  if (result.timeouts) failures['délais dépassés'] = result.timeouts;
  const refused = Object.values(failures).reduce((sum, n) => sum + n, 0);
  return {
    name: workload.name,
    requestsPerSecond: accepted / result.duration,
    p99Ms: result.latency.p99,
    errors: refused,
    failures,
    failedBodies,
  };
}
