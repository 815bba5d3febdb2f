import { readStorage, writeStorage } from '../storage/safe-storage.ts';

/** localStorage key of the anonymous player's id (document 1 §3: a UUID kept in local storage). */
export const LOCAL_USER_ID_KEY = 'jdj.local-user-id';
/** localStorage key of the secret kept beside the id: the server lets only this browser read or claim the id's scores. */
export const LOCAL_USER_KEY_KEY = 'jdj.local-user-key';
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

const KEY = /^[A-Za-z0-9_-]{32,128}$/;

/** The anonymous player's key (sent as x-local-user-key); created, or replaced when malformed, on first use. */
export function getLocalUserKey(): string {
  const stored = readStorage('local', LOCAL_USER_KEY_KEY)?.trim();
  if (stored && KEY.test(stored)) return stored;
  const key = Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0')).join('');
  writeStorage('local', LOCAL_USER_KEY_KEY, key);
  return key;
}
