import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './connection.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function freshFile(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-wal-'));
  folders.push(folder);
  return path.join(folder, 'jdj.sqlite');
}

async function writeRows(handle: DatabaseHandle, rows: number): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS filler (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(handle.db);
  // One commit per batch, as requests do: each batch appends its pages to the log.
  for (let batch = 0; batch < rows / 100; batch++) {
    await handle.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 100; i++) await sql`INSERT INTO filler (body) VALUES (${'x'.repeat(1000)})`.execute(trx);
    });
  }
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the SQLite write-ahead log', () => {
  it('is copied into the database file by the worker, not by a commit of the main connection', async () => {
    const file = freshFile();
    const handle = openDatabase({ sqliteFile: file, checkpointInBackground: true });
    try {
      const { rows } = await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(handle.db);
      expect(rows[0]!.wal_autocheckpoint).toBe(0);
      const before = fs.statSync(file).size;
      await writeRows(handle, 3000);
      // About 3 MB written: the database file grows while the process goes on, with no commit checkpointing.
      await until(() => fs.statSync(file).size > before + 2_000_000);
    } finally {
      await handle.close();
    }
  });

  it('is folded back and removed when the database closes, with every row kept', async () => {
    const file = freshFile();
    const handle = openDatabase({ sqliteFile: file, checkpointInBackground: true });
    await writeRows(handle, 500);
    await handle.close();
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    const again = openDatabase({ sqliteFile: file });
    try {
      const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM filler`.execute(again.db);
      expect(Number(rows[0]!.n)).toBe(500);
    } finally {
      await again.close();
    }
  });

  it('is checkpointed by SQLite itself for a short-lived tool, which starts no worker', async () => {
    const file = freshFile();
    const handle = openDatabase({ sqliteFile: file });
    try {
      // 0 while a worker checkpoints; SQLite's default otherwise.
      const { rows } = await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(handle.db);
      expect(rows[0]!.wal_autocheckpoint).toBe(1000);
      const before = fs.statSync(file).size;
      await writeRows(handle, 6000);
      // About 6 MB: the commit that crosses 1,000 pages (4 MB) of log copies them into the file itself.
      expect(fs.statSync(file).size).toBeGreaterThan(before + 2_000_000);
    } finally {
      await handle.close();
    }
  });
});
