import { orderedHistory, type ProximoGuess } from '@jdj/puzzles';
import { useEffect, useState } from 'react';
import { tProximo as t } from '../../i18n/fr-proximo.ts';
import { GuessRow } from './ProximoHistory.tsx';

/** A made-up hunt for « soleil »: each guess appears in turn, the history sorting itself as it grows. */
const DEMO: ProximoGuess[] = [
  { word: 'voiture', status: 'not_ranked', rank: null },
  { word: 'été', status: 'ranked', rank: 57 },
  { word: 'chaleur', status: 'ranked', rank: 12 },
  { word: 'lumière', status: 'ranked', rank: 3 },
  { word: 'soleil', status: 'found', rank: null },
];
const DEMO_STEP_MS = 1100;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function ProximoDemo() {
  const [step, setStep] = useState(() => (prefersReducedMotion() ? DEMO.length : 1));
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setInterval(() => setStep((s) => (s % (DEMO.length + 1)) + 1), DEMO_STEP_MS);
    return () => window.clearInterval(timer);
  }, []);
  const shown = DEMO.slice(0, Math.min(step, DEMO.length));
  const latest = shown.at(-1);
  return (
    <div className="proximo-demo" aria-hidden="true">
      {orderedHistory(shown).map((guess) => (
        <GuessRow key={guess.word} guess={guess} highlighted={guess === latest} />
      ))}
    </div>
  );
}

const SECTIONS = [
  ['proximo.rules.goal.title', 'proximo.rules.goal'],
  ['proximo.rules.how.title', 'proximo.rules.how'],
  ['proximo.rules.ranking.title', 'proximo.rules.ranking'],
  ['proximo.rules.tips.title', 'proximo.rules.tips'],
  ['proximo.rules.stats.title', 'proximo.rules.stats'],
  ['proximo.rules.normalisation.title', 'proximo.rules.normalisation'],
] as const;

/** The rules of Proximo in six sections (document 2 §2), with the animated demo. */
export function ProximoRules() {
  return (
    <div className="proximo-rules">
      <ProximoDemo />
      {SECTIONS.map(([title, text]) => (
        <section key={title} className="proximo-rules__section">
          <h3>{t(title)}</h3>
          <p>{t(text)}</p>
        </section>
      ))}
    </div>
  );
}
