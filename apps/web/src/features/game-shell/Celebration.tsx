import { useEffect, useState } from 'react';

const PIECES = 28;
const DURATION_MS = 2200;

/** Whether the player asked their system for less motion (then there is no celebration at all). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A short burst of confetti over the result when a game has just been won: pieces in the game's colour and
 * the medal's, spread by a fixed pattern (no randomness: the same every time), gone after about 2 s.
 * Decorative only; nothing at all with prefers-reduced-motion.
 */
export function Celebration() {
  const [done, setDone] = useState(prefersReducedMotion);
  useEffect(() => {
    if (done) return;
    const timeout = window.setTimeout(() => setDone(true), DURATION_MS);
    return () => window.clearTimeout(timeout);
  }, [done]);
  if (done) return null;
  return (
    <div className="celebration" aria-hidden="true" data-testid="celebration">
      {Array.from({ length: PIECES }, (_, i) => {
        const golden = (i * 0.618_033_988_75) % 1;
        const style = {
          '--x': `${Math.round(golden * 100)}%`,
          '--drift': `${Math.round(((i * 37) % 21) - 10) * 4}px`,
          '--turn': `${((i * 53) % 5) + 1}turn`,
          '--delay': `${(i % 7) * 60}ms`,
        } as React.CSSProperties;
        return <span key={i} className={`celebration__piece celebration__piece--${i % 4}`} style={style} />;
      })}
    </div>
  );
}
