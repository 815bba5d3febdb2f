import { useEffect, useState } from 'react';
import { tBinero as t } from '../../i18n/fr-binero.ts';
import { tGrid } from '../../i18n/fr-grid.ts';
import type { RulesProps } from '../game-definition.ts';
import { BineroSymbol } from './BineroSymbols.tsx';

/** The example 6x6 grid: its givens ('.' = empty) and its solution, row by row. */
const EXAMPLE_GIVENS = '.11..0.1..000...0.0....1..10...00..1';
const EXAMPLE_SOLUTION = '011010110100001101010011101010100101';
const EMPTY_CELLS = [...EXAMPLE_GIVENS].flatMap((ch, i) => (ch === '.' ? [i] : []));
const DEMO_STEP_MS = 350;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The example grid fills in cell by cell, then starts over; without motion, the solved grid. */
function BineroDemo() {
  const [step, setStep] = useState(() => (prefersReducedMotion() ? EMPTY_CELLS.length : 0));
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setInterval(() => setStep((s) => (s + 1) % (EMPTY_CELLS.length + 4)), DEMO_STEP_MS);
    return () => window.clearInterval(timer);
  }, []);
  const filled = new Set(EMPTY_CELLS.slice(0, Math.min(step, EMPTY_CELLS.length)));
  const last = step >= 1 && step <= EMPTY_CELLS.length ? EMPTY_CELLS[step - 1] : undefined;
  return (
    <div className="binero-demo" aria-hidden="true">
      {[...EXAMPLE_SOLUTION].map((value, i) => {
        const given = EXAMPLE_GIVENS[i] !== '.';
        const classes = `binero-demo__cell${given ? ' binero-demo__cell--given' : ''}${i === last ? ' binero-demo__cell--new' : ''}`;
        return (
          <span key={i} className={classes}>
            {(given || filled.has(i)) && <BineroSymbol value={value === '1' ? 1 : 0} />}
          </span>
        );
      })}
    </div>
  );
}

/** The rules of Binero in French (document 2 §2, §4, §5): the example grid and Règle #1, #2, #3. */
export function BineroRules({ jokerPenalty }: RulesProps) {
  return (
    <div className="binero-rules">
      <BineroDemo />
      <p>{t('binero.rules.goal')}</p>
      {([1, 2, 3] as const).map((n) => (
        <p key={n} className="binero-rules__rule">
          <strong>{t(`binero.rules.${n}.title`)}</strong> {t(`binero.rules.${n}`)}
        </p>
      ))}
      <ul>
        <li>{t('binero.rules.play')}</li>
        <li>{t('binero.rules.keyboard')}</li>
        <li>{t('binero.rules.check')}</li>
        <li>{t('binero.rules.undo')}</li>
        <li>{jokerPenalty ? t('binero.rules.joker', { n: jokerPenalty }) : t('binero.rules.joker-free')}</li>
        <li>{tGrid('grid.rules.timer')}</li>
      </ul>
    </div>
  );
}
