import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Copies the SQLite write-ahead log back into the database file from a worker thread, so the event loop never
 * waits for it. SQLite's own automatic checkpoint runs inside the commit that crosses 1,000 pages of log and
 * flushes the file to disk there: on this kind of disk that commit took tens of milliseconds, every request
 * of the turn waited behind it, and it was the p99 of the score route (issue 24). A PASSIVE checkpoint on
 * another connection takes no lock a writer needs, so commits go on while it copies and flushes.
 */
export interface WalCheckpointer {
  /** Stops the worker and closes its connection (before the main connection closes, so that close truncates the log). */
  stop(): Promise<void>;
}

/** Often enough that the log stays a few megabytes under the heaviest load we measured. */
const INTERVAL_MS = 200;

// CommonJS, run with `eval`: the bundled server has no separate file to point a worker at. The driver's path
// comes from the main thread, which resolves it as its own import does.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or briefly unreadable: the next turn copies what this one did not.
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.postMessage('stopped');
});
`;

/**
 * Starts the worker for a database file already in WAL mode; undefined where no thread can start. The caller
 * turns SQLite's own checkpoints off while the worker runs, and `onFailure` on again if it dies.
 */
export function startWalCheckpointer(file: string, onFailure: () => void): WalCheckpointer | undefined {
  let worker: Worker;
  try {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, intervalMs: INTERVAL_MS } });
  } catch {
    return undefined;
  }
  // Never what keeps a process alive: a tool that forgets to close its database still exits.
  worker.unref();
  let stopping: Promise<void> | undefined;
  const ended = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      if (!stopping) onFailure();
      resolve();
    });
    // An 'exit' follows every 'error'.
    worker.once('error', () => undefined);
  });
  return {
    stop() {
      stopping ??= (async () => {
        worker.postMessage('stop');
        const stopped = new Promise<void>((resolve) => worker.once('message', () => resolve()));
        await Promise.race([stopped, ended]);
        await worker.terminate();
      })();
      return stopping;
    },
  };
}
