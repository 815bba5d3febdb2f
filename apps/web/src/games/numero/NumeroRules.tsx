import { useEffect, useState } from 'react';
import { tNumero as t } from '../../i18n/fr-numero.ts';
import type { RulesProps } from '../game-definition.ts';

/** The demo: a row where 3 and 7 (a sum of 10), then 4 and 4 across a cleared cell, are chosen and cleared. */
const DEMO_ROW = [3, 7, 4, 0, 4, 2];
const DEMO_STEPS: { chosen: number[]; cleared: number[] }[] = [
  { chosen: [], cleared: [] },
  { chosen: [0], cleared: [] },
  { chosen: [0, 1], cleared: [] },
  { chosen: [], cleared: [0, 1] },
  { chosen: [2], cleared: [0, 1] },
  { chosen: [2, 4], cleared: [0, 1] },
  { chosen: [], cleared: [0, 1, 2, 4] },
];
const DEMO_STEP_MS = 700;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function NumeroDemo() {
  const [step, setStep] = useState(() => (prefersReducedMotion() ? 2 : 0));
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setInterval(() => setStep((s) => (s + 1) % (DEMO_STEPS.length + 1)), DEMO_STEP_MS);
    return () => window.clearInterval(timer);
  }, []);
  const { chosen, cleared } = DEMO_STEPS[Math.min(step, DEMO_STEPS.length - 1)] as (typeof DEMO_STEPS)[number];
  return (
    <div className="numero-demo" aria-hidden="true">
      {DEMO_ROW.map((value, i) => {
        const empty = value === 0 || cleared.includes(i);
        const classes = ['numero-demo__cell'];
        if (empty) classes.push('numero-demo__cell--empty');
        if (chosen.includes(i)) classes.push('numero-demo__cell--chosen');
        return (
          <span key={i} className={classes.join(' ')}>
            {empty ? '' : value}
          </span>
        );
      })}
    </div>
  );
}

/** The rules of Numero in French (document 2 §2, §4, §5): Objectif, Règles, Commandes, with the demo. */
export function NumeroRules({ jokerPenalty }: RulesProps) {
  return (
    <div className="numero-rules">
      <NumeroDemo />
      <h3>{t('numero.rules.goal.title')}</h3>
      <p>{t('numero.rules.goal')}</p>
      <h3>{t('numero.rules.rules.title')}</h3>
      <ul>
        <li>{t('numero.rules.values')}</li>
        <li>{t('numero.rules.where')}</li>
        <li>{t('numero.rules.points')}</li>
        <li>{t('numero.rules.rows')}</li>
        <li>{t('numero.rules.end')}</li>
      </ul>
      <h3>{t('numero.rules.commands.title')}</h3>
      <ul>
        <li>{t('numero.rules.touch')}</li>
        <li>{t('numero.rules.keyboard')}</li>
        <li>{jokerPenalty ? t('numero.rules.joker', { n: jokerPenalty }) : t('numero.rules.joker-free')}</li>
        <li>{t('numero.rules.timer')}</li>
      </ul>
    </div>
  );
}
