import { tPlayer } from '../../i18n/fr-player.ts';
import { streakLabel } from '../../shared/streaks/streak-label.ts';
import { FlameIcon } from '../../shared/ui/icons.tsx';

/**
 * The streak's value under a won result; when today's game has just made it one day longer, it says so
 * (and the number pops, unless motion is reduced).
 */
export function WinStreak({ streak, grown }: { streak: number; grown: boolean }) {
  if (streak === 0) return null;
  const days = streakLabel(streak);
  return (
    <p className={`win-streak${grown ? ' win-streak--grown' : ''}`}>
      <FlameIcon size={22} />
      <span>{grown ? tPlayer('win.streak.grown', { days }) : tPlayer('win.streak', { days })}</span>
    </p>
  );
}
