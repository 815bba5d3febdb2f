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
import { isInvalid } from './core/game-module.ts';
import { sudoku, type SudokuState } from './sudoku/index.ts';
import { SIMPLE_PUZZLE, SIMPLE_SOLUTION, toGrid } from './sudoku/test-fixtures.ts';
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
  const noRows = { solved: [], faults: [], hints: [] };
  it.each([
    [0, 0, '✅ Sans erreur'],
    [1, 0, '❌ 1 erreur'],
    [2, 1, '❌ 2 erreurs\n💡 1 case révélée'],
    [0, 3, '✅ Sans erreur\n💡 3 cases révélées'],
  ])('Sudoku and Sudolito: %i mistakes, %i jokers', (mistakes, jokers, expected) => {
    expect(sudoku.shareSummary(as<SudokuState>({ mistakes, jokers, rowTrack: noRows }))).toBe(expected);
    expect(sudolito.shareSummary(as<SudolitoState>({ mistakes, jokers, rowTrack: noRows }))).toBe(expected);
  });

  it('Sudoku: a square per row in the order the rows were solved, never a digit (issue 40)', () => {
    // Rows solved 4, 0, 8…; a mistake in row 0, a joker in row 8.
    const rowTrack = { solved: [4, 0, 8, 1, 2, 3, 5, 6, 7], faults: [0], hints: [8] };
    const summary = sudoku.shareSummary(as<SudokuState>({ mistakes: 1, jokers: 1, rowTrack }));
    expect(summary).toBe('🟩🟨🟦🟩🟩🟩🟩🟩🟩\n❌ 1 erreur\n💡 1 case révélée');
    expect(summary).not.toMatch(/[1-9]{2}|[2-9]/);
  });

  it('plays a real Sudoku: its rows as they were solved, a wrong digit’s row in yellow, a joker’s in blue', () => {
    const puzzle = { board: toGrid(SIMPLE_PUZZLE), solution: toGrid(SIMPLE_SOLUTION), difficulty: 'easy' as const };
    let state = sudoku.init(puzzle);
    const play = (move: Parameters<typeof sudoku.apply>[1]) => {
      const next = sudoku.apply(state, move);
      if (isInvalid(next)) throw new Error(next.reason);
      state = next;
    };
    const empty = (row: number) => puzzle.board[row]!.flatMap((v, col) => (v === 0 ? [col] : []));
    // Row 8 first, with a wrong digit on the way (one already in its column); then a joker in row 0; then the rest, top down.
    const [first, ...rest] = empty(8);
    const clash = puzzle.board[8]!.find((v) => v !== 0)!;
    play({ type: 'place', row: 8, col: first!, value: clash });
    for (const col of [first!, ...rest]) play({ type: 'place', row: 8, col, value: puzzle.solution[8]![col]! });
    const [joker, ...others] = empty(0);
    play({ type: 'joker', row: 0, col: joker! });
    for (const row of [0, 1, 2, 3, 4, 5, 6, 7]) {
      for (const col of row === 0 ? others : empty(row)) play({ type: 'place', row, col, value: puzzle.solution[row]![col]! });
    }
    expect(state.rowTrack.solved).toEqual([8, 0, 1, 2, 3, 4, 5, 6, 7]);
    expect(sudoku.shareSummary(state)).toBe('🟨🟦🟩🟩🟩🟩🟩🟩🟩\n❌ 1 erreur\n💡 1 case révélée');
  });

  it.each([
    [6, 0, 0, { solved: [0, 1, 2, 3, 4, 5], faults: [], hints: [] }, '☀️🌙 Grille 6 × 6\n🟩🟩🟩🟩🟩🟩\n✅ Sans erreur'],
    [8, 2, 1, { solved: [7, 6, 0, 1, 2, 3, 4, 5], faults: [6], hints: [7] }, '☀️🌙 Grille 8 × 8\n🟦🟨🟩🟩🟩🟩🟩🟩\n❌ 2 erreurs\n💡 1 case révélée'],
  ])('Binero of size %i: %i mistakes, %i jokers, its rows as solved', (size, mistakes, jokers, rowTrack, expected) => {
    const summary = binero.shareSummary(as<BineroState>({ size, mistakes, jokers, rowTrack }));
    expect(summary).toBe(expected);
    expect(summary).not.toMatch(/[01]{2}/);
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
    [120, 0, 0, '🔢 Score : 120\n🟩🟩🟩\n➕ Aucune ligne ajoutée'],
    [230, 1, 0, '🔢 Score : 230\n🟩🟩🟩🟦\n➕ 1 ligne ajoutée'],
    [310, 3, 2, '🔢 Score : 310\n🟩🟩🟩🟦🟦🟦\n➕ 3 lignes ajoutées\n💡 2 indices'],
  ])('%i points, %i rows added, %i hints: a square per line, started with or added (issue 40)', (points, added, jokers, expected) => {
    expect(numero.shareSummary(as<NumeroState>({ points, added, startRows: 3, jokers, mistakes: 4 }))).toBe(expected);
  });
});

describe('share summary of Proximo', () => {
  const guess = (rank: number | null, word = 'mot'): ProximoGuess => ({ word, status: rank === null ? 'not_ranked' : 'ranked', rank });
  const found: ProximoGuess = { word: 'soleil', status: 'found', rank: null };
  it.each([
    ['the first try', [found], '🎯 Trouvé du premier coup !'],
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
    const summary = melimelo.shareSummary(as<AnagramState>({ words: words(5), found, misses, mistakes, jokers }));
    expect(summary).toBe(expected);
    expect(summary).not.toMatch(/mot/i);
  });

  const row = (answer: string, tries: string[] = []): WordRow => ({
    answer,
    spelling: answer.toLowerCase(),
    letters: [],
    locks: [],
    misses: tries.length,
    tries,
  });
  it.each([
    [
      'Motamo',
      [row('MAISON', ['MARAIS']), row('NUAGE'), row('ETOILE', ['EPOQUE', 'ESPACE', 'ETOFFE'])],
      [0, 1, 2],
      0,
      '🟩🟩⬛⬛🟨🟨 ✅\n✅\n… 🟩⬛⬛⬛⬛🟩 🟩🟩🟩⬛⬛🟩 ✅\n❌ 4 erreurs',
    ],
    ['Prefixo', [row('PRELUDE'), row('PREAVIS', ['PRESAGE'])], [1, 0], 2, '✅\n🟩🟩🟩🟨🟨⬛⬛ ✅\n❌ 1 erreur\n💡 2 lettres révélées'],
    ['Synonymo', [row('CALME'), row('PAISIBLE'), row('SEREIN')], [2, 1, 0], 0, '✅\n✅\n✅\n✅ Sans erreur'],
  ] as const)('%s: a line per word like Wordle’s rows, in the board’s order, never a letter (issue 40)', (game, rows, found, jokers, expected) => {
    const mistakes = rows.reduce((sum, r) => sum + r.tries.length, 0);
    const state = { rows: [...rows], found: [...found], mistakes, jokers };
    const module = { Motamo: motamo, Prefixo: prefixo, Synonymo: synonymo }[game];
    const summary = (module.shareSummary as (s: RowsState) => string)(as<MotamoState & PrefixoState & SynonymoState>(state));
    expect(summary).toBe(expected);
    // No answer, and no letter of one.
    expect(summary).not.toMatch(/[A-Z](?![a-zé ])/);
    for (const r of rows) expect(summary.toUpperCase()).not.toContain(r.answer);
  });
});
