import { useEffect, useState } from 'react';
import { tSudoku as t } from '../../i18n/fr-sudoku.ts';
import type { RulesProps } from '../game-definition.ts';

/** A 3x3 box of the demo: the givens, then the cells the demo fills one by one, in order. */
const DEMO_GIVENS = [5, 0, 8, 0, 1, 0, 7, 0, 3];
const DEMO_STEPS: [cell: number, value: number][] = [
  [1, 2],
  [3, 9],
  [5, 4],
  [7, 6],
];
const DEMO_STEP_MS = 800;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Cells fill in one after the other, then the box starts over; without motion, the solved box. */
function SudokuDemo() {
  const [step, setStep] = useState(() => (prefersReducedMotion() ? DEMO_STEPS.length : 0));
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setInterval(() => setStep((s) => (s + 1) % (DEMO_STEPS.length + 2)), DEMO_STEP_MS);
    return () => window.clearInterval(timer);
  }, []);
  const values = DEMO_GIVENS.slice();
  const filled = DEMO_STEPS.slice(0, Math.min(step, DEMO_STEPS.length));
  for (const [cell, value] of filled) values[cell] = value;
  const last = step >= 1 && step <= DEMO_STEPS.length ? DEMO_STEPS[step - 1]?.[0] : undefined;
  return (
    <div className="sudoku-demo" aria-hidden="true">
      {values.map((value, i) => (
        <span
          key={i}
          className={`sudoku-demo__cell${DEMO_GIVENS[i] ? ' sudoku-demo__cell--given' : ''}${i === last ? ' sudoku-demo__cell--new' : ''}`}
        >
          {value || ''}
        </span>
      ))}
    </div>
  );
}

/** The rules of Sudoku in French (document 2 §4, §5), with the animated demo. */
export function SudokuRules({ jokerPenalty }: RulesProps) {
  return (
    <div className="sudoku-rules">
      <SudokuDemo />
      <p>{t('sudoku.rules.goal')}</p>
      <ul>
        <li>{t('sudoku.rules.place')}</li>
        <li>{t('sudoku.rules.conflicts')}</li>
        <li>{t('sudoku.rules.notes')}</li>
        <li>{t('sudoku.rules.keyboard')}</li>
        <li>{jokerPenalty ? t('sudoku.rules.joker', { n: jokerPenalty }) : t('sudoku.rules.joker-free')}</li>
        <li>{t('sudoku.rules.timer')}</li>
      </ul>
    </div>
  );
}
