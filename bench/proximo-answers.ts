/**
 * What a Proximo guess costs the server (issue 13: ≤ 2 ms median): the list lookup alone, the whole
 * service (rate-limit counts, the day's row, the lookup) and the HTTP round trip of one guess at a time, on
 * a real server with its SQLite file and today's real list. Prints figures; asserts nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NO_BRAND, NO_PROVIDER_LEGAL } from '@jdj/api';
import { dateInTimeZone, getGameModule, MAIN_STREAM, type ProximoRecord } from '@jdj/puzzles';
import { createLogger, loadConfig, startServer } from '@jdj/server';
import { answerQuestion, warmFrenchWords } from '../apps/server/src/services/answers.ts';
import { newPlayOwner, startPlay } from '../apps/server/src/services/plays.ts';
import { wholePuzzle } from '../apps/server/src/services/puzzle-cache.ts';
import { median, ms, p95, timeRuns } from './lib/stats.ts';

const BUDGET_MS = 2;
const RUNS = Number(process.env.PROXIMO_BENCH_RUNS ?? 2000);
/** Questions per made-up player (each its own play), well under a play's limit. */
const PER_PLAYER = 100;

/** A mix a player types: list words (some as plurals or in capitals), the target, words far from it. */
function guesses(record: ProximoRecord): string[] {
  const listed = record.words.filter((_, i) => i % 37 === 0);
  const variants = listed.flatMap((w) => [w, `${w}s`, w.toUpperCase()]);
  return [...variants, record.target, 'zorglub', 'ornithorynque', 'trottinette', 'parapluie'].filter((w) => w.length <= 20);
}

const line = (label: string, times: number[]) =>
  console.log(`  ${label.padEnd(44)} médiane ${ms(median(times))}  p95 ${ms(p95(times))}  ratio/budget ${(median(times) / BUDGET_MS).toFixed(2)}`);

export async function runProximoAnswerBench(): Promise<void> {
  console.log(`\n## Proximo : une proposition répondue par le serveur (${RUNS} essais ; budget ${BUDGET_MS} ms médiane)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-bench-proximo-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', TRUST_PROXY: '1', WEB_DIST: path.join(dataDir, 'no-web') }),
    port: 0,
    host: '127.0.0.1',
  };
  const server = await startServer(config, { logger: createLogger('silent'), puzzleWindow: { pastDays: 0, futureDays: 0 } });
  try {
    const module = getGameModule('proximo')!;
    const today = dateInTimeZone(new Date(), 'Europe/Paris');
    const db = server.database.db;
    const record = (await wholePuzzle(db, MAIN_STREAM, module, today))!.puzzle as ProximoRecord;
    const words = guesses(record);
    const move = (i: number) => ({ type: 'guess', word: words[i % words.length] });

    // Proximo's French words (dictionary, Grammalecte's extra words, conjugations: issue 40), read once a process.
    const heapBefore = process.memoryUsage().heapUsed;
    const readStart = performance.now();
    warmFrenchWords();
    console.log(
      `  ${'lecture des mots français (une fois)'.padEnd(44)} ${ms(performance.now() - readStart)}  +${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(0)} Mo`,
    );

    line(
      'recherche dans la liste (module seul)',
      timeRuns(RUNS, (i) => module.questions!.answer(record, move(i) as never)),
    );

    const provider = {
      id: 'bench',
      slug: 'default',
      name: 'Banc',
      features: [],
      feedback_url: null,
      share_url: null,
      timezone: 'Europe/Paris',
      stream: MAIN_STREAM,
      games: [],
      legal: NO_PROVIDER_LEGAL,
      brand: NO_BRAND,
    };
    // A made-up player with its key and its play of the day, started as POST /api/plays does.
    const newPlayer = async () => {
      const localUserId = randomUUID();
      const localUserKey = randomBytes(24).toString('hex');
      const startToken = await startPlay(db, 'proximo', today, newPlayOwner({ localUserId, localUserKey })!);
      return { localUserId, localUserKey, startToken };
    };
    let player = await newPlayer();
    const service: number[] = [];
    for (let i = 0; i < RUNS + 20; i++) {
      if (i % PER_PLAYER === 0) player = await newPlayer();
      const started = performance.now();
      await answerQuestion(db, module, today, today, move(i), { ...player, address: `10.0.${i % 250}.1`, provider, debugAnswers: false });
      if (i >= 20) service.push(performance.now() - started);
    }
    line('service complet (limite, partie comptée, jour, liste)', service);

    const http: number[] = [];
    const url = `http://127.0.0.1:${server.port}/api/games/proximo/puzzles/${today}/answers`;
    for (let i = 0; i < RUNS + 20; i++) {
      if (i % PER_PLAYER === 0) player = await newPlayer();
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${i % 250}.1`, 'x-local-user-key': player.localUserKey },
        body: JSON.stringify({ move: move(i), local_user_id: player.localUserId, start_token: player.startToken }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`guess answered ${response.status}`);
      if (i >= 20) http.push(performance.now() - started);
    }
    line('aller-retour HTTP, une proposition à la fois', http);

    // The same client and server answering their lightest route: what HTTP itself costs here.
    const health: number[] = [];
    for (let i = 0; i < RUNS + 20; i++) {
      const started = performance.now();
      await (await fetch(`http://127.0.0.1:${server.port}/api/health`)).arrayBuffer();
      if (i >= 20) health.push(performance.now() - started);
    }
    line('référence : aller-retour GET /api/health', health);
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
