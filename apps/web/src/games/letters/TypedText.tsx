import { useEffect, useState } from 'react';
import { prefersReducedMotion } from './motion.ts';

/** Document 2 §9: a definition types in at 25 ms per character (50 ms in a rules demo). */
export const TYPING_STEP_MS = 25;
export const DEMO_TYPING_STEP_MS = 50;

/**
 * A text that types itself in, character by character; screen readers get the whole text at once, and
 * with reduced motion everyone does.
 */
export function TypedText({ text, stepMs = TYPING_STEP_MS, className }: { text: string; stepMs?: number; className?: string }) {
  const [shown, setShown] = useState(() => (prefersReducedMotion() ? text.length : 0));
  useEffect(() => {
    if (prefersReducedMotion()) {
      setShown(text.length);
      return;
    }
    setShown(0);
    const timer = window.setInterval(() => {
      setShown((n) => {
        if (n + 1 >= text.length) window.clearInterval(timer);
        return Math.min(n + 1, text.length);
      });
    }, stepMs);
    return () => window.clearInterval(timer);
  }, [text, stepMs]);
  return (
    <span className={className}>
      <span className="visually-hidden">{text}</span>
      <span aria-hidden="true">{text.slice(0, shown)}</span>
    </span>
  );
}
