import { useId } from 'react';

type Tier = 'express' | 'won' | 'done';

/** The symbol struck on each medal: a lightning bolt (Express !), a star (C'est gagné !), a check (Vous avez réussi !). */
const SYMBOLS: Record<Tier, string> = {
  express: 'M64 28 45 60h13l-5 24 22-34H61l3-22Z',
  won: 'm60 31 7.6 15.4 17 2.5-12.3 12 2.9 16.9L60 69.8l-15.2 8 2.9-16.9-12.3-12 17-2.5L60 31Z',
  done: 'm44 55 11 11 22-23 6 6-28 29-17-17 6-6Z',
};

/**
 * The medal of the result tier, drawn large on the end screen: a struck metal disc (gold, silver or bronze
 * from tokens.css) on a ribbon in the game's colour, with sparkles around the fastest tier. Decorative: the
 * tier's title says the same in words.
 */
export function TierBadge({ tier }: { tier: Tier }) {
  // One gradient per badge (the calendar may show another screen's badge later): an id safe in url(#…).
  const gradient = `medal-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const metal = `url(#${gradient})`;
  return (
    <svg className={`tier-badge tier-badge--${tier}`} viewBox="0 0 120 124" width="112" height="116" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: 'var(--medal-light)' }} />
          <stop offset="0.55" style={{ stopColor: 'var(--medal-mid)' }} />
          <stop offset="1" style={{ stopColor: 'var(--medal-dark)' }} />
        </linearGradient>
      </defs>
      <g className="tier-badge__ribbon">
        <path d="M38 72 26 118l15-7 10 12 12-43Z" style={{ fill: 'var(--game-color)' }} />
        <path d="M82 72l12 46-15-7-10 12-12-43Z" style={{ fill: 'var(--game-color)' }} />
        {/* The far tail in the ribbon's shade. */}
        <path d="M82 72l12 46-15-7-10 12-12-43Z" fill="rgb(0 0 0 / 0.2)" />
      </g>
      <circle cx="60" cy="54" r="40" fill={metal} />
      <circle cx="60" cy="54" r="40" fill="none" style={{ stroke: 'var(--medal-dark)' }} strokeWidth="2" />
      <circle cx="60" cy="54" r="31" fill="none" style={{ stroke: 'var(--medal-light)' }} strokeWidth="2.5" strokeDasharray="2 3.2" />
      <path d={SYMBOLS[tier]} style={{ fill: 'var(--medal-dark)' }} transform="translate(1.5 1.5)" opacity="0.45" />
      <path d={SYMBOLS[tier]} style={{ fill: 'var(--medal-light)' }} />
      <path d="M33 36a34 34 0 0 1 27-16" fill="none" stroke="rgb(255 255 255 / 0.55)" strokeWidth="4" strokeLinecap="round" />
      {tier === 'express' && (
        <g className="tier-badge__sparkles" style={{ fill: 'var(--medal-mid)' }}>
          <path d="M10 20l2.5 6 6 2.5-6 2.5-2.5 6-2.5-6-6-2.5 6-2.5Z" />
          <path d="M108 12l2 4.5 4.5 2-4.5 2-2 4.5-2-4.5-4.5-2 4.5-2Z" />
          <path d="M110 70l1.6 3.6 3.6 1.6-3.6 1.6-1.6 3.6-1.6-3.6-3.6-1.6 3.6-1.6Z" />
        </g>
      )}
    </svg>
  );
}
