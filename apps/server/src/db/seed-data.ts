import type { GameSlug } from '@jdj/puzzles';
import { GAME_SLUGS } from '@jdj/puzzles';
import type { ProviderFeature } from '@jdj/api';

export interface GameSeed {
  slug: GameSlug;
  name: string;
  description: string;
  color: string;
  /** Seconds per joker; null when the game has no joker. */
  jokerPenalty: number | null;
}

/**
 * The catalogue installed on first start. Where document 2 gives two readings of a colour
 * or a penalty, the choice is explained in docs/decisions.md.
 */
export const GAME_SEEDS: readonly GameSeed[] = [
  {
    slug: 'anagrammo',
    name: 'Anagrammo',
    description: 'Remettez les lettres dans l’ordre pour retrouver le mot du jour, avec un indice pour vous guider.',
    color: '#00479E',
    jokerPenalty: 10,
  },
  {
    slug: 'decrypto',
    name: 'Decrypto',
    description: 'Percez le code secret de 5 chiffres grâce aux indices donnés après chaque essai.',
    color: '#ff7675',
    jokerPenalty: 10,
  },
  {
    slug: 'melimelo',
    name: 'Melimelo',
    description: 'Cinq mots aux lettres mélangées, du plus simple au plus corsé : démêlez-les tous.',
    color: '#64aaff',
    jokerPenalty: 10,
  },
  {
    slug: 'motamo',
    name: 'Motamo',
    description: 'Enchaînez 5 mots : chacun commence par la dernière lettre du précédent.',
    color: '#005dce',
    jokerPenalty: 10,
  },
  {
    slug: 'numero',
    name: 'Numero',
    description: 'Videz la grille en associant les paires de chiffres égaux ou dont la somme fait 10.',
    color: '#55efc4',
    jokerPenalty: 10,
  },
  {
    slug: 'prefixo',
    name: 'Prefixo',
    description: 'Trouvez les 5 mots qui partagent le même préfixe, guidé par leurs définitions.',
    color: '#ff6a00',
    jokerPenalty: 30,
  },
  {
    slug: 'sudoku',
    name: 'Sudoku',
    description: 'Le grand classique 9×9 : chaque chiffre une seule fois par ligne, colonne et carré.',
    color: '#f1c40f',
    jokerPenalty: 30,
  },
  {
    slug: 'sudolito',
    name: 'Sudolito',
    description: 'Un sudoku express en 6×6, avec des blocs de 2 lignes sur 3 colonnes.',
    color: '#fed330',
    jokerPenalty: 30,
  },
  {
    slug: 'synonymo',
    name: 'Synonymo',
    description: 'Trouvez 3 synonymes du mot du jour, la première lettre vous est offerte.',
    color: '#35b000',
    jokerPenalty: 10,
  },
  {
    slug: 'proximo',
    name: 'Proximo',
    description: 'Devinez le mot secret : chaque essai vous dit à quel point vous en êtes proche.',
    color: '#9b59b6',
    jokerPenalty: null,
  },
  {
    slug: 'binero',
    name: 'Binero',
    description: 'Remplissez la grille de soleils et de lunes sans jamais en aligner trois à la suite.',
    color: '#fa983a',
    jokerPenalty: 30,
  },
];

export interface ProviderSeed {
  slug: string;
  name: string;
  features: ProviderFeature[];
  games: readonly GameSlug[];
  feedbackUrl: string | null;
  shareUrl: string | null;
  hostnames: string[];
  /** Partner sites allowed to embed this provider's pages. */
  frameAncestors?: string[];
  /** Seeded only where the operator turned debug answers on (DEBUG_ANSWERS). */
  debugOnly?: boolean;
}

export const PROVIDER_SEEDS: readonly ProviderSeed[] = [
  {
    slug: 'default',
    name: 'Jeux du Jour',
    features: ['allow_theme_change', 'reminders'],
    games: GAME_SLUGS,
    feedbackUrl: 'mailto:avis@jeuxdujour.fr?subject=Votre%20avis%20sur%20Jeux%20du%20Jour',
    shareUrl: null,
    hostnames: [],
  },
  {
    slug: 'demo',
    name: 'Jeux du Jour – Démo',
    features: ['debug_resolve'],
    games: GAME_SLUGS,
    feedbackUrl: 'mailto:avis@jeuxdujour.fr?subject=D%C3%A9mo',
    shareUrl: null,
    hostnames: [],
    debugOnly: true,
  },
  {
    slug: 'partenaire',
    name: 'Le Journal Partenaire',
    features: ['no_login', 'no_homepage'],
    games: ['motamo', 'sudoku', 'binero', 'synonymo', 'anagrammo'],
    feedbackUrl: 'mailto:jeux@journal-partenaire.fr',
    shareUrl: null,
    // *.localhost resolves to this machine in browsers: a local way to try sub-domain mapping.
    hostnames: ['partenaire.localhost'],
    frameAncestors: ['https://www.journal-partenaire.fr'],
  },
];
