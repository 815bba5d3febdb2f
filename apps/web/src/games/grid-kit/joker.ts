import type { Cell } from '@jdj/puzzles';

/** A joker on one of the cells the rules allow (the browser draws it, the module checks it), or none. */
export function jokerOn(cells: readonly Cell[], random: () => number): { type: 'joker'; row: number; col: number } | null {
  const cell = cells[Math.floor(random() * cells.length)];
  return cell ? { type: 'joker', row: cell.row, col: cell.col } : null;
}
