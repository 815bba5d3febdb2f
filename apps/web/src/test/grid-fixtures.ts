import { binero, type BineroPuzzle, createRng, sudolito, type SudolitoPuzzle } from '@jdj/puzzles';

/** One easy 6x6 Sudolito made by the real generator (the same seed always gives it). */
export const testSudolito = (): SudolitoPuzzle => sudolito.generate!(createRng('web-tests'), { difficulty: 'easy' });

/** One easy 6x6 Binero made by the real generator. */
export const testBinero = (): BineroPuzzle => binero.generate!(createRng('web-tests'), { size: 6, difficulty: 'easy' });
