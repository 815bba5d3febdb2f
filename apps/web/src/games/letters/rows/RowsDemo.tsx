import { type ReactNode, useEffect, useState } from 'react';
import { LetterSlots } from '../LetterSlots.tsx';
import { prefersReducedMotion } from '../motion.ts';
import type { SlotCell } from '../slots.ts';

type RowLock = NonNullable<SlotCell['lockedAs']>;

const DEMO_STEP_MS = 650;

/** One frame of the demo: the row's cells and the result it shows. */
interface Frame {
  cells: SlotCell[];
  result: 'validated' | 'invalidated' | null;
}

/**
 * The frames of a word found in two tries: the attempt typed letter by letter, checked (its right letters
 * lock), emptied, then the missing letters typed and the word found.
 */
export function demoFrames(word: string, given: number, attempt: string): Frame[] {
  const frames: Frame[] = [];
  let letters: (string | null)[] = [...word].map((letter, i) => (i < given ? letter : null));
  let locks: (RowLock | null)[] = [...word].map((_, i) => (i < given ? 'given' : null));
  const frame = (result: Frame['result'] = null) =>
    frames.push({ cells: letters.map((letter, i) => (locks[i] ? { letter, locked: true, lockedAs: locks[i] as RowLock } : { letter })), result });
  const typeFrom = (source: string) => {
    for (let i = 0; i < word.length; i++) {
      if (locks[i] !== null) continue;
      letters = letters.map((letter, j) => (j === i ? (source[i] as string) : letter));
      frame();
    }
  };
  frame();
  if (attempt !== word) {
    typeFrom(attempt);
    locks = locks.map((lock, i) => lock ?? (attempt[i] === word[i] ? 'found' : null));
    frame('invalidated');
    letters = letters.map((letter, i) => (locks[i] === null ? null : letter));
    frame();
  }
  typeFrom(word);
  frame('validated');
  frame('validated');
  return frames;
}

/**
 * The rules' animated demo of the definition games: the clue, then a row filled in two tries. With
 * reduced motion, the found word.
 */
export function RowsDemo({ clue, word, given, attempt }: { clue: ReactNode; word: string; given: number; attempt: string }) {
  const frames = demoFrames(word, given, attempt);
  const [step, setStep] = useState(() => (prefersReducedMotion() ? frames.length - 1 : 0));
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setInterval(() => setStep((s) => (s + 1) % frames.length), DEMO_STEP_MS);
    return () => window.clearInterval(timer);
  }, [frames.length]);
  const frame = frames[step] ?? (frames.at(-1) as Frame);
  return (
    <div className="rows-demo" aria-hidden="true" inert>
      {clue}
      <LetterSlots cells={frame.cells} label="" result={frame.result} />
    </div>
  );
}
