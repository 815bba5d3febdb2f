import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone, getGameModule, MAIN_STREAM } from '@jdj/puzzles';
import { contentKeyOf, decryptoCode } from '@jdj/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPuzzle } from '../services/daily-puzzles.ts';
import { storedMoves } from '../services/move-log-codec.ts';
import { replayMoves } from '../services/replay.ts';
import { useCompiledCommand } from '../testing/compiled-command.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { repoRoot } from '../config.ts';
import { winningPlay } from '../testing/winning-play.ts';

const run = promisify(execFile);
const compiled = useCompiledCommand('apps/server/src/cli/content.ts');

/**
 * Runs the command as an operator would, against its own data folder: compiled once for the file, to start in a
 * fraction of tsx's time (`npm run content` itself, through tsx, is run by the relative-folder test below).
 */
const content = (dataDir: string, ...args: string[]) => compiled().run(args, { DATA_DIR: dataDir, DATABASE_URL: '' });

// Each step starts the command as a new process: tests here run several in a row.
describe('the content command', { timeout: 90_000 }, () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-content-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('generates a range, finds nothing to redo and reports what is ready', async () => {
    const generated = await content(dataDir, 'generate', '--game', 'sudoku', '--from', '2030-01-01', '--to', '2030-01-03');
    expect(generated.code).toBe(0);
    expect(generated.stdout).toContain('sudoku : 3 grille(s) enregistrée(s) du 2030-01-01 au 2030-01-03');
    const again = await content(dataDir, 'generate', '--game', 'sudoku', '--from', '2030-01-01', '--days', '3');
    expect(again.stdout).toContain('sudoku : 0 grille(s)');

    const status = await content(dataDir, 'status');
    expect(status.stdout).toMatch(/sudoku : contenu généré sans limite, 3 jour\(s\) à venir prêt\(s\)/);
    expect(status.stdout).toMatch(/motamo : \d+ jour\(s\) de contenu, 0 jour\(s\) à venir prêt\(s\)/);
  });

  it('draws Decrypto codes with the server’s own secret (DATA_DIR/auth-secret): the days it stores are the server’s', async () => {
    const generated = await content(dataDir, 'generate', '--game', 'decrypto', '--from', '2030-02-01', '--days', '3');
    expect(generated.code).toBe(0);
    const secret = fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8').trim();
    const exported = await content(dataDir, 'export', '--game', 'decrypto', '--from', '2030-02-01', '--days', '3');
    const records = JSON.parse(exported.stdout) as { date: string; secretData: { code: string } }[];
    expect(records.map((r) => r.secretData.code)).toEqual(
      ['2030-02-01', '2030-02-02', '2030-02-03'].map((date) => decryptoCode(date, { contentKey: contentKeyOf(secret) })),
    );
  });

  it('says which word-game days have no content instead of storing empty days', async () => {
    const generated = await content(dataDir, 'generate', '--game', 'motamo', '--from', '2031-06-01', '--days', '2');
    expect(generated.stdout).toContain('motamo : 0 grille(s) enregistrée(s) du 2031-06-01 au 2031-06-02 — 2 jour(s) sans contenu planifié');
    const checked = await content(dataDir, 'check', '--game', 'motamo', '--from', '2031-06-01', '--days', '2');
    expect(checked.code).toBe(2);
    expect(checked.stdout).toContain('motamo 2031-06-01 : jour non planifié');
  });

  it('checks the word games of a planned window and prints the days of content left', async () => {
    const checked = await content(dataDir, 'check', '--from', '2026-12-01', '--days', '7');
    expect(checked.stdout).toMatch(/motamo : 7 jour\(s\) vérifié\(s\) du 2026-12-01 au 2026-12-07, 0 problème\(s\) ; \d+ jour\(s\) de contenu après le/);
    for (const game of ['anagrammo', 'melimelo', 'prefixo', 'synonymo', 'proximo', 'sudoku', 'sudolito', 'binero'])
      expect(checked.stdout).toContain(`${game} : 7 jour(s) vérifié(s)`);
    expect(checked.code).toBe(0);
  });

  it('lets an editor replace a published word-game day by hand when named, and refuses a definition that gives the answer', async () => {
    // A day already published whatever day the tests run (checked like every planned day from 2026-11-23 on).
    const published = '2026-11-24';
    expect((await content(dataDir, 'generate', '--game', 'motamo', '--from', published, '--days', '1')).stdout).toContain('motamo : 1 grille(s)');
    const out = path.join(dataDir, 'motamo.json');
    expect((await content(dataDir, 'export', '--game', 'motamo', '--from', published, '--days', '1', '--out', out)).code).toBe(0);
    const [day] = JSON.parse(fs.readFileSync(out, 'utf8')) as { publicData: { words: { word: string; definition: string }[] } }[];
    const first = day!.publicData.words[0]!;

    first.definition = `Tout est dans le mot ${first.word}`;
    fs.writeFileSync(out, JSON.stringify([day]));
    const leaked = await content(dataDir, 'import', out, '--replace-past', published);
    expect(leaked.code).toBe(2);
    expect(leaked.stderr).toContain(`révèle « ${first.word} »`);

    first.definition = 'Une définition réécrite à la main';
    fs.writeFileSync(out, JSON.stringify([day]));
    // Issue 23: --replace alone no longer rewrites a published day; the operator names it.
    const refused = await content(dataDir, 'import', out, '--replace');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`motamo ${published} : jour déjà publié, il reste tel quel (pour le remplacer quand même : --replace-past ${published})`);
    expect(refused.stderr).toContain('remplacement annulé : 1 jour(s) refusé(s), rien n’a été enregistré');
    expect((await content(dataDir, 'import', out, '--replace-past', published)).stdout).toContain('1 grille(s) enregistrée(s) sur 1');
    expect((await content(dataDir, 'check', '--game', 'motamo', '--from', published, '--days', '1')).code).toBe(0);
    const exported = await content(dataDir, 'export', '--game', 'motamo', '--from', published, '--days', '1');
    expect(exported.stdout).toContain('Une définition réécrite à la main');

    const moved = [{ ...day, date: '2026-11-25' }];
    fs.writeFileSync(out, JSON.stringify(moved));
    const misdated = await content(dataDir, 'import', out, '--replace');
    expect(misdated.code).toBe(2);
    expect(misdated.stderr).toContain(`motamo 2026-11-25 : date_to_play ${published} ne correspond pas au jour 2026-11-25`);
  });

  it('exports a range to JSON and imports an edited day back, refusing a broken file whole', async () => {
    const out = path.join(dataDir, 'export.json');
    expect((await content(dataDir, 'export', '--game', 'sudoku', '--from', '2030-01-01', '--to', '2030-01-02', '--out', out)).code).toBe(0);
    const records = JSON.parse(fs.readFileSync(out, 'utf8')) as { date: string; publicData: { board: number[][] } }[];
    expect(records.map((r) => r.date)).toEqual(['2030-01-01', '2030-01-02']);

    // An editor breaks one grid: a given that contradicts the solution.
    const broken = structuredClone(records);
    const board = broken[1]!.publicData.board;
    const row = board.findIndex((r) => r.some((v) => v !== 0));
    const col = board[row]!.findIndex((v) => v !== 0);
    board[row]![col] = (board[row]![col]! % 9) + 1;
    const brokenFile = path.join(dataDir, 'broken.json');
    fs.writeFileSync(brokenFile, JSON.stringify(broken));
    const refused = await content(dataDir, 'import', brokenFile, '--replace');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('sudoku 2030-01-02');
    expect(refused.stderr).toContain('rien n’a été enregistré');

    const moved = records.map((r) => ({ ...r, date: r.date.replace('2030-01', '2030-02') }));
    const movedFile = path.join(dataDir, 'moved.json');
    fs.writeFileSync(movedFile, JSON.stringify(moved));
    const imported = await content(dataDir, 'import', movedFile);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('2 grille(s) enregistrée(s) sur 2');

    // A day that names another date than its own (Decrypto's date_to_play) is refused like a word game's.
    const code = path.join(dataDir, 'decrypto.json');
    expect((await content(dataDir, 'export', '--game', 'decrypto', '--from', '2030-01-01', '--days', '1', '--out', code)).code).toBe(0);
    const [decryptoDay] = JSON.parse(fs.readFileSync(code, 'utf8')) as object[];
    fs.writeFileSync(code, JSON.stringify([{ ...decryptoDay, date: '2030-01-05' }]));
    const misdated = await content(dataDir, 'import', code);
    expect(misdated.code).toBe(2);
    expect(misdated.stderr).toContain('decrypto 2030-01-05 : date_to_play 2030-01-01 ne correspond pas au jour 2030-01-05');
  });

  it('explains its mistakes in French', async () => {
    expect((await content(dataDir, 'generate', '--game', 'pendu')).stderr).toContain('Jeu inconnu');
    expect((await content(dataDir, 'generate', '--from', '2030-02-31')).stderr).toContain('date AAAA-MM-JJ attendue');

    expect((await content(dataDir, 'danser')).stderr).toContain('Commande inconnue');
    expect((await content(dataDir, 'import', '/nulle/part.json')).stderr).toContain('lecture de /nulle/part.json impossible');
  });

  it('never chooses again a day already published', async () => {
    const refused = await content(dataDir, 'plan', '--replace-from', '2026-09-01');
    expect(refused.code).toBe(64);
    expect(refused.stderr).toMatch(/--replace-from : les jours avant le \d{4}-\d{2}-\d{2} sont publiés et gardent leurs mots/);
    expect((await content(dataDir, 'plan', '--replace-from', 'demain')).stderr).toContain('--replace-from : date AAAA-MM-JJ attendue');
  });

  it('reads and writes relative files in the folder `npm run content` was typed in', async () => {
    fs.mkdirSync(path.join(repoRoot, 'data'), { recursive: true });
    const typedIn = fs.mkdtempSync(path.join(repoRoot, 'data', 'jdj-content-cwd-'));
    const npm = (...args: string[]) =>
      run('npm', ['run', '--silent', 'content', '--', ...args], { cwd: typedIn, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    try {
      await npm('export', '--game', 'sudoku', '--from', '2030-03-01', '--days', '1', '--out', 'jour.json');
      expect(JSON.parse(fs.readFileSync(path.join(typedIn, 'jour.json'), 'utf8'))).toHaveLength(1);
      expect((await npm('import', 'jour.json')).stdout).toContain('grille(s) enregistrée(s) sur 1');
    } finally {
      fs.rmSync(typedIn, { recursive: true, force: true });
    }
  });

  it('stops on a bad setting with one French line', async () => {
    const bad = await compiled().run(['status'], { DATABASE_URL: 'mysql://x' });
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe(
      'Configuration invalide : DATABASE_URL attendu une adresse postgres://utilisateur:motdepasse@hote:5432/base (ou rien pour SQLite)',
    );
  });

  it('explains a bad range in French', async () => {
    expect((await content(dataDir, 'check', '--days', 'dix')).stderr).toContain('--days : nombre de jours de 1 à 9999 attendu');
    expect((await content(dataDir, 'check', '--days', '3', '--to', '2030-01-01')).stderr).toContain('--to et --days ne vont pas ensemble');
  });
});

