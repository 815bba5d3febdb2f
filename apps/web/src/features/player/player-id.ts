import { readStorage, writeStorage } from '../../app/safe-storage.ts';

/** localStorage key of the anonymous player's id (document 1 §3: a UUID kept in local storage). */
export const LOCAL_USER_ID_KEY = 'jdj.local-user-id';
/** sessionStorage key of this tab's analytics session id. */
export const SESSION_ID_KEY = 'jdj.session-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A random version 4 UUID; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // Not a secure context: build it by hand below.
    }
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function storedId(kind: 'local' | 'session', key: string): string {
  const stored = readStorage(kind, key)?.trim().toLowerCase();
  if (isUuid(stored)) return stored;
  const id = randomUuid();
  writeStorage(kind, key, id);
  return id;
}

/** The anonymous player of this browser; created (or replaced when not a UUID) on first use. */
export function getLocalUserId(): string {
  return storedId('local', LOCAL_USER_ID_KEY);
}

/** One id per tab, for the analytics events of this visit. */
export function getSessionId(): string {
  return storedId('session', SESSION_ID_KEY);
}
