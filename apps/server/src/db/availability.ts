import { guardedLog } from '../log-guard.ts';
import type { Logger } from '../logger.ts';
import { outsideRequest } from '../request-context.ts';

/**
 * Network failures on the way to the database server: it is restarting, failing over, or out of reach.
 * Nothing is wrong with the request; the same request a moment later may succeed.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', 'ECONNABORTED']);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exceptions), class 53 (insufficient
 * resources: a full disk, no memory, too many connections), 57014 (statement cancelled), 57P01–57P05 (shut
 * down, crashed, starting up, idle session killed), 25006 (read-only: a failover landed on a standby).
 */
const UNAVAILABLE_SQLSTATES = /^(08...|53...|57014|57P0[1-5]|25006)$/;

/**
 * What node-postgres says, without a code, when a connection is lost or cannot be made in time, or when
 * a statement got no answer within its client-side timeout (a frozen server, a host gone without a reset).
 */
const DRIVER_MESSAGES = [
  'Query read timeout',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Connection terminated due to connection timeout',
];

/** SQLite's "try again" answers: another process holds the write lock longer than the busy timeout. */
const SQLITE_RETRY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY', 'SQLITE_LOCKED']);

/**
 * Whether an error means "the database is away for now" (answer 503 and retry) rather than a fault of
 * the request or of the code (a 4xx or a 500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLITE_RETRY_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) return UNAVAILABLE_SQLSTATES.test(code);
  }
  if (DRIVER_MESSAGES.some((text) => error.message.includes(text))) return true;
  // better-auth and others wrap the driver's error.
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}

/** The database's reason for failing, for a log line or an operator's message. */
export function unavailableReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error instanceof AggregateError && error.errors[0] instanceof Error) return unavailableReason(error.errors[0]);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code} ${error.message}` : error.message;
}

/**
 * What an operator reads while the database is away: one warning when it goes (then at most 30 lines a
 * minute of the requests it failed), one line when it is back, with how long it was gone.
 */
export class DatabaseAvailability {
  private downSince: number | undefined;
  private readonly requestFailed: (fields?: Record<string, unknown>) => void;
  private readonly jobPostponed: (fields?: Record<string, unknown>) => void;

  /** `tracksOutages`: PostgreSQL's connections come and go; SQLite's "busy" is a moment, not an outage. */
  constructor(
    private readonly logger: Logger,
    private readonly tracksOutages: boolean,
  ) {
    this.requestFailed = guardedLog(logger, 'warn', 'request failed: database unavailable');
    this.jobPostponed = guardedLog(logger, 'warn', 'background work postponed: database unavailable');
  }

  get available(): boolean {
    return this.downSince === undefined;
  }

  /**
   * A connection was lost or could not be made. Told by the connection's own events, which run in the
   * context of the request that opened it, maybe long gone: the line carries no request id.
   */
  lost(error: unknown, where: string): void {
    outsideRequest(() => this.noteDown(error, where));
  }

  /** A request could not be answered because of it (answered 503): its lines carry its id. */
  failedRequest(error: unknown, fields: Record<string, unknown>): void {
    this.noteDown(error, 'request');
    this.requestFailed({ ...fields, reason: unavailableReason(error) });
  }

  private noteDown(error: unknown, where: string): void {
    if (this.tracksOutages && this.downSince === undefined) {
      this.downSince = Date.now();
      this.logger.warn('database unavailable', { where, reason: unavailableReason(error) });
    }
  }

  /**
   * Background work (the top-up, retention, a metrics scrape) failed. True when the database being away
   * explains it: then it is a warning that the next run retries, not an error for an operator to chase.
   */
  explains(error: unknown, work: string): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    this.lost(error, work);
    this.jobPostponed({ work, reason: unavailableReason(error) });
    return true;
  }

  /** A new connection succeeded (the line is about the database, not the request that opened it). */
  reachable(): void {
    if (this.downSince === undefined) return;
    outsideRequest(() => this.logger.info('database reachable again', { unavailableMs: Date.now() - this.downSince! }));
    this.downSince = undefined;
  }
}
