import { binero, type BineroDifficulty, type BineroSize, type IsoDate, weekdayIndex } from '@jdj/puzzles';
import { generatedDaily } from './generated-daily.ts';

export interface BineroDay {
  size: BineroSize;
  difficulty: BineroDifficulty;
}

/**
 * Harder every day from Monday to Sunday (index 0 = Monday): the four levels on 6x6 from Monday to
 * Thursday, then 8x8 on Friday and Saturday and 10x10 on Sunday, when players have time (docs/decisions.md).
 */
const WEEK: readonly BineroDay[] = [
  { size: 6, difficulty: 'simple' },
  { size: 6, difficulty: 'easy' },
  { size: 6, difficulty: 'intermediate' },
  { size: 6, difficulty: 'expert' },
  { size: 8, difficulty: 'intermediate' },
  { size: 8, difficulty: 'expert' },
  { size: 10, difficulty: 'expert' },
];

export const bineroDayOn = (date: IsoDate): BineroDay => WEEK[weekdayIndex(date)] as BineroDay;

export const bineroDaily = generatedDaily(binero, bineroDayOn, (day) => `${day.size}x${day.size} ${day.difficulty}`);
