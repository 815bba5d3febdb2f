import { describe, expect, it } from 'vitest';
import { databaseTargets, startTestServer } from '../testing/test-server.ts';

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
