/** Validation of untrusted Numero days and moves (database rows, content files, submitted logs, browser copies). */
import { fail, ok, type Result } from '../core/game-module.ts';
import { isIntegerInRange, readIntGrid } from '../grid/grid.ts';
import { NUMERO_COLUMNS, rowHasPair } from './board.ts';
import { solutionWins } from './generate.ts';
import { NUMERO_EXTRA_ROWS, NUMERO_MAX_ROWS, NUMERO_START_ROWS, type NumeroMove, type NumeroPuzzle } from './rules.ts';
import type { NumeroStep } from './solve.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The day as a browser plays it: the start rows and the rows to add, each of those with a pair of its own. */
export function parsePublicNumero(raw: unknown): Result<NumeroPuzzle> {
  if (!isRecord(raw)) return fail('La grille doit être un objet avec rows et extra_rows.');
  const rows = readIntGrid(raw.rows, NUMERO_START_ROWS, NUMERO_COLUMNS, 1, 9, 'la grille');
  if (!rows.ok) return rows;
  const extra = readIntGrid(raw.extra_rows, NUMERO_EXTRA_ROWS, NUMERO_COLUMNS, 1, 9, 'les lignes à ajouter');
  if (!extra.ok) return extra;
  const lonely = extra.value.findIndex((line) => !rowHasPair(line));
  if (lonely >= 0) return fail(`La ligne à ajouter n°${lonely + 1} ne contient aucune paire.`);
  return ok({ rows: rows.value, extra_rows: extra.value });
}

function readStep(raw: unknown): NumeroStep | null {
  if (raw === 'row') return 'row';
  if (!Array.isArray(raw) || raw.length !== 4) return null;
  const [r1, c1, r2, c2] = raw as unknown[];
  const inRow = (v: unknown) => isIntegerInRange(v, 0, NUMERO_MAX_ROWS - 1);
  const inCol = (v: unknown) => isIntegerInRange(v, 0, NUMERO_COLUMNS - 1);
  return inRow(r1) && inCol(c1) && inRow(r2) && inCol(c2) ? [r1, c1, r2, c2] : null;
}

/**
 * The whole day, as the server keeps it: the public part and the way to an empty board the generator
 * found. The way is played again here, so no day that cannot be won is ever accepted.
 */
export function parseNumeroDay(raw: unknown): Result<NumeroPuzzle & { solution: NumeroStep[] }> {
  const day = parsePublicNumero(raw);
  if (!day.ok) return day;
  const solution = (raw as Record<string, unknown>).solution;
  if (!Array.isArray(solution) || solution.length === 0 || solution.length > 200) return fail('La solution doit être une liste de 1 à 200 étapes.');
  const steps: NumeroStep[] = [];
  for (const [index, rawStep] of solution.entries()) {
    const step = readStep(rawStep);
    if (step === null) return fail(`L’étape n°${index + 1} de la solution doit être [ligne, colonne, ligne, colonne] ou « row ».`);
    steps.push(step);
  }
  if (!solutionWins(day.value, steps)) return fail('La solution ne vide pas la grille : ce jour ne peut pas être gagné ainsi.');
  return ok({ ...day.value, solution: steps });
}

const MOVE_TYPES = ['select', 'add-row', 'joker'] as const;

/** Checks an untrusted move's shape and ranges, and returns a clean copy of it. */
export function readMove(raw: unknown): Result<NumeroMove> {
  if (!isRecord(raw)) return fail('Le coup doit être un objet.');
  const { type } = raw;
  if (!(MOVE_TYPES as readonly unknown[]).includes(type)) return fail(`Type de coup inconnu : « ${String(type).slice(0, 40)} ».`);
  if (type === 'add-row' || type === 'joker') return ok({ type });
  if (!isIntegerInRange(raw.row, 0, NUMERO_MAX_ROWS - 1)) return fail(`La ligne doit être un entier de 0 à ${NUMERO_MAX_ROWS - 1}.`);
  if (!isIntegerInRange(raw.col, 0, NUMERO_COLUMNS - 1)) return fail(`La colonne doit être un entier de 0 à ${NUMERO_COLUMNS - 1}.`);
  return ok({ type: 'select', row: raw.row, col: raw.col });
}
