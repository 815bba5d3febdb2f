/**
 * The reminders' job (issue 39): 100,000 subscriptions due at the same minute, sent by one process as the
 * server's job sends them (services/reminders/reminder-job.ts: the due rows read by rounds, the day's scores
 * of each round's players, the messages encrypted with web-push and posted) to a push service on this
 * machine, which runs in a thread of its own and answers 201 as Google's does. Goal: all sent within the
 * minute they are due. The morning's worst case: nobody has played yet (every one is sent), half the players
 * keep a streak the message names.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { addDays, dateInTimeZone } from '@jdj/puzzles';
import type { Kysely } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { Database } from '../apps/server/src/db/schema.ts';
import { seedCatalogue } from '../apps/server/src/db/seed.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { readCatalogue } from '../apps/server/src/services/catalogue.ts';
import { WebPushSender } from '../apps/server/src/services/reminders/push-sender.ts';
import { sendDueReminders } from '../apps/server/src/services/reminders/reminder-job.ts';
import { nextReminderAt } from '../apps/server/src/services/reminders/reminder-time.ts';
import { VapidSigner, vapidKeysOf } from '../apps/server/src/services/reminders/vapid.ts';
import { benchDatabaseUrl, inFreshSchema } from './lib/bench-databases.ts';
import { recordGoal } from './lib/goals.ts';

const SUBSCRIPTIONS = Number(process.env.REMINDER_BENCH_SUBSCRIPTIONS ?? 100_000);
const GOAL_S = 60;
const HOUR = 9;
const ZONE = 'Europe/Paris';

/** The push service: counts what it takes, in a thread of its own (the other core). */
const PUSH_SERVICE = `
const http = require('node:http');
const { parentPort } = require('node:worker_threads');
let received = 0;
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => { received += 1; response.writeHead(201).end(); });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (m) => { if (m === 'count') parentPort.postMessage({ received }); if (m === 'stop') server.close(() => process.exit(0)); });
`;

