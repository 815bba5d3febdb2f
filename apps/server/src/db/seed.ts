import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { GAME_SEEDS, PROVIDER_SEEDS } from './seed-data.ts';
import type { Database } from './schema.ts';

export interface SeedReport {
  gamesAdded: string[];
  providersAdded: string[];
}

/**
 * Installs the catalogue and the stock providers on first start. Rows are only ever
 * inserted when their slug is missing, so running it again never overwrites what an
 * operator changed (a renamed game, a provider's new feedback URL…).
 */
export async function seedCatalogue(db: Kysely<Database>, options: { debugAnswers: boolean }, now = new Date()): Promise<SeedReport> {
  const at = now.toISOString();
  const gamesAdded: string[] = [];
  const providersAdded: string[] = [];

  await db.transaction().execute(async (trx) => {
    for (const [position, game] of GAME_SEEDS.entries()) {
      const inserted = await trx
        .insertInto('game')
        .values({
          id: randomUUID(),
          slug: game.slug,
          name: game.name,
          route: `/${game.slug}`,
          description: game.description,
          color: game.color,
          logo: `/logos/${game.slug}.svg`,
          is_active: 1,
          joker_penalty: game.jokerPenalty,
          position,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) gamesAdded.push(game.slug);
    }

    // The demo provider answers « Résoudre »: only where the operator turned debug answers on.
    for (const provider of PROVIDER_SEEDS.filter((seed) => options.debugAnswers || !seed.debugOnly)) {
      const id = randomUUID();
      const inserted = await trx
        .insertInto('provider')
        .values({
          id,
          slug: provider.slug,
          name: provider.name,
          features: JSON.stringify(provider.features),
          games: JSON.stringify(provider.games),
          feedback_url: provider.feedbackUrl,
          share_url: provider.shareUrl,
          frame_ancestors: JSON.stringify(provider.frameAncestors ?? []),
          timezone: 'Europe/Paris',
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
      providersAdded.push(provider.slug);
      for (const hostname of provider.hostnames) {
        await trx
          .insertInto('provider_hostname')
          .values({ hostname, provider_id: id })
          .onConflict((oc) => oc.column('hostname').doNothing())
          .execute();
      }
    }
  });

  return { gamesAdded, providersAdded };
}
