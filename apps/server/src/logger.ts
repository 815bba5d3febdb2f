import type { LogLevel } from './config.ts';
import { currentRequest } from './request-context.ts';

/**
 * Structured logs: one JSON object per line on stdout, ready for any log shipper.
 * A dependency-free writer is enough for the handful of fields we log. A line written while a request is
 * handled carries its `requestId` (the X-Request-Id of its answer).
 * Personal data (e-mail addresses, links carrying a token or an address) is logged at debug level only.
 */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  /** Whether lines of this level are written, to skip building fields that would be dropped. */
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export type LogSink = (line: string) => void;

export function createLogger(level: LogLevel, sink: LogSink = (line) => process.stdout.write(`${line}\n`)): Logger {
  const write = (at: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (RANK[at] < RANK[level]) return;
    const requestId = currentRequest()?.requestId;
    const line =
      requestId === undefined
        ? { time: new Date().toISOString(), level: at, msg, ...fields }
        : { time: new Date().toISOString(), level: at, msg, requestId, ...fields };
    sink(JSON.stringify(line, errorReplacer));
  };
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
    enabled: (at) => RANK[at] >= RANK[level],
  };
}

// Error objects serialise to {} by default; keep what an operator needs.
function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}
