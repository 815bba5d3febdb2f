import { ConfigError } from '../config.ts';
import type { Logger } from '../logger.ts';
import { isDatabaseUnavailable, unavailableReason } from './availability.ts';
import type { DatabaseHandle } from './connection.ts';

/**
 * The database did not answer during the whole wait at start: nothing to fix in the settings, try again
 * later. main.ts exits with EX_TEMPFAIL (75), which the systemd unit restarts; its message is one French line.
 */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

export interface WaitOptions {
  /** How long to keep trying (DATABASE_WAIT_SECONDS); 0 tries once. */
  waitMs: number;
  logger: Logger;
  /** The time and the pauses (tests give their own). */
  clock?: WaitClock;
}

export interface WaitClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: WaitClock = { now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/** The delays before the first attempts again, as docs/operations.md tells them; then MAX_DELAY_MS each time. */
const FIRST_DELAYS_MS = [500, 1_000, 2_000];
const MAX_DELAY_MS = 5_000;

/**
 * Waits for the database at start, trying again with a growing delay (0.5 s, 1 s, 2 s, then every 5 s):
 * a machine booting, PostgreSQL restarting or failing over, is a matter of seconds. It keeps trying for the
 * whole wait: the last delay is cut to end at the deadline, where one last attempt is made (issue 35:
 * DATABASE_WAIT_SECONDS=12 gave up after 8 s, the next 5 s delay going past it). A refusal that waiting
 * cannot cure (a wrong password, a missing database, an unknown host) stops at once as a ConfigError.
 */
export async function waitForDatabase(database: DatabaseHandle, options: WaitOptions): Promise<void> {
  const clock = options.clock ?? realClock;
  const started = clock.now();
  const deadline = started + options.waitMs;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.ping(MAX_DELAY_MS);
      if (attempt > 1) options.logger.info('database reachable', { attempts: attempt, waitedMs: clock.now() - started });
      return;
    } catch (error) {
      const refusal = settingRefused(error, database.location);
      if (refusal) throw refusal;
      if (!isDatabaseUnavailable(error)) throw error;
      const left = deadline - clock.now();
      if (left <= 0) {
        throw new DatabaseUnreachableError(
          `Base de données injoignable (${database.location} : ${frenchReason(error)}) après ${Math.round((clock.now() - started) / 1000)} s d’attente : vérifiez que PostgreSQL tourne et répond ; le processus s’arrête (code 75) pour être relancé`,
        );
      }
      const retryInMs = Math.min(FIRST_DELAYS_MS[attempt - 1] ?? MAX_DELAY_MS, left);
      options.logger.warn('database unreachable at start, trying again', { attempt, retryInMs, reason: unavailableReason(error) });
      await clock.sleep(retryInMs);
    }
  }
}

/** A database that answers "no" to our settings: a ConfigError naming what to fix, else undefined. */
export function settingRefused(error: unknown, location: string): ConfigError | undefined {
  const code = (error as { code?: unknown })?.code;
  if (code === '28P01' || code === '28000') {
    return new ConfigError(`Base de données ${location} : connexion refusée (utilisateur ou mot de passe) ; vérifiez DATABASE_URL`);
  }
  if (code === '3D000') return new ConfigError(`Base de données ${location} introuvable : créez-la (createdb) ou corrigez DATABASE_URL`);
  if (code === 'ENOTFOUND') {
    const host = (error as { hostname?: string }).hostname ?? location;
    return new ConfigError(`Base de données : hôte « ${host} » introuvable ; corrigez DATABASE_URL`);
  }
  return undefined;
}

const FRENCH_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connexion refusée',
  ECONNRESET: 'connexion coupée',
  ETIMEDOUT: 'pas de réponse',
  EHOSTUNREACH: 'hôte injoignable',
  ENETUNREACH: 'réseau injoignable',
  EAI_AGAIN: 'résolution du nom impossible pour le moment',
  '57P01': 'PostgreSQL s’arrête',
  '57P03': 'PostgreSQL démarre ou s’arrête',
  '53300': 'trop de connexions',
};

/** The reason of an unavailable database in the operator's language (the driver's text when we have none). */
export function frenchReason(error: unknown): string {
  const first = error instanceof AggregateError && error.errors[0] !== undefined ? error.errors[0] : error;
  const code = (first as { code?: unknown })?.code;
  if (typeof code === 'string' && FRENCH_REASONS[code]) return FRENCH_REASONS[code];
  const message = first instanceof Error ? first.message : String(first);
  if (message.includes('timeout')) return 'pas de réponse';
  if (message.includes('Connection terminated')) return 'connexion coupée';
  return message;
}
