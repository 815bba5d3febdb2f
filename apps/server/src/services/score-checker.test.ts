import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addDays, toMoveColumns } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../../build/bundle.mjs';
import { repoRoot } from '../config.ts';
import { createLogger } from '../logger.ts';
import { contentDay } from '../testing/content-day.ts';
import { storedDay, winningDays } from '../testing/winning-days.ts';
import { inlineScoreChecker, type ScoreChecker, workerScoreChecker } from './score-checker.ts';

const days = winningDays();
const quiet = createLogger('silent');
const bodyOf = (game: string, log: object) =>
  JSON.stringify({
    game,
    date: '2026-12-07',
    local_user_id: randomUUID(),
    score: 600,
    played_at: '2026-12-07T08:00:00.000Z',
    client_play_id: randomUUID(),
    ...log,
  });

// The worker as production runs it: compiled by the server's build (no TypeScript in a worker thread).
let outDir: string;
let checker: ScoreChecker;
beforeAll(async () => {
  fs.mkdirSync(path.join(repoRoot, 'node_modules/.cache'), { recursive: true });
  outDir = fs.mkdtempSync(path.join(repoRoot, 'node_modules/.cache/jdj-score-worker-'));
  checker = workerScoreChecker(pathToFileURL(await bundleServer(outDir, 'apps/server/src/score-worker.ts')), quiet);
}, 60_000);
afterAll(async () => {
  await checker.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('scores checked on the worker thread', () => {
  it('answers every game exactly as the main thread does: the fields, the replay and the packed bytes', async () => {
    for (const day of days) {
      for (const text of [bodyOf(day.slug, { moves: day.log }), bodyOf(day.slug, { move_columns: toMoveColumns(day.log) })]) {
        expect(await checker.read(text)).toEqual(await inlineScoreChecker.read(text));
        const [onWorker, onMain] = [await checker.judge(text, day.slug, day.stored), await inlineScoreChecker.judge(text, day.slug, day.stored)];
        if (!onWorker.ok || !onMain.ok) throw new Error(`${day.slug}: ${JSON.stringify(onWorker)}`);
        expect(onWorker.value.replay).toEqual(onMain.value.replay);
        expect(Buffer.from(onWorker.value.packed).equals(Buffer.from(onMain.value.packed))).toBe(true);
      }
    }
  });

  it('hands each packed log over in a buffer of its own size, not a view on the worker’s 8 kB pool', async () => {
    // A message copies a view's whole buffer: 8 kB per score outside V8's heap, which under load started a
    // full collection every few seconds on the main thread, the scores' p99 (issue 36).
    for (const day of days) {
      const judged = await checker.judge(bodyOf(day.slug, { move_columns: toMoveColumns(day.log) }), day.slug, day.stored);
      if (!judged.ok) throw new Error(`${day.slug}: ${JSON.stringify(judged)}`);
      expect(judged.value.packed.byteLength).toBeGreaterThan(0);
      expect(judged.value.packed.buffer.byteLength).toBe(judged.value.packed.byteLength);
    }
  });

  it('gives the same French refusals, and answers many scores at once each with its own', async () => {
    const sudoku = days.find((day) => day.slug === 'sudoku')!;
    const texts = [
      '{"game":',
      bodyOf('sudoku', {}),
      bodyOf('sudoku', { moves: [{ move: { nonsense: true }, at: 1 }] }),
      bodyOf('sudoku', { moves: sudoku.log }),
    ];
    const onWorker = await Promise.all(texts.map((text) => checker.judge(text, 'sudoku', sudoku.stored)));
    const onMain = await Promise.all(texts.map((text) => inlineScoreChecker.judge(text, 'sudoku', sudoku.stored)));
    expect(onWorker.map((answer) => (answer.ok ? 'won' : answer.message))).toEqual(onMain.map((answer) => (answer.ok ? 'won' : answer.message)));
    expect(onWorker.map((answer) => answer.ok)).toEqual([false, false, false, true]);
  });

  it('replays a replaced day on its new puzzle, not the copy it held', async () => {
    const sudoku = days.find((day) => day.slug === 'sudoku')!;
    const text = bodyOf('sudoku', { moves: sudoku.log });
    expect((await checker.judge(text, 'sudoku', sudoku.stored)).ok).toBe(true);
    // The same day replaced by an editor: another grid, parsed again (a new version), where this log is refused.
    const other = storedDay('sudoku', addDays(contentDay(), 1))!;
    const replaced = { ...other, key: sudoku.stored.key };
    const answer = await checker.judge(text, 'sudoku', replaced);
    expect(answer.ok).toBe(false);
    expect(answer).toEqual(await inlineScoreChecker.judge(text, 'sudoku', replaced));
  });
});

describe('a score worker that stops', () => {
  it('fails the scores it held (the app sends them again) and checks later ones on the main thread', async () => {
    // A worker that dies on its first message, as a bug would take it down.
    const dying = workerScoreChecker(
      new URL(
        `data:text/javascript,${encodeURIComponent("import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => process.exit(3));")}`,
      ),
      quiet,
    );
    const sudoku = days.find((day) => day.slug === 'sudoku')!;
    const text = bodyOf('sudoku', { moves: sudoku.log });
    await expect(dying.read(text)).rejects.toThrow(/score worker stopped/);
    expect(await dying.read(text)).toEqual(await inlineScoreChecker.read(text));
    expect((await dying.judge(text, 'sudoku', sudoku.stored)).ok).toBe(true);
    await dying.close();
  });
});
