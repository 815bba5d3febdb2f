import type { BineroValue } from '@jdj/puzzles';

/**
 * Binero's two values as symbols rather than bare digits (easier to tell apart on a 10 × 10 phone grid):
 * 0 is a sun, 1 a moon, each with its own shape and colour (tokens --color-sun and --color-moon).
 */
export function BineroSymbol({ value }: { value: BineroValue }) {
  return value === 0 ? (
    <svg className="binero-symbol binero-symbol--sun" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="5" fill="currentColor" />
      <path
        d="M12 2.5v2.6M12 18.9v2.6M2.5 12h2.6M18.9 12h2.6M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  ) : (
    <svg className="binero-symbol binero-symbol--moon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M19.5 14.6A8 8 0 0 1 9.4 4.5a8 8 0 1 0 10.1 10.1Z" fill="currentColor" />
    </svg>
  );
}
