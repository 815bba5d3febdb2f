import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { useCompiledCommand } from './testing/compiled-command.ts';
import { databaseTargets, freePort } from './testing/test-server.ts';

// main.ts compiled as `npm run build` compiles it for production (and started in a fraction of tsx's time).
const compiled = useCompiledCommand('apps/server/src/main.ts');
const temporary: string[] = [];
const tempDir = (under = os.tmpdir()) => {
  fs.mkdirSync(under, { recursive: true });
  const dir = fs.mkdtempSync(path.join(under, 'jdj-main-'));
  temporary.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

interface Finished {
  code: number | null;
  stdout: string;
  /** stderr without npm's own notices. */
  stderr: string[];
}

function finished(child: ChildProcess): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, stdout, stderr: stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm ')) })),
  );
}

/** A web build as `npm run build` leaves it, reduced to what the server reads. */
function fakeBuild(): string {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Jeux du Jour</title>');
  fs.writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ version: '0.9.0', commit: null, date: null, dirty: false }));
  // Readable by a service account too (mkdtemp makes it private to its owner).
  fs.chmodSync(dir, 0o755);
  return dir;
}

describe('the server process, as operators start it', () => {
  it('stops on a bad setting with one French line and exit code 1, before building the web app or opening anything', async () => {
    // `npm start` typed in a folder of the repository, with a relative DATA_DIR.
    const typedIn = tempDir(path.join(repoRoot, 'data'));
    const child = spawn('npm', ['start', '--silent'], {
      cwd: typedIn,
      env: { ...process.env, PORT: 'abc', DATA_DIR: 'donnees' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const result = await finished(child);
    expect(result.code).toBe(1);
    expect(result.stderr).toEqual(['Configuration invalide : PORT vaut « abc », attendu un numéro de port de 0 à 65535']);
    expect(result.stdout.trim()).toBe('');
    expect(fs.existsSync(path.join(typedIn, 'donnees'))).toBe(false);
  });

  it('refuses to start without a web build, and says how to make one', async () => {
    const webDist = tempDir();
    const child = spawn(process.execPath, [compiled().entry], {
      cwd: repoRoot,
      env: { ...process.env, WEB_DIST: webDist, DATA_DIR: tempDir(), PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const result = await finished(child);
    expect(result.code).toBe(1);
    expect(result.stderr).toEqual([`Aucune application web construite dans ${webDist} : lancez « npm run build », puis redémarrez.`]);
  });

  it('drains on SIGTERM: a request in flight gets its answer, new connections are refused, then it exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [compiled().entry], {
      cwd: repoRoot,
      env: { ...process.env, WEB_DIST: fakeBuild(), DATA_DIR: tempDir(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exit = finished(child);
    await until(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok);

    // A request whose body is still on its way when the signal comes.
    const body = JSON.stringify({ game: 'sudoku' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk));
    const answered = new Promise((resolve) => socket.once('end', resolve));
    socket.write(`POST /api/scores HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    socket.write(body.slice(0, 5));

    child.kill('SIGTERM');
    await until(() => refused(port));
    socket.write(body.slice(5));
    // Answered in full (a French 400 for this half-empty score), told the connection closes, then closed.
    await answered;
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"code":400');
    expect((await exit).code).toBe(0);
  }, 60_000);
});

/** main.ts started as systemd starts it, with a fake build; resolves when it exits. */
function startMain(env: Record<string, string>, options: { uid?: number } = {}): Promise<Finished> {
  const child = spawn(process.execPath, [compiled().entry], {
    cwd: repoRoot,
    env: { ...process.env, WEB_DIST: fakeBuild(), DATA_DIR: tempDir(), PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid !== undefined ? { uid: options.uid, gid: options.uid } : {}),
  });
  return finished(child);
}

/** The JSON log lines of stdout; a line that is not JSON (a bare stack trace) fails the test. */
const logLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const postgres = databaseTargets().find((target) => target.name === 'postgres');

/**
 * Issue 23, findings 2 and 5: an unreachable database exited 1 (the configuration's code, so systemd never
 * retried) with an English stack trace; a read-only DATA_DIR ended in « unable to open database file »
 * without its path. Exit codes now say what to do: 1 fix the configuration, 75 try again.
 */
describe('start-up problems, as an operator reads them', () => {
  it('waits for an unreachable database, then stops with one French line and exit code 75 (systemd tries again)', async () => {
    const closed = await freePort();
    const result = await startMain({ DATABASE_URL: `postgres://jeux:Sesame42@127.0.0.1:${closed}/jeux`, DATABASE_WAIT_SECONDS: '2' });
    expect(result.code).toBe(75);
    expect(result.stderr).toHaveLength(1);
    expect(result.stderr[0]).toMatch(
      new RegExp(
        `^Base de données injoignable \\(127\\.0\\.0\\.1:${closed}/jeux : connexion refusée\\) après \\d+ s d’attente : vérifiez que PostgreSQL tourne`,
      ),
    );
    // Meanwhile the journal says it is waiting (JSON warnings, no stack), and never the password.
    const waits = logLines(result.stdout).filter((line) => line.msg === 'database unreachable at start, trying again');
    expect(waits.length).toBeGreaterThanOrEqual(2);
    expect(result.stdout).not.toContain('"stack"');
    expect(result.stdout + result.stderr.join('\n')).not.toContain('Sesame42');
  });

  it.skipIf(!postgres)(
    'stops at once with exit code 1 when the database refuses the settings: wrong password, missing database',
    async () => {
      const url = new URL(postgres!.url!);
      const wrongPassword = new URL(url);
      wrongPassword.password = 'pas-le-bon';
      const refused = await startMain({ DATABASE_URL: wrongPassword.toString() });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toEqual([`Base de données ${url.host}${url.pathname} : connexion refusée (utilisateur ou mot de passe) ; vérifiez DATABASE_URL`]);

      const missing = new URL(url);
      missing.pathname = '/jdj_base_absente';
      const absent = await startMain({ DATABASE_URL: missing.toString() });
      expect(absent.code).toBe(1);
      expect(absent.stderr).toEqual([`Base de données ${url.host}/jdj_base_absente introuvable : créez-la (createdb) ou corrigez DATABASE_URL`]);
    },
    60_000,
  );

  it('names a DATA_DIR it cannot write in one French line, exit code 1', async () => {
    const dataDir = tempDir();
    // Root writes anywhere: the process runs as "nobody" then, as a service account would.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) fs.chmodSync(dataDir, 0o755);
    else fs.chmodSync(dataDir, 0o555);
    const result = await startMain({ DATA_DIR: dataDir }, asRoot ? { uid: 65534 } : {});
    expect(result.code).toBe(1);
    expect(result.stderr).toEqual([
      `DATA_DIR inutilisable : impossible d’ouvrir la base SQLite ${path.join(dataDir, 'portail.sqlite')} en écriture (SQLITE_CANTOPEN) ; donnez au processus le droit d’écrire dans ${dataDir} ou choisissez un autre DATA_DIR`,
    ]);
  });

  it('refuses, in one French line and exit code 1, a database an upgrade already migrated further', async () => {
    const dataDir = tempDir();
    const database = openDatabase({ sqliteFile: path.join(dataDir, 'portail.sqlite') });
    await migrateToLatest(database.db);
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('0099-version-future', ${new Date().toISOString()})`.execute(database.db);
    await database.close();

    const result = await startMain({ DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toEqual([
      'Base de données migrée par une version plus récente (migration 0099-version-future inconnue de la version 0.9.0) : revenir à une version antérieure est impossible ; lancez la version récente, ou restaurez la sauvegarde faite avant la mise à jour',
    ]);
  });
});

async function until(check: () => Promise<boolean>, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition not met in time');
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });
}
