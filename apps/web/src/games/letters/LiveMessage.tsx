/**
 * A polite live region for what changes on a word board (a word found or wrong, a letter revealed).
 * `count` tells two equal messages apart, so the second is announced too.
 */
export function LiveMessage({ text, count }: { text: string; count: number }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {text}
      {count % 2 === 1 ? '\u00a0' : ''}
    </p>
  );
}
