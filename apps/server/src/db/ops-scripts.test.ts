import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { databaseTargets, startTestServer } from '../testing/test-server.ts';

/**
 * The backup and restore scripts of ops/ as an operator runs them, on what goes wrong at 3 a.m.: a backup path
 * with a typo, an empty or damaged file, a file of something else, a server left running. Only a valid backup
 * of this portal, with every server stopped, replaces the database; everything else is refused in French and
 * leaves the database as it was (issue 35: a missing path used to install an empty database and say « restauré »).
 */
const exec = promisify(execFile);
const script = (name: string) => path.join(repoRoot, 'ops', name);

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

async function run(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Outcome> {
  try {
    const { stdout, stderr } = await exec(script(name), args, { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const sqlite = (file: string, statement: string) => exec('sqlite3', [file, statement]).then(({ stdout }) => stdout.trim());

describe.each(databaseTargets().filter((t) => t.name === 'sqlite'))('ops/ scripts on SQLite', (target) => {
  let work: string;
  let live: string;
  let backup: string;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-ops-'));
    const dataDir = path.join(work, 'data');
    live = path.join(dataDir, 'portail.sqlite');
    const server = await startTestServer(target, { dataDir, keepData: true, puzzleWindow: { pastDays: 0, futureDays: 0 } });
    await server.stop();
    backup = path.join(work, 'sauvegarde.sqlite');
    expect((await run('backup-sqlite.sh', [live, backup])).code).toBe(0);
    // Something only the live base holds: a restore would replace it.
    await sqlite(live, "UPDATE provider SET name = 'Avant restauration' WHERE slug = 'default'");
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  const liveName = () => sqlite(live, "SELECT name FROM provider WHERE slug = 'default'");

  async function expectRefused(copy: string, reason: RegExp) {
    const outcome = await run('restore-sqlite.sh', [copy, live]);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(/^restauration refusée, rien n'a été remplacé : /);
    expect(outcome.stderr).toMatch(reason);
    expect(outcome.stdout).toBe('');
    expect(await liveName()).toBe('Avant restauration');
    expect(fs.readdirSync(path.dirname(live)).filter((name) => name.includes('restauration'))).toEqual([]);
  }

  it('refuses a backup path that does not exist, an empty file, a damaged one and a file of something else', async () => {
    await expectRefused(path.join(work, 'sauvegarde-du-24.sqlite'), /n'existe pas/);
    const empty = path.join(work, 'vide.sqlite');
    fs.writeFileSync(empty, '');
    await expectRefused(empty, /est vide/);
    const damaged = path.join(work, 'abimee.sqlite');
    fs.writeFileSync(damaged, fs.readFileSync(backup).subarray(0, 5000));
    await expectRefused(damaged, /corrompue|pas une base SQLite lisible/);
    const notSqlite = path.join(work, 'notes.sqlite');
    fs.writeFileSync(notSqlite, 'Liste des courses : pain, lait.\n'.repeat(200));
    await expectRefused(notSqlite, /pas une base SQLite lisible/);
    const foreign = path.join(work, 'autre.sqlite');
    await sqlite(foreign, "CREATE TABLE recette (nom TEXT); INSERT INTO recette VALUES ('far breton')");
    await expectRefused(foreign, /pas une base du portail/);
  });

  it('refuses a portal database without any provider: an emptied base never replaces the live one', async () => {
    const emptied = path.join(work, 'videe.sqlite');
    fs.copyFileSync(backup, emptied);
    await sqlite(emptied, 'PRAGMA foreign_keys = OFF; DELETE FROM provider');
    await expectRefused(emptied, /aucun fournisseur/);
  });

  it('refuses while a server has the database open, and restores once it is stopped, keeping the old base whole', async () => {
    const server = await startTestServer(target, { dataDir: path.dirname(live), keepData: true, puzzleWindow: { pastDays: 0, futureDays: 0 } });
    try {
      await expectRefused(backup, /a la base ouverte : arrêtez d'abord tous les serveurs/);
    } finally {
      await server.stop();
    }
    const restored = await run('restore-sqlite.sh', [backup, live]);
    expect(restored.code).toBe(0);
    const kept = /l'ancienne base est dans (\S+)\)$/.exec(restored.stdout.trim())?.[1];
    expect(kept).toBeDefined();
    expect(await liveName()).not.toBe('Avant restauration');
    // The old base opens on its own with what it held, its journal folded in.
    expect(await sqlite(kept!, "SELECT name FROM provider WHERE slug = 'default'")).toBe('Avant restauration');
    expect(fs.existsSync(`${live}.restauration-en-cours`)).toBe(false);
  });

  it('writes no backup file when the backup fails, so the next attempt is not blocked', async () => {
    const nowhere = path.join(work, 'dossier-absent', 'copie.sqlite');
    const failed = await run('backup-sqlite.sh', [live, nowhere]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^sauvegarde échouée, aucune copie écrite : /);
    expect(fs.existsSync(path.dirname(nowhere))).toBe(false);
    const missing = await run('backup-sqlite.sh', [path.join(work, 'absente.sqlite'), path.join(work, 'copie.sqlite')]);
    expect(missing.stderr).toMatch(/base introuvable/);
    expect(fs.existsSync(path.join(work, 'copie.sqlite'))).toBe(false);
  });
});

describe.each(databaseTargets().filter((t) => t.name === 'postgres'))('ops/ scripts on PostgreSQL', (target) => {
  const suffix = randomUUID().slice(0, 8);
  const [liveDb, freshDb] = [`jdj_ops_${suffix}`, `jdj_ops_fresh_${suffix}`];
  const urlOf = (db: string) => Object.assign(new URL(target.url!), { pathname: `/${db}` }).toString();
  const admin = new pg.Client({ connectionString: target.url });
  let work: string;
  let dump: string;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-ops-pg-'));
    await admin.connect();
    await admin.query(`CREATE DATABASE ${liveDb}`);
    const server = await startTestServer(
      { name: 'postgres', url: urlOf(liveDb) },
      { schema: 'public', keepData: true, puzzleWindow: { pastDays: 0, futureDays: 0 } },
    );
    await server.stop();
    dump = path.join(work, 'jeux.dump');
    const made = await run('backup-postgres.sh', [dump], { ...process.env, DATABASE_URL: urlOf(liveDb) });
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
  }, 60_000);
  afterAll(async () => {
    for (const db of [liveDb, freshDb]) await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const restoreInto = (db: string, file: string) => run('restore-postgres.sh', [file], { ...process.env, DATABASE_URL: urlOf(db) });

  it('leaves no file behind a failed backup, and says why in French', async () => {
    const target = path.join(work, 'echec.dump');
    const failed = await run('backup-postgres.sh', [target], { ...process.env, DATABASE_URL: urlOf(`jdj_absente_${suffix}`) });
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^sauvegarde échouée, aucun fichier écrit : pg_dump n'a pas pu lire la base/);
    expect(fs.readdirSync(work).filter((name) => name.startsWith('echec'))).toEqual([]);
  });

  it('refuses a missing, empty, damaged or foreign dump, a database that is not empty, and one a server uses', async () => {
    await admin.query(`CREATE DATABASE ${freshDb}`);
    const refused = async (db: string, file: string, reason: RegExp) => {
      const outcome = await restoreInto(db, file);
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toMatch(/^restauration refusée, rien n'a été changé : /);
      expect(outcome.stderr).toMatch(reason);
    };
    await refused(freshDb, path.join(work, 'jeux-du-24.dump'), /n'existe pas/);
    const empty = path.join(work, 'vide.dump');
    fs.writeFileSync(empty, '');
    await refused(freshDb, empty, /est vide/);
    const damaged = path.join(work, 'abime.dump');
    fs.writeFileSync(damaged, 'PGDMP pas vraiment');
    await refused(freshDb, damaged, /pas une sauvegarde de pg_dump lisible/);
    await refused(liveDb, dump, /n'est pas vide/);
    // A server connected to the new base (as the pool names its connections): it would serve a half-restored base.
    const serverConnection = new pg.Client({ connectionString: urlOf(freshDb), application_name: 'jeux-du-jour' });
    await serverConnection.connect();
    try {
      await refused(freshDb, dump, /1 connexion\(s\) d'un serveur du portail/);
    } finally {
      await serverConnection.end();
    }
    const restored = await restoreInto(freshDb, dump);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const providers = new pg.Client({ connectionString: urlOf(freshDb) });
    await providers.connect();
    try {
      expect(Number((await providers.query('SELECT count(*) AS n FROM provider')).rows[0].n)).toBeGreaterThan(0);
    } finally {
      await providers.end();
    }
  }, 60_000);
});
