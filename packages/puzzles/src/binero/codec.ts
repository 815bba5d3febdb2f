/** Validation of untrusted Binero puzzles and moves (database rows, content files, submitted logs). */
import { type Result, fail, ok } from '../core/game-module.ts';
import { isIntegerInRange } from '../grid/grid.ts';
import { BINERO_SIZES, isBineroSize } from './lines.ts';
import { BINERO_DIFFICULTIES, type BineroDifficulty } from './logic.ts';
import { type BineroCell, type BineroMove, type BineroPuzzle, type BineroValue, bineroViolations } from './rules.ts';
import { searchRows } from './search.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A size × size grid of 0 and 1 (and null where `allowEmpty`), as a fresh copy. */
function readBinaryGrid(raw: unknown, size: number, allowEmpty: boolean, label: string): Result<BineroCell[][]> {
  if (!Array.isArray(raw) || raw.length !== size) return fail(`${label} doit compter ${size} lignes.`);
  const grid: BineroCell[][] = [];
  for (let r = 0; r < size; r++) {
    const row: unknown = raw[r];
    if (!Array.isArray(row) || row.length !== size) return fail(`La ligne ${r + 1} de ${label.toLowerCase()} doit compter ${size} cases.`);
    for (let c = 0; c < size; c++) {
      const value: unknown = row[c];
      if (value !== 0 && value !== 1 && !(allowEmpty && value === null)) {
        const expected = allowEmpty ? '0, 1 ou vide (null)' : '0 ou 1';
        return fail(`La case ligne ${r + 1}, colonne ${c + 1} de ${label.toLowerCase()} doit valoir ${expected}.`);
      }
    }
    grid.push(row.slice() as BineroCell[]);
  }
  return ok(grid);
}

/** Row masks of the ones and of the zeros of a grid. */
function rowMasks(grid: readonly (readonly BineroCell[])[]): { ones: Int32Array; zeros: Int32Array } {
  const ones = new Int32Array(grid.length);
  const zeros = new Int32Array(grid.length);
  grid.forEach((line, r) =>
    line.forEach((value, c) => {
      if (value === 1) ones[r] = (ones[r] as number) | (1 << c);
      if (value === 0) zeros[r] = (zeros[r] as number) | (1 << c);
    }),
  );
  return { ones, zeros };
}

/**
 * Anything that passes is safe to play: a grid of givens whose only solution (under the three rules) is
 * the given solution. The difficulty is a label and is not re-graded.
 */
export function parseBineroPuzzle(raw: unknown): Result<BineroPuzzle> {
  if (!isRecord(raw)) return fail('La grille doit être un objet avec size, board, solution et difficulty.');
  const { size } = raw;
  if (!isBineroSize(size)) return fail(`La taille doit être l’une de : ${BINERO_SIZES.join(', ')}.`);
  const board = readBinaryGrid(raw.board, size, true, 'La grille');
  if (!board.ok) return board;
  const solution = readBinaryGrid(raw.solution, size, false, 'La solution');
  if (!solution.ok) return solution;
  if (!(BINERO_DIFFICULTIES as readonly unknown[]).includes(raw.difficulty)) {
    return fail(`La difficulté doit être l’une de : ${BINERO_DIFFICULTIES.join(', ')}.`);
  }
  if (bineroViolations(solution.value).length > 0) return fail('La solution enfreint une règle du jeu.');
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const given = board.value[r]?.[c] ?? null;
      const answer = solution.value[r]?.[c];
      if (given !== null && given !== answer) {
        return fail(`La case ligne ${r + 1}, colonne ${c + 1} de la grille (${given}) contredit la solution (${answer}).`);
      }
    }
  }
  if (!board.value.some((line) => line.includes(null))) return fail('La grille ne laisse aucune case à remplir.');
  const { ones, zeros } = rowMasks(board.value);
  // The givens agree with a valid full grid, so there is at least that solution.
  if (searchRows(size, ones, zeros, 2) > 1) return fail('La grille admet plusieurs solutions.');
  return ok({ size, board: board.value, solution: solution.value as BineroValue[][], difficulty: raw.difficulty as BineroDifficulty });
}

const MOVE_TYPES = ['select', 'cycle', 'clear', 'joker', 'validate', 'reset', 'undo', 'redo'] as const;
/** Cells are checked against the grid's own size when the move is applied. */
const MAX_INDEX = Math.max(...BINERO_SIZES) - 1;

/** Checks an untrusted move's shape and ranges, and returns a clean copy of it. */
export function readBineroMove(raw: unknown): Result<BineroMove> {
  if (!isRecord(raw)) return fail('Le coup doit être un objet.');
  const type = raw.type;
  if (!(MOVE_TYPES as readonly unknown[]).includes(type)) return fail(`Type de coup inconnu : « ${String(type).slice(0, 40)} ».`);
  if (type === 'validate' || type === 'reset' || type === 'undo' || type === 'redo') return ok({ type });
  const { row, col } = raw;
  if (!isIntegerInRange(row, 0, MAX_INDEX)) return fail(`La ligne doit être un entier de 0 à ${MAX_INDEX}.`);
  if (!isIntegerInRange(col, 0, MAX_INDEX)) return fail(`La colonne doit être un entier de 0 à ${MAX_INDEX}.`);
  return ok({ type: type as 'select' | 'cycle' | 'clear' | 'joker', row, col });
}
