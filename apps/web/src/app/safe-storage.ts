/**
 * Web storage that never throws: storage can be disabled (private modes, strict privacy settings),
 * full, or hold values written by another version of the app. Callers validate what they read.
 */
type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    storageOf(kind)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working without remembering.
  }
}

export function removeStorage(kind: StorageKind, key: string): void {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
