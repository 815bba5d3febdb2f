/**
 * The unit suites again, on a day nobody chose: `npm run test:clock`.
 *
 * The system clock (libfaketime, Debian's `faketime`) is moved to a few minutes before the first Paris
 * daylight-saving change at least 400 days from now, in the Europe/Paris time zone, so the run crosses the
 * change while it lasts. A test with a date written into it, a background job sharing a test's clock, or an
 * expectation that holds only in winter time fails today, not on the day it would have turned red.
 * PostgreSQL is not under the fake clock, so these runs use SQLite (TEST_DATABASES=sqlite).
 */
import { spawnSync } from 'node:child_process';

const DAY_MS = 86_400_000;
const LEAD_MS = 3 * 60_000;

/** Paris changes its clocks at 01:00 UTC on the last Sunday of March and of October. */
function parisChangesOf(year: number): number[] {
  return [2, 9].map((month) => {
    const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
    return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
  });
}

export function shiftedStart(now: number, aheadDays = 400): number {
  const earliest = now + aheadDays * DAY_MS;
  const year = new Date(earliest).getUTCFullYear();
  const change = [...parisChangesOf(year), ...parisChangesOf(year + 1)].find((at) => at > earliest + LEAD_MS)!;
  return change - LEAD_MS;
}

function main(): void {
  const now = Date.now();
  const start = new Date(shiftedStart(now));
  // An offset, not a start time: every process the tests spawn shares one clock, and no local time is parsed.
  const stamp = `+${Math.round((start.getTime() - now) / 1000)}`;
  const probe = spawnSync('faketime', ['-f', stamp, 'true']);
  if (probe.error || probe.status !== 0) {
    process.stderr.write('faketime est introuvable : apt-get install -y faketime (les tests à horloge déplacée en ont besoin).\n');
    process.exit(1);
  }
  process.stdout.write(`Tests unitaires à l'horloge déplacée : ${start.toISOString()} (UTC), fuseau Europe/Paris, à cheval sur un changement d'heure.\n`);
  const env = { ...process.env, TZ: 'Europe/Paris', TEST_DATABASES: 'sqlite', FAKETIME_DONT_FAKE_MONOTONIC: '1' };
  const run = spawnSync('faketime', ['-f', stamp, 'npx', 'vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
  process.exit(run.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
