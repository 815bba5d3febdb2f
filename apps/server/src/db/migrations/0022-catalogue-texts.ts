import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// The games' descriptions in French typography, and Binero's in its suns and moons (issue 40): each is changed
// only where it still reads as first seeded, so a description an operator rewrote stays theirs.
const NB = '\u00a0';
export const DESCRIPTIONS: readonly { slug: string; before: string; after: string }[] = [
  {
    slug: 'melimelo',
    before: 'Cinq mots aux lettres mélangées, du plus simple au plus corsé : démêlez-les tous.',
    after: `Cinq mots aux lettres mélangées, du plus simple au plus corsé${NB}: démêlez-les tous.`,
  },
  {
    slug: 'motamo',
    before: 'Enchaînez 5 mots : chacun commence par la dernière lettre du précédent.',
    after: `Enchaînez 5 mots${NB}: chacun commence par la dernière lettre du précédent.`,
  },
  {
    slug: 'sudoku',
    before: 'Le grand classique 9×9 : chaque chiffre une seule fois par ligne, colonne et carré.',
    after: `Le grand classique 9×9${NB}: chaque chiffre une seule fois par ligne, colonne et carré.`,
  },
  {
    slug: 'proximo',
    before: 'Devinez le mot secret : chaque essai vous dit à quel point vous en êtes proche.',
    after: `Devinez le mot secret${NB}: chaque essai vous dit à quel point vous en êtes proche.`,
  },
  {
    slug: 'binero',
    before: 'Remplissez la grille de 0 et de 1 sans jamais aligner trois chiffres identiques.',
    after: 'Remplissez la grille de soleils et de lunes sans jamais en aligner trois à la suite.',
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { slug, before, after } of DESCRIPTIONS) {
    await sql`UPDATE game SET description = ${after} WHERE slug = ${slug} AND description = ${before}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { slug, before, after } of DESCRIPTIONS) {
    await sql`UPDATE game SET description = ${before} WHERE slug = ${slug} AND description = ${after}`.execute(db);
  }
}
