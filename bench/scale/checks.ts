import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseMail } from '@jdj/server/test-kit';
import type { ServerProcess } from './cluster.ts';
import { cookiesOf, exchange, loopbackAddress } from './http-client.ts';
import type { Account } from './traffic.ts';

/** The URL paths of a web build that must be the same bytes on every process: /assets/* and /sw.js. */
export function sharedPaths(webDist: string): string[] {
  const assets = fs
    .readdirSync(path.join(webDist, 'assets'))
    .filter((name) => !name.endsWith('.br') && !name.endsWith('.gz'))
    .map((name) => `/assets/${name}`);
  return ['/sw.js', ...assets];
}

/** Paths whose bytes differ between two processes, for each encoding a browser may ask for. */
export async function differingFiles(paths: readonly string[], a: ServerProcess, b: ServerProcess): Promise<string[]> {
  const differing: string[] = [];
  for (const file of paths) {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const [one, two] = await Promise.all([a, b].map((server) => rawGet(`${server.url}${file}`, encoding)));
      if (one!.status !== 200 || two!.status !== 200 || !one!.body.equals(two!.body)) differing.push(`${file} (${encoding})`);
    }
  }
  return differing;
}

function rawGet(url: string, encoding: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/**
 * The verification link one of the processes wrote to its outbox for `email` (without SMTP_URL each mail is
 * a file, named in the log; its link and address stay out of the log at info level), waiting for it.
 */
async function loggedVerificationLink(processes: readonly ServerProcess[], email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  const read = new Set<string>();
  while (Date.now() < deadline) {
    for (const server of processes) {
      for (const line of server.logs) {
        if (line.msg !== 'mail written to outbox' || line.kind !== 'verify-email' || read.has(String(line.file))) continue;
        const raw = fs.readFileSync(String(line.file), 'utf8');
        if (!raw.toLowerCase().includes(email.toLowerCase())) continue;
        read.add(String(line.file));
        const link = parseMail(raw)
          .text.split(/\s+/)
          .find((word) => word.includes('/verify-email?'));
        if (link) return link;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail for ${email}`);
}

/**
 * Accounts made through the load balancer, each from its own address (sign-ups are limited per address),
 * and opened by their mailed link (an account signs in once its address is verified).
 */
export async function createAccounts(
  baseUrl: string,
  origin: string,
  count: number,
  firstAddress: number,
  processes: readonly ServerProcess[],
): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let i = 0; i < count; i++) {
    const tag = `${Date.now().toString(36)}${i}`;
    const account = { email: `charge-${tag}@exemple.fr`, password: 'Grille-du-jour-42' };
    const agent = new http.Agent({ localAddress: loopbackAddress(firstAddress + i) });
    const answer = await exchange(agent, new URL(baseUrl), {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      headers: { origin },
      body: JSON.stringify({ ...account, passwordConfirm: account.password, first_name: 'Charge', last_name: 'Test', username: `charge_${tag}` }),
    });
    if (answer.status !== 200) throw new Error(`sign-up refused (${answer.status}): ${answer.text}`);
    const link = new URL(await loggedVerificationLink(processes, account.email));
    const verified = await exchange(agent, new URL(baseUrl), { path: `/api/auth/verify-email${link.search}`, headers: { origin } });
    agent.destroy();
    if (verified.status !== 200) throw new Error(`verification refused (${verified.status}): ${verified.text}`);
    accounts.push(account);
  }
  return accounts;
}

export interface SessionCheck {
  /** Signed in on one process, the session is known to the other. */
  sharedAfterSignIn: boolean;
  /** Signed out on the other, the session is gone on the first. */
  goneAfterSignOut: boolean;
}

/** Signs in on process `a` directly, reads the session on `b`, signs out on `b`, reads it again on `a`. */
export async function checkSessions(a: ServerProcess, b: ServerProcess, origin: string, account: Account): Promise<SessionCheck> {
  const agent = new http.Agent();
  const headers = { origin, 'x-forwarded-for': loopbackAddress(60_000) };
  const signIn = await exchange(agent, new URL(a.url), {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    headers,
    body: JSON.stringify(account),
  });
  const cookie = cookiesOf(signIn);
  const sessionOn = async (server: ServerProcess) => {
    const answer = await exchange(agent, new URL(server.url), { path: '/api/auth/get-session', headers: { cookie } });
    return (JSON.parse(answer.text) as { user?: { email?: string } } | null)?.user?.email === account.email;
  };
  const sharedAfterSignIn = signIn.status === 200 && (await sessionOn(b));
  await exchange(agent, new URL(b.url), { method: 'POST', path: '/api/auth/sign-out', headers: { ...headers, cookie }, body: '{}' });
  const goneAfterSignOut = !(await sessionOn(a));
  agent.destroy();
  return { sharedAfterSignIn, goneAfterSignOut };
}

export interface RateLimitCheck {
  attempts: number;
  /** Attempts answered before the limit (a refused password), the rest got 429. */
  beforeLimit: number;
  limited: number;
}

/**
 * Wrong-password sign-ins from one address, sent alternately to each process: with counters shared in
 * the database, the limit (10 a minute) holds for the pair; per process, each would allow 10.
 */
export async function checkSignInLimit(a: ServerProcess, b: ServerProcess, origin: string, email: string): Promise<RateLimitCheck> {
  const agent = new http.Agent();
  const attempts = 16;
  let beforeLimit = 0;
  let limited = 0;
  for (let i = 0; i < attempts; i++) {
    const server = i % 2 === 0 ? a : b;
    const answer = await exchange(agent, new URL(server.url), {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      headers: { origin, 'x-forwarded-for': loopbackAddress(61_000) },
      body: JSON.stringify({ email, password: 'pas-le-bon-mot-de-passe' }),
    });
    if (answer.status === 429) limited += 1;
    else if (answer.status === 401) beforeLimit += 1;
    else throw new Error(`unexpected sign-in answer ${answer.status}: ${answer.text}`);
  }
  agent.destroy();
  return { attempts, beforeLimit, limited };
}

export interface TopUpCheck {
  /** Scheduled runs per process name. */
  runsBy: Record<string, number>;
  windows: number;
  /** Windows in which more than one run happened (must be none). */
  doubled: string[];
}

/** The scheduled top-ups the processes logged, grouped by window. */
export function checkTopUps(servers: readonly ServerProcess[]): TopUpCheck {
  const runs = servers.flatMap((server) =>
    server.logs
      .filter((line) => line.msg === 'daily puzzle top-up' && line.trigger === 'schedule')
      .map((line) => ({ server: server.spec.name, window: String(line.window) })),
  );
  const byWindow = new Map<string, number>();
  for (const run of runs) byWindow.set(run.window, (byWindow.get(run.window) ?? 0) + 1);
  const runsBy: Record<string, number> = Object.fromEntries(servers.map((server) => [server.spec.name, 0]));
  for (const run of runs) runsBy[run.server] = (runsBy[run.server] ?? 0) + 1;
  return { runsBy, windows: byWindow.size, doubled: [...byWindow].filter(([, n]) => n > 1).map(([window]) => window) };
}
