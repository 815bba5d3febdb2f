import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { dateInTimeZone } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, EXTERNAL_PACKAGES } from '../build/bundle.mjs';
import { APP_VERSION, repoRoot } from './config.ts';
import { freePort } from './testing/test-server.ts';

// Production runs the server compiled to one JavaScript file (`npm run build`), not TypeScript through tsx.
// The build goes under node_modules/.cache, inside the checkout, where Node finds the npm packages the
// bundle leaves out, exactly as it does from apps/server/dist.
let outDir: string;
let entry: string;
const temporary: string[] = [];
beforeAll(async () => {
  fs.mkdirSync(path.join(repoRoot, 'node_modules/.cache'), { recursive: true });
  outDir = fs.mkdtempSync(path.join(repoRoot, 'node_modules/.cache/jdj-compiled-'));
  temporary.push(outDir);
  entry = await bundleServer(outDir);
}, 60_000);
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-compiled-'));
  temporary.push(dir);
  return dir;
};

/** Every module the bundle loads by name at run time: static and dynamic imports, requires, resolutions. */
function importedSpecifiers(code: string): string[] {
  const patterns = [
    /^import\s+(?:[^'"]*?\sfrom\s*)?["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
    // require(), __require() of the bundle, require2() (a local createRequire renamed), require.resolve()
    /[rR]equire\w*(?:\.resolve)?\(\s*["']([^"']+)["']\s*\)/g,
    /\)\.resolve\(\s*["']([^"']+)["']\s*\)/g,
  ];
  const found = patterns.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!));
  return [...new Set(found)].sort();
}

describe('the compiled server (apps/server/dist/main.js)', () => {
  it('loads no TypeScript and no tsx: from node_modules, only native addons and data files', () => {
    const specifiers = importedSpecifiers(fs.readFileSync(entry, 'utf8'));
    const fromNodeModules = specifiers.filter((specifier) => !specifier.startsWith('node:') && !builtinModules.includes(specifier));
    // The native addons left out of the bundle; the content package's folder (for its data/ files), the
    // French word list and the insult list a Proximo list is checked against, all read from disk.
    expect(fromNodeModules).toEqual(['@jdj/content/package.json', 'an-array-of-french-words', 'french-badwords-list/list.txt', ...EXTERNAL_PACKAGES].sort());
    expect(specifiers.filter((specifier) => /\.[mc]?tsx?$/.test(specifier) || specifier.startsWith('.'))).toEqual([]);
    // What `npm ci --omit=dev` installs is enough to run it (pg-native is pg's optional addon, loaded only if asked for).
    const dependencies = (workspace: string) =>
      Object.keys(
        (JSON.parse(fs.readFileSync(path.join(repoRoot, workspace, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies,
      );
    expect(dependencies('apps/server')).toEqual(expect.arrayContaining(['better-sqlite3', '@jdj/content']));
    expect(dependencies('packages/content')).toEqual(expect.arrayContaining(['an-array-of-french-words', 'french-badwords-list']));
  });

  it('comes with its score worker, which loads only the modules of Node itself', () => {
    const worker = path.join(outDir, 'score-worker.js');
    expect(importedSpecifiers(fs.readFileSync(worker, 'utf8')).filter((specifier) => !specifier.startsWith('node:'))).toEqual([]);
    expect(fs.readFileSync(worker, 'utf8')).not.toContain(repoRoot);
  });

  it('holds no absolute path of this checkout, so builds of one commit on two machines are the same bytes', () => {
    expect(fs.readFileSync(entry, 'utf8')).not.toContain(repoRoot);
  });

  it('starts with plain Node on a built tree, answers the health check and a game day, and replays scores on its worker', async () => {
    const webDist = tempDir();
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Jeux du Jour</title>');
    fs.writeFileSync(path.join(webDist, 'build.json'), JSON.stringify({ version: APP_VERSION, commit: null, date: null, dirty: false }));
    const port = await freePort();
    // No NODE_OPTIONS either: nothing may slip a TypeScript loader in.
    const { NODE_OPTIONS: _loader, ...env } = process.env;
    const child = spawn(process.execPath, [entry], {
      cwd: os.tmpdir(),
      env: { ...env, WEB_DIST: webDist, DATA_DIR: tempDir(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk));
    try {
      const base = `http://127.0.0.1:${port}`;
      await answering(child, `${base}/api/health`);
      expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ code: 200, data: { version: APP_VERSION } });
      const today = dateInTimeZone(new Date(), 'Europe/Paris');
      const day = await fetch(`${base}/api/games/sudoku/puzzles/${today}`);
      expect(day.status).toBe(200);
      expect(((await day.json()) as { data: { date: string } }).data.date).toBe(today);
      // A score whose first move the rules refuse: the refusal is the replay's, run on the worker thread.
      expect(log).toContain('"thread":"worker"');
      const score = await fetch(`${base}/api/scores`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'sudoku',
          date: today,
          local_user_id: crypto.randomUUID(),
          score: 300,
          played_at: new Date().toISOString(),
          moves: [{ move: { nonsense: true }, at: 1 }],
          client_play_id: crypto.randomUUID(),
        }),
      });
      expect(score.status).toBe(422);
      expect(((await score.json()) as { message: string }).message).toMatch(/^Coup n°1 invalide/);
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    }
  }, 90_000);
});

async function answering(child: ChildProcess, url: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk));
  const deadline = Date.now() + 80_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the compiled server exited (${child.exitCode}): ${stderr}`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the compiled server did not answer: ${stderr}`);
}
