import type { Logger } from './logger.ts';
import { outsideRequest } from './request-context.ts';

type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * A log line anyone can trigger from outside (an unknown provider in a URL, a forged callback URL) must
 * not let them fill the disk: at most `perMinute` lines of a kind, then one line telling how many were
 * suppressed, written when the minute ends (not at the next line, which may come much later) and under no
 * request's id, since it counts several; and every text field cut to `maxText` characters.
 */
export function guardedLog(logger: Logger, level: Level, msg: string, perMinute = 30, maxText = 300): (fields?: Record<string, unknown>) => void {
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let suppressed = 0;
  let summary: NodeJS.Timeout | undefined;
  const summarize = () => {
    clearTimeout(summary);
    summary = undefined;
    if (suppressed > 0) outsideRequest(() => logger[level](`${msg} (lignes supprimées)`, { suppressed }));
    suppressed = 0;
  };
  return (fields) => {
    const now = Date.now();
    if (now - windowStart >= WINDOW_MS) {
      summarize();
      windowStart = now;
      written = 0;
    }
    if (written >= perMinute) {
      suppressed += 1;
      // Unref'd: a process that stops within the minute does not wait for the count.
      summary ??= setTimeout(summarize, windowStart + WINDOW_MS - now).unref();
      return;
    }
    written += 1;
    logger[level](msg, fields ? (truncateTexts(fields, maxText) as Record<string, unknown>) : undefined);
  };
}

const WINDOW_MS = 60_000;

/** A copy with every string cut to `max` characters, at most 4 levels deep (deeper values are dropped). */
export function truncateTexts(value: unknown, max: number, depth = 0): unknown {
  if (typeof value === 'string') return value.length > max ? `${value.slice(0, max)}… (${value.length} caractères)` : value;
  if (value instanceof Error)
    return { name: value.name, message: truncateTexts(value.message, max, depth + 1), stack: truncateTexts(value.stack, 2000, depth + 1) };
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= 4) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => truncateTexts(item, max, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 40)
      .map(([key, item]) => [key, truncateTexts(item, max, depth + 1)]),
  );
}

/**
 * The kind of a message a library writes, without what varies in it: the words before the first value
 * (after a colon, a quote, a digit, a path or a bracket). `Invalid callbackURL: https://…` from a thousand
 * addresses is one kind, limited once (issue 22: limited per exact message, it wrote a thousand lines).
 */
export function logKindOf(message: string): string {
  return (
    message
      .split(/[:"'«<([{=/\d]/, 1)[0]!
      .trim()
      .slice(0, 60) || 'other'
  );
}

/**
 * One guard per kind of message (see logKindOf), for messages a library writes: each line names its kind
 * (`${prefix}${kind}`) and carries the message itself, cut. At most `maxKinds` kinds: past that, every new
 * kind shares one guard, so varying messages can never buy a limit of their own.
 */
export function guardsByKind(logger: Logger, prefix: string, maxKinds = 100): (level: Level, message: string) => (fields?: Record<string, unknown>) => void {
  const guards = new Map<string, (fields?: Record<string, unknown>) => void>();
  return (level, message) => {
    const kind = logKindOf(message);
    let write = guards.get(`${level}:${kind}`);
    if (!write) {
      const shared = guards.size >= maxKinds;
      const key = shared ? `${level}:*` : `${level}:${kind}`;
      write = guards.get(key) ?? guardedLog(logger, level, `${prefix}${shared ? 'autres messages' : kind}`);
      guards.set(key, write);
    }
    const guarded = write;
    return (fields) => guarded({ message, ...fields });
  };
}
