import { describe, expect, it } from 'vitest';
import { anagrammo } from './anagrammo/index.ts';
import { binero, type BineroState } from './binero/index.ts';
import { decrypto } from './decrypto/index.ts';
import type { DecryptoState } from './decrypto/rules.ts';
import { melimelo } from './melimelo/index.ts';
import { motamo, type MotamoState } from './motamo/index.ts';
import { numero } from './numero/index.ts';
import type { NumeroState } from './numero/rules.ts';
import { prefixo, type PrefixoState } from './prefixo/index.ts';
import { proximo } from './proximo/index.ts';
import type { ProximoGuess, ProximoState } from './proximo/rules.ts';
import { sudoku, type SudokuState } from './sudoku/index.ts';
import { sudolito, type SudolitoState } from './sudolito/index.ts';
import { synonymo, type SynonymoState } from './synonymo/index.ts';
import type { AnagramState } from './words/anagram-rules.ts';
import type { RowsState, WordRow } from './words/rows-rules.ts';

/**
 * Each game's share summary (GameModule.shareSummary) from final states: what the lines say, and that no
 * answer (a digit of the code, a word) is in them. The states hold the fields the summaries read.
 */
const as = <S>(fields: object): S => fields as S;

describe('share summaries of the grid games', () => {
  it.each([
    [0, 0, '✅ Sans erreur'],
    [1, 0, '❌ 1 erreur'],
    [2, 1, '❌ 2 erreurs\n💡 1 case révélée'],
    [0, 3, '✅ Sans erreur\n💡 3 cases révélées'],
  ])('Sudoku and Sudolito: %i mistakes, %i jokers', (mistakes, jokers, expected) => {
    expect(sudoku.shareSummary(as<SudokuState>({ mistakes, jokers }))).toBe(expected);
    expect(sudolito.shareSummary(as<SudolitoState>({ mistakes, jokers }))).toBe(expected);
  });

  it.each([
    [6, 0, 0, '☀️🌙 Grille 6 × 6\n✅ Sans erreur'],
    [10, 2, 1, '☀️🌙 Grille 10 × 10\n❌ 2 erreurs\n💡 1 case révélée'],
  ])('Binero %i × %i: %i mistakes, %i jokers', (size, mistakes, jokers, expected) => {
    expect(binero.shareSummary(as<BineroState>({ size, mistakes, jokers }))).toBe(expected);
  });
});

describe('share summary of Decrypto', () => {
  it.each([
    [[{ digits: '47412', marks: 'ccccc' }], 0, '🔐 1 essai\n🟩🟩🟩🟩🟩'],
    [
      [
        { digits: '44194', marks: 'cmmnd' },
        { digits: '47012', marks: 'ccmcn' },
        { digits: '47412', marks: 'ccccc' },
      ],
      1,
      '🔐 3 essais\n🟩🟨🟨⬛🟧\n🟩🟩🟨🟩⬛\n🟩🟩🟩🟩🟩\n💡 1 chiffre révélé',
    ],
  ])('marks as squares, never the digits (%#)', (attempts, jokers, expected) => {
    const summary = decrypto.shareSummary(as<DecryptoState>({ code: '47412', attempts, jokers, mistakes: attempts.length - 1 }));
    expect(summary).toBe(expected);
    expect(summary).not.toMatch(/[0-9]{2}/);
  });
});

describe('share summary of Numero', () => {
  it.each([
    [120, 0, 0, '🔢 Score : 120\n➕ Aucune ligne ajoutée'],
    [230, 1, 0, '🔢 Score : 230\n➕ 1 ligne ajoutée'],
    [310, 3, 2, '🔢 Score : 310\n➕ 3 lignes ajoutées\n💡 2 indices'],
  ])('%i points, %i rows added, %i hints', (points, added, jokers, expected) => {
    expect(numero.shareSummary(as<NumeroState>({ points, added, jokers, mistakes: 4 }))).toBe(expected);
  });
});

