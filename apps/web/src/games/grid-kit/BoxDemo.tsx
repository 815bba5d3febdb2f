import { type CSSProperties, useEffect, useState } from 'react';
import './box-demo.css';

export interface BoxDemoProps {
  /** The box's cells row by row, 0 = empty. */
  givens: readonly number[];
  cols: number;
  /** The cells the demo fills one by one, in order, with their digits. */
  steps: readonly (readonly [cell: number, value: number])[];
}

const DEMO_STEP_MS = 800;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The rules' demo of a sudoku-family game: one box fills in cell by cell, then starts over; without motion, the solved box. */
export function BoxDemo({ givens, cols, steps }: BoxDemoProps) {
  const [step, setStep] = useState(() => (prefersReducedMotion() ? steps.length : 0));
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setInterval(() => setStep((s) => (s + 1) % (steps.length + 2)), DEMO_STEP_MS);
    return () => window.clearInterval(timer);
  }, [steps.length]);
  const values = givens.slice();
  for (const [cell, value] of steps.slice(0, Math.min(step, steps.length))) values[cell] = value;
  const last = step >= 1 && step <= steps.length ? steps[step - 1]?.[0] : undefined;
  return (
    <div className="box-demo" style={{ '--demo-cols': cols } as CSSProperties} aria-hidden="true">
      {values.map((value, i) => (
        <span key={i} className={`box-demo__cell${givens[i] ? ' box-demo__cell--given' : ''}${i === last ? ' box-demo__cell--new' : ''}`}>
          {value || ''}
        </span>
      ))}
    </div>
  );
}
