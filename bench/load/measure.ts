import autocannon from 'autocannon';

/** One workload measured once against one target. */
export interface LoadResult {
  name: string;
  /** Answers in 2xx per second: refused requests are errors, not throughput. */
  requestsPerSecond: number;
  /** Of the 2xx answers (autocannon records only those). */
  p99Ms: number;
  /** Connection errors (timeouts included) plus answers outside 2xx. */
  errors: number;
  /** Counts per HTTP status outside 2xx, e.g. { 429: 12 }, and connection errors/timeouts. */
  failures: Record<string, number>;
  /** The first few bodies of answers outside 2xx, to say what the server refused and why. */
  failedBodies: string[];
}

export const CONNECTIONS = 100;
const WARM_UP_S = 2;
const KEPT_BODIES = 3;

export interface Workload {
  name: string;
  url: string;
  durationS: number;
  /** autocannon's request list (cycled by each connection); a plain GET of `url` without it. */
  requests?: autocannon.Request[];
}

/**
 * A short warm-up (JIT, caches, pools) then the measure, both with 100 connections. Answers outside 2xx
 * are kept (status and first bodies) so a refusal is reported with the server's own words.
 */
export async function measure(workload: Workload): Promise<LoadResult> {
  await autocannon({ url: workload.url, connections: CONNECTIONS, duration: WARM_UP_S, ...(workload.requests ? { requests: workload.requests } : {}) });
  const failedBodies: string[] = [];
  const requests = (workload.requests ?? [{ method: 'GET' }]).map((request) => ({
    ...request,
    onResponse: (status: number, body: string) => {
      if ((status < 200 || status >= 300) && failedBodies.length < KEPT_BODIES) failedBodies.push(`${status} ${body.slice(0, 300)}`);
    },
  }));
  const result = await autocannon({ url: workload.url, connections: CONNECTIONS, duration: workload.durationS, requests });
  const failures: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2') && count) failures[status] = count;
  }
  if (result.errors > result.timeouts) failures['erreurs de connexion'] = result.errors - result.timeouts;
  if (result.timeouts) failures['délais dépassés'] = result.timeouts;
  return {
    name: workload.name,
    requestsPerSecond: result['2xx'] / result.duration,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
    failures,
    failedBodies,
  };
}