async function startPushService(): Promise<{ url: string; received(): Promise<number>; stop(): Promise<void> }> {
  const worker = new Worker(PUSH_SERVICE, { eval: true });
  const port = await new Promise<number>((resolve) => worker.once('message', (m: { port: number }) => resolve(m.port)));
  return {
    url: `http://127.0.0.1:${port}`,
    received: () =>
      new Promise((resolve) => {
        worker.once('message', (m: { received: number }) => resolve(m.received));
        worker.postMessage('count');
      }),
    stop: async () => {
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}

/** The browsers' keys: a hundred pairs shared out (encrypting costs the same whichever key). */
function browserKeys(): { p256dh: string; auth: string }[] {
  return Array.from({ length: 100 }, () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
  });
}

/** 100,000 anonymous players, each with a subscription due at `due`, none played today, half on a 5-day streak. */
async function seed(db: Kysely<Database>, pushUrl: string, due: number, today: string): Promise<void> {
  const provider = await db.selectFrom('provider').select('id').where('slug', '=', 'default').executeTakeFirstOrThrow();
  const keys = browserKeys();
  const at = new Date().toISOString();
  const CHUNK = 1000;
  for (let start = 0; start < SUBSCRIPTIONS; start += CHUNK) {
    const players = Array.from({ length: Math.min(CHUNK, SUBSCRIPTIONS - start) }, (_, i) => ({ n: start + i, id: randomUUID(), local: randomUUID() }));
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('anonymous_user')
        .values(players.map((p) => ({ id: p.id, local_user_id: p.local, created_at: at, key_hash: null })))
        .execute();
      await trx
        .insertInto('push_subscription')
        .values(
          players.map((p) => ({
            id: randomUUID(),
            endpoint: `${pushUrl}/push/${p.local}`,
            ...keys[p.n % keys.length]!,
            provider_id: provider.id,
            user_id: null,
            local_user_id: p.local,
            daily: 1,
            weekly: 0,
            hour: HOUR,
            time_zone: ZONE,
            next_at: due,
            last_sent_at: null,
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();
      const scores = players.flatMap((p) => {
        const days = p.n % 2 === 0 ? [1, 2, 3, 4, 5] : [];
        return days.map((back) => {
          const date = addDays(today, -back);
          return {
            id: randomUUID(),
            game: 'sudoku',
            game_id: `sudoku_${date}`,
            puzzle_date: date,
            user_id: null,
            anonymous_user_id: p.id,
            provider_id: provider.id,
            score: 200,
            played_at: `${date}T06:00:00.000Z`,
            data: '{"won":true}',
            moves: '',
            moves_packed: null,
            client_play_id: randomUUID(),
            created_at: at,
            verified: 1,
            streak_day: 1,
            network: null,
            placed: 1,
            stream: 'europe',
          };
        });
      });
      for (let i = 0; i < scores.length; i += 500)
        await trx
          .insertInto('score')
          .values(scores.slice(i, i + 500))
          .execute();
    });
  }
}

async function measure(label: string, database: DatabaseHandle): Promise<void> {
  const push = await startPushService();
  try {
    const due = nextReminderAt(Date.now(), HOUR, ZONE);
    const today = dateInTimeZone(due, ZONE);
    const seeding = performance.now();
    await seed(database.db, push.url, due, today);
    console.log(
      `  ${label} : ${SUBSCRIPTIONS.toLocaleString('fr-FR')} abonnements dus à la même minute, remplis en ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );
    const sender = new WebPushSender(new VapidSigner(vapidKeysOf(randomBytes(32).toString('hex')), 'mailto:bench@exemple.fr'));
    const logger = createLogger('silent');
    const started = performance.now();
    const cpu = process.cpuUsage();
    const run = await sendDueReminders(database.db, { sender, catalogue: () => readCatalogue(database.db, logger, 'default'), now: () => due });
    const seconds = (performance.now() - started) / 1000;
    const spent = process.cpuUsage(cpu);
    const received = await push.received();
    const holds = seconds <= GOAL_S && run.failed === 0 && received === run.sent;
    console.log(
      `    envoyés ${run.sent.toLocaleString('fr-FR')} (reçus ${received.toLocaleString('fr-FR')}), déjà joué ${run.skipped.toLocaleString('fr-FR')}, échecs ${run.failed} — ` +
        `${seconds.toFixed(1)} s (${Math.round(SUBSCRIPTIONS / seconds).toLocaleString('fr-FR')} abonnements/s, CPU ${((spent.user + spent.system) / 1e6).toFixed(1)} s) ` +
        `objectif ${GOAL_S} s ${holds ? 'tenu' : 'NON TENU'} (ratio ${(seconds / GOAL_S).toFixed(2)})`,
    );
    recordGoal({ label: `rappels : 100 000 dus à la même minute (${label})`, figure: `${seconds.toFixed(1)} s`, target: `≤ ${GOAL_S} s`, holds });
  } finally {
    await push.stop();
  }
}

export async function runReminderBench(): Promise<void> {
  console.log(`\n## Rappels (issue 39) : ${SUBSCRIPTIONS.toLocaleString('fr-FR')} notifications dues à la même minute, un processus`);
  console.log(`  charge de la machine (moyenne sur 1 min) : ${os.loadavg()[0]!.toFixed(1)} pour ${os.cpus().length} cœurs`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-bench-reminders-'));
  try {
    const sqlite = openDatabase({ sqliteFile: path.join(dataDir, 'portail.sqlite') });
    try {
      await migrateToLatest(sqlite.db);
      await seedCatalogue(sqlite.db, { debugAnswers: false });
      await measure('SQLite', sqlite);
    } finally {
      await sqlite.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const url = benchDatabaseUrl();
  if (url) await inFreshSchema(url, 'bench_reminders', (database) => measure('PostgreSQL', database));
}
