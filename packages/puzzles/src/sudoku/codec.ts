/** Validation of untrusted puzzles and moves (database rows, content files, submitted logs). */
import { type Result, fail, ok } from '../core/game-module.ts';
import { flattenGrid, isIntegerInRange, readIntGrid } from '../grid/grid.ts';
import { SUDOKU_DIFFICULTIES, type SudokuDifficulty } from './grade.ts';
import type { SudokuMove, SudokuPuzzle } from './rules.ts';
import { SUDOKU_SHAPE, type SudokuShape } from './shape.ts';
import { searchCells } from './solve.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function unitName(shape: SudokuShape, unit: number): string {
  const { size } = shape;
  if (unit < size) return `la ligne ${unit + 1}`;
  if (unit < 2 * size) return `la colonne ${unit - size + 1}`;
  return `le bloc ${unit - 2 * size + 1}`;
}

/** The first digit repeated in a row, column or box of a complete grid, as a French sentence. */
function repeatedDigit(shape: SudokuShape, cells: readonly number[]): string | null {
  for (let unit = 0; unit < shape.unitCount; unit++) {
    let seen = 0;
    for (let i = 0; i < shape.size; i++) {
      const bit = 1 << ((cells[shape.unitCells[unit * shape.size + i] as number] as number) - 1);
      if (seen & bit) return `le ${Math.log2(bit) + 1} apparaît deux fois dans ${unitName(shape, unit)}`;
      seen |= bit;
    }
  }
  return null;
}

/**
 * Anything that passes is safe to play: a grid of givens whose only solution is the given
 * solution. The difficulty is a label and is not re-graded.
 */
export function parsePuzzle(raw: unknown, shape: SudokuShape = SUDOKU_SHAPE): Result<SudokuPuzzle> {
  const { size } = shape;
  if (!isRecord(raw)) return fail('La grille doit être un objet avec board, solution et difficulty.');
  const board = readIntGrid(raw.board, size, size, 0, size, 'la grille');
  if (!board.ok) return board;
  const solution = readIntGrid(raw.solution, size, size, 1, size, 'la solution');
  if (!solution.ok) return solution;
  if (!(SUDOKU_DIFFICULTIES as readonly unknown[]).includes(raw.difficulty)) {
    return fail(`La difficulté doit être l’une de : ${SUDOKU_DIFFICULTIES.join(', ')}.`);
  }

  const givens = flattenGrid(board.value);
  const answer = flattenGrid(solution.value);
  const repeated = repeatedDigit(shape, answer);
  if (repeated) return fail(`La solution n’est pas valide : ${repeated}.`);
  for (let cell = 0; cell < givens.length; cell++) {
    const given = givens[cell] as number;
    if (given !== 0 && given !== answer[cell]) {
      const row = Math.floor(cell / size) + 1;
      const col = (cell % size) + 1;
      return fail(`La case ligne ${row}, colonne ${col} de la grille (${given}) contredit la solution (${answer[cell]}).`);
    }
  }
  if (!givens.includes(0)) return fail('La grille ne laisse aucune case à remplir.');
  // The givens agree with a valid full grid, so there is at least that solution.
  if (searchCells(shape, givens, 2) > 1) return fail('La grille admet plusieurs solutions.');

  return ok({ board: board.value, solution: solution.value, difficulty: raw.difficulty as SudokuDifficulty });
}

const MOVE_TYPES = ['select', 'place', 'note', 'erase', 'set-mode', 'joker', 'reset', 'undo', 'redo'] as const;

/** Checks an untrusted move's shape and ranges, and returns a clean copy of it. */
export function readMove(raw: unknown, size = SUDOKU_SHAPE.size): Result<SudokuMove> {
  if (!isRecord(raw)) return fail('Le coup doit être un objet.');
  const type = raw.type;
  if (!(MOVE_TYPES as readonly unknown[]).includes(type)) {
    return fail(`Type de coup inconnu : « ${String(type).slice(0, 40)} ».`);
  }
  if (type === 'reset' || type === 'undo' || type === 'redo') return ok({ type });
  if (type === 'set-mode') {
    if (raw.mode !== 'none' && raw.mode !== 'note') return fail('Le mode doit être « none » ou « note ».');
    return ok({ type, mode: raw.mode });
  }
  const { row, col } = raw;
  if (!isIntegerInRange(row, 0, size - 1)) return fail(`La ligne doit être un entier de 0 à ${size - 1}.`);
  if (!isIntegerInRange(col, 0, size - 1)) return fail(`La colonne doit être un entier de 0 à ${size - 1}.`);
  if (type === 'place' || type === 'note') {
    if (!isIntegerInRange(raw.value, 1, size)) return fail(`Le chiffre doit être un entier de 1 à ${size}.`);
    return ok({ type, row, col, value: raw.value });
  }
  return ok({ type: type as 'select' | 'erase' | 'joker', row, col });
}