describe('share summary of Proximo', () => {
  const guess = (rank: number | null, word = 'mot'): ProximoGuess => ({ word, status: rank === null ? 'not_ranked' : 'ranked', rank });
  const found: ProximoGuess = { word: 'soleil', status: 'found', rank: null };
  it.each([
    ['the first try', [found], '🎯 Trouvé du premier coup !'],
    ['no word ranked on the way', [guess(null), guess(null), found], '🎯 Trouvé en 3 essais'],
    ['each better rank in turn', [guess(null), guess(812), guess(900), guess(240), guess(3), found], '🎯 Trouvé en 6 essais\n#812 → #240 → #3 → 🎯'],
    [
      'the last six better ranks of a long hunt',
      [900, 800, 700, 600, 500, 400, 300, 200].map((rank) => guess(rank)).concat(found),
      '🎯 Trouvé en 9 essais\n… → #700 → #600 → #500 → #400 → #300 → #200 → 🎯',
    ],
  ])('%s', (_case, history, expected) => {
    const state = as<ProximoState>({ history, attempts: history.length, bestRank: null, won: true });
    expect(proximo.shareSummary(state)).toBe(expected);
    expect(proximo.shareSummary(state)).not.toContain('soleil');
  });
});

describe('share summaries of the word games', () => {
  const words = (n: number) => Array.from({ length: n }, () => ({ answers: ['MOT'], spellings: ['mot'], hint: '' }));

  it.each([
    [0, 0, '🟩 1 essai'],
    [2, 0, '🟥🟥🟩 3 essais'],
    [1, 2, '🟥🟩 2 essais\n💡 2 lettres révélées'],
  ])('Anagrammo: %i mistakes, %i jokers', (mistakes, jokers, expected) => {
    const summary = anagrammo.shareSummary(as<AnagramState>({ words: words(1), found: ['tempête'], misses: [mistakes], mistakes, jokers }));
    expect(summary).toBe(expected);
    expect(summary).not.toMatch(/temp/i);
  });

  it.each([
    [[0, 0, 0, 0, 0], 5, 0, '🟩🟩🟩🟩🟩\n✅ Sans erreur'],
    [[0, 2, 0, 1, 0], 5, 1, '🟩🟨🟩🟨🟩\n❌ 3 erreurs\n💡 1 lettre révélée'],
  ])('Melimelo: a square per word (%j)', (misses, foundCount, jokers, expected) => {
    const mistakes = misses.reduce((a, b) => a + b, 0);
    const found = Array.from({ length: foundCount }, () => 'mot');
    expect(melimelo.shareSummary(as<AnagramState>({ words: words(5), found, misses, mistakes, jokers }))).toBe(expected);
  });

  const rows = (misses: number[]): WordRow[] => misses.map((n) => ({ answer: 'MOT', spelling: 'mot', letters: [], locks: [], misses: n }));
  it.each([
    ['Motamo', [0, 0, 1, 0, 0], [0, 1, 2, 3, 4], 0, '🟩🟩🟨🟩🟩\n❌ 1 erreur'],
    ['Prefixo', [0, 3, 0, 0, 0], [4, 0, 2, 1, 3], 2, '🟩🟨🟩🟩🟩\n❌ 3 erreurs\n💡 2 lettres révélées'],
    ['Synonymo', [0, 0, 0], [2, 1, 0], 0, '🟩🟩🟩\n✅ Sans erreur'],
  ] as const)('%s: a square per word, in the board’s order', (game, misses, found, jokers, expected) => {
    const state = { rows: rows([...misses]), found: [...found], mistakes: misses.reduce<number>((a, b) => a + b, 0), jokers };
    const module = { Motamo: motamo, Prefixo: prefixo, Synonymo: synonymo }[game];
    const summary = (module.shareSummary as (s: RowsState) => string)(as<MotamoState & PrefixoState & SynonymoState>(state));
    expect(summary).toBe(expected);
    expect(summary).not.toMatch(/mot/i);
  });
});
