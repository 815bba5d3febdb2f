/** Whole games of every game for tests and benches: one line per game. */
import type { GameSlug } from '../core/games.ts';
import { anagrammoPlays } from '../anagrammo/test-plays.ts';
import { bineroPlays } from '../binero/test-plays.ts';
import { decryptoPlays } from '../decrypto/test-plays.ts';
import { melimeloPlays } from '../melimelo/test-plays.ts';
import { motamoPlays } from '../motamo/test-plays.ts';
import { prefixoPlays } from '../prefixo/test-plays.ts';
import { numeroPlays } from '../numero/test-plays.ts';
import { proximoPlays } from '../proximo/test-plays.ts';
import { sudokuPlays } from '../sudoku/test-plays.ts';
import { synonymoPlays } from '../synonymo/test-plays.ts';
import type { AnyTestPlays, TestPlaysRegistry } from './plays.ts';

const PLAYS: TestPlaysRegistry = {
  anagrammo: anagrammoPlays,
  decrypto: decryptoPlays,
  melimelo: melimeloPlays,
  motamo: motamoPlays,
  prefixo: prefixoPlays,
  numero: numeroPlays,
  sudoku: sudokuPlays,
  synonymo: synonymoPlays,
  // The same player on the 6x6 grid: the moves are Sudoku's.
  sudolito: sudokuPlays,
  binero: bineroPlays,
  proximo: proximoPlays,
};

export function testPlaysOf(slug: GameSlug | string): AnyTestPlays | undefined {
  return Object.hasOwn(PLAYS, slug) ? PLAYS[slug as GameSlug] : undefined;
}
