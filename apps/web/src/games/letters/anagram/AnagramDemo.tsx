import { useEffect, useState } from 'react';
import { LetterPool } from '../LetterPool.tsx';
import { LetterSlots } from '../LetterSlots.tsx';
import { prefersReducedMotion } from '../motion.ts';
import { DEMO_TYPING_STEP_MS, TypedText } from '../TypedText.tsx';

const DEMO_STEP_MS = 700;

/**
 * The rules' animated demo: the hint types in, the shuffled letters go to their slots one by one, and the
 * word shows as found; then it starts over. With reduced motion, the found word.
 */
export function AnagramDemo({ hint, word, letters, progress }: { hint: string; word: string; letters: string; progress?: string }) {
  const steps = word.length + 3;
  const [step, setStep] = useState(() => (prefersReducedMotion() ? word.length : 0));
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setInterval(() => setStep((s) => (s + 1) % steps), DEMO_STEP_MS);
    return () => window.clearInterval(timer);
  }, [steps]);
  const placed = Math.min(step, word.length);
  // Each placed letter of the word takes the first unused tile with that letter.
  const used = new Set<number>();
  for (const letter of word.slice(0, placed)) {
    const tile = [...letters].findIndex((l, i) => l === letter && !used.has(i));
    used.add(tile);
  }
  return (
    <div className="anagram-demo" aria-hidden="true" inert>
      {progress && <p className="anagram__progress">{progress}</p>}
      <p className="anagram__hint">
        <TypedText text={hint} stepMs={DEMO_TYPING_STEP_MS} />
      </p>
      <LetterSlots
        cells={[...word].map((letter, i) => ({ letter: i < placed ? letter : null }))}
        label=""
        result={placed === word.length ? 'validated' : null}
      />
      <LetterPool tiles={[...letters].map((letter, i) => ({ letter, used: used.has(i) }))} disabled onTile={() => undefined} />
    </div>
  );
}
