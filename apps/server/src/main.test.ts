import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './config.ts';
import { freePort } from './testing/test-server.ts';

const entry = path.join(repoRoot, 'apps/server/src/main.ts');
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
    child.once('exit', (code) =>
      resolve({ code, stdout, stderr: stderr.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm ')) }),
    ),
  );
}

/** A web build as `npm run build` leaves it, reduced to what the server reads. */
function fakeBuild(): string {
  const dir = tempDir();
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Jeux du Jour</title>');
  fs.writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ version: '0.9.0', commit: null, date: null, dirty: false }));
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
    expect(result.stderr).toEqual(['Configuration invalide : PORT vaut « abc », attendu un numéro de port de 0 à 65535']);
    expect(result.stdout.trim()).toBe('');
    expect(fs.existsSync(path.join(typedIn, 'donnees'))).toBe(false);
  });

  it('refuses to start without a web build, and says how to make one', async () => {
    const webDist = tempDir();
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: repoRoot,
      env: { ...process.env, WEB_DIST: webDist, DATA_DIR: tempDir(), PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const result = await finished(child);
    expect(result.code).toBe(1);
    expect(result.stderr).toEqual([`Aucune application web construite dans ${webDist} : lancez « npm run build », puis redémarrez.`]);
  });

  it('drains on SIGTERM: a request in flight gets its answer, new connections are refused, then it exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
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
