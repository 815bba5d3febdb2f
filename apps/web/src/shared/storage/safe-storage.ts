/**
 * Web storage that never throws: storage can be disabled (private modes, strict privacy settings),
 * full, or hold values written by another version of the app. Callers validate what they read.
 */
type StorageKind = 'local' | 'session';

/**
 * Where values go when the browser refuses its storage (a partner's frame with third-party cookies blocked,
 * issue 38): kept for the page's life, so the anonymous player, its key and the score outbox stay the same
 * through a whole play instead of being made anew at each read.
 */
const memory: Record<StorageKind, Map<string, string>> = { local: new Map(), session: new Map() };

function storageOf(kind: StorageKind): Storage | null {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    // Some browsers hand out a storage that throws at first use: try it once.
    storage?.getItem('jdj.storage-probe');
    return storage ?? null;
  } catch {
    return null;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    const storage = storageOf(kind);
    if (storage) return storage.getItem(key);
  } catch {
    // Refused now: the page's own copy below.
  }
  return memory[kind].get(key) ?? null;
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    const storage = storageOf(kind);
    if (storage) {
      storage.setItem(key, value);
      return;
    }
  } catch {
    // Storage full or disabled: the app keeps working without remembering past this page.
  }
  memory[kind].set(key, value);
}

export function removeStorage(kind: StorageKind, key: string): void {
  memory[kind].delete(key);
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