/**
 * Issue 23, finding 3: on upgraded data `generate --replace` rewrote today and past days; today's Proximo
 * target changed and a player's score for the old one was then refused (422). Here a server and the command
 * share one database, as on a production machine.
 */
describe('the content command and the days players have started', { timeout: 120_000 }, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ name: 'sqlite' }, { keepData: true, puzzleWindow: { pastDays: 0, futureDays: 0 } });
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  const sendScore = async (date: string) => {
    const play = winningPlay('sudoku', date, { contentKey: server.contentKey })!;
    const res = await fetch(`${server.url}/api/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'sudoku',
        date,
        local_user_id: randomUUID(),
        score: play.score,
        played_at: new Date().toISOString(),
        moves: play.moves,
        client_play_id: randomUUID(),
      }),
    });
    return res.status;
  };

  it('never rewrites today nor a played day; scores of the published grid still arrive and still replay', async () => {
    const today = dateInTimeZone(new Date(), 'Europe/Paris');
    const tomorrow = addDays(today, 1);
    const before = await findPuzzle(server.database.db, MAIN_STREAM, 'sudoku', today);
    expect(await sendScore(today)).toBe(201);

    const refreshed = await content(server.dataDir, 'generate', '--game', 'sudoku', '--replace', '--from', today, '--days', '3');
    expect(refreshed.code).toBe(2);
    expect(refreshed.stderr).toContain(`sudoku ${today} : `);
    expect(refreshed.stderr).toContain('remplacement annulé : 1 jour(s) refusé(s), rien n’a été enregistré');

    // An editor's other grid for today, today named explicitly: refused all the same, players have scores on it.
    const file = path.join(server.dataDir, 'jour.json');
    expect((await content(server.dataDir, 'export', '--game', 'sudoku', '--from', addDays(today, 5), '--days', '1', '--out', file)).code).toBe(0);
    const [other] = JSON.parse(fs.readFileSync(file, 'utf8')) as object[];
    fs.writeFileSync(file, JSON.stringify([{ ...other, date: today }]));
    const named = await content(server.dataDir, 'import', file, '--replace-past', today);
    expect(named.code).toBe(2);
    expect(named.stderr).toContain(`sudoku ${today} : 1 score(s) déjà enregistré(s) pour ce jour : il reste tel quel`);

    // --replace-past is for published days only; a day to come is replaced with --replace.
    const future = await content(server.dataDir, 'generate', '--game', 'sudoku', '--from', tomorrow, '--days', '1', '--replace-past', tomorrow);
    expect(future.code).toBe(64);
    expect(future.stderr).toContain(`--replace-past : ${tomorrow} pas encore publié(s)`);
    const coming = await content(server.dataDir, 'generate', '--game', 'sudoku', '--replace', '--from', tomorrow, '--days', '2');
    expect(coming.code).toBe(0);
    expect(coming.stdout).toContain(`sudoku : 2 grille(s) enregistrée(s) du ${tomorrow}`);

    // Today's grid is the one players started: its stored score replays on it, and a late score is accepted.
    const stored = await findPuzzle(server.database.db, MAIN_STREAM, 'sudoku', today);
    expect(stored).toEqual(before);
    const module = getGameModule('sudoku')!;
    const puzzle = module.parse({ ...(stored!.publicData as object), ...(stored!.secretData as object) });
    const row = await server.database.db
      .selectFrom('score')
      .selectAll()
      .where('game', '=', 'sudoku')
      .where('puzzle_date', '=', today)
      .executeTakeFirstOrThrow();
    expect(puzzle.ok && replayMoves(module, puzzle.value, storedMoves(row))).toMatchObject({ ok: true, status: 'won' });
    expect(await sendScore(today)).toBe(201);
  });
});
