import { typographyProblems } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer } from '../testing/test-server.ts';
import { migrateTo, migrateToLatest } from './migrate.ts';
import { DESCRIPTIONS } from './migrations/0022-catalogue-texts.ts';
import { GAME_SEEDS, PROVIDER_SEEDS } from './seed-data.ts';

describe('the seeded catalogue’s French (issue 40)', () => {
  it('keeps curly apostrophes, « … » and no-break spaces in every name and description', () => {
    const texts = [...GAME_SEEDS.flatMap((game) => [game.name, game.description]), ...PROVIDER_SEEDS.map((provider) => provider.name)];
    expect(texts.flatMap((text) => typographyProblems(text).map((problem) => `${problem} (${text})`))).toEqual([]);
  });

  it('describes Binero in its suns and moons, never in digits', () => {
    expect(GAME_SEEDS.find((game) => game.slug === 'binero')?.description).toMatch(/soleils et de lunes/);
    expect(GAME_SEEDS.find((game) => game.slug === 'binero')?.description).not.toMatch(/0|1|chiffre/);
  });
});

describe.each(databaseTargets())('first-start seeding on $name', (target) => {
  it('seeds once, and a restart neither duplicates rows nor overwrites what an operator changed', async () => {
    const first = await startTestServer(target, { keepData: true });
    const { db } = first.database;
    expect(await db.selectFrom('game').select('slug').execute()).toHaveLength(11);
    // No `demo` (it answers « Résoudre »): debug answers are off unless the operator turns them on.
    expect((await db.selectFrom('provider').select('slug').orderBy('slug').execute()).map((p) => p.slug)).toEqual(['default', 'partenaire']);
    await db.updateTable('game').set({ name: 'Sudoku du matin', color: '#123456' }).where('slug', '=', 'sudoku').execute();
    await db.updateTable('provider').set({ feedback_url: 'https://journal.example/avis' }).where('slug', '=', 'partenaire').execute();
    await first.close();

    const second = await startTestServer(target, { dataDir: first.dataDir, ...(first.schema ? { schema: first.schema } : {}) });
    try {
      const db2 = second.database.db;
      expect(await db2.selectFrom('game').select('slug').execute()).toHaveLength(11);
      expect(await db2.selectFrom('provider').select('slug').execute()).toHaveLength(2);
      const sudoku = await db2.selectFrom('game').selectAll().where('slug', '=', 'sudoku').executeTakeFirstOrThrow();
      expect(sudoku).toMatchObject({ name: 'Sudoku du matin', color: '#123456' });
      const partner = await db2.selectFrom('provider').selectAll().where('slug', '=', 'partenaire').executeTakeFirstOrThrow();
      expect(partner.feedback_url).toBe('https://journal.example/avis');
      expect(second.logs).toContainEqual(expect.objectContaining({ msg: 'database ready', gamesAdded: [], providersAdded: [] }));
    } finally {
      await second.stop();
    }
  });

  it('rewrites the descriptions a database still has as first seeded, and leaves an operator’s own (migration 0022)', async () => {
    const server = await startTestServer(target);
    try {
      const { db } = server.database;
      await migrateTo(db, '0020-content-streams');
      for (const { slug, before } of DESCRIPTIONS) await db.updateTable('game').set({ description: before }).where('slug', '=', slug).execute();
      await db.updateTable('game').set({ description: 'Le sudoku de la rédaction.' }).where('slug', '=', 'sudoku').execute();
      await migrateToLatest(db);
      const descriptions = new Map((await db.selectFrom('game').select(['slug', 'description']).execute()).map((g) => [g.slug, g.description]));
      expect(descriptions.get('binero')).toBe(GAME_SEEDS.find((game) => game.slug === 'binero')?.description);
      expect(descriptions.get('proximo')).toBe('Devinez le mot secret\u00a0: chaque essai vous dit à quel point vous en êtes proche.');
      expect(descriptions.get('sudoku')).toBe('Le sudoku de la rédaction.');
    } finally {
      await server.stop();
    }
  });

  it('seeds the demo provider only where debug answers are on (DEBUG_ANSWERS=1)', async () => {
    const server = await startTestServer(target, { env: { DEBUG_ANSWERS: '1' } });
    try {
      const slugs = (await server.database.db.selectFrom('provider').select('slug').orderBy('slug').execute()).map((p) => p.slug);
      expect(slugs).toEqual(['default', 'demo', 'partenaire']);
    } finally {
      await server.stop();
    }
  });
});
