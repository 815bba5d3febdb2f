import { useEffect, useState } from 'react';
import { apiGet } from '../../shared/api/api-client.ts';
import { answers } from '../../shared/api/answers.ts';
import { tProximoFinder as t } from '../../i18n/fr-proximo-finder.ts';

interface ProximoFinderProps {
  /** The puzzle day. */
  date: string;
  /** Today in the provider's timezone: a past day says « de ce jour » instead of « aujourd’hui ». */
  today: string;
  /** The provider's slug: its players only are counted. */
  provider: string;
  /** The client_play_id the stored score was posted with. */
  play: string;
}

/**
 * The server's rank of the play among the day's finders (GET /api/day-stats with `play`), or null while it
 * is asked, when the call fails, and when the server gives none (a play it did not verify, not placed…).
 */
function useFinderRank(date: string, provider: string, play: string): number | null {
  const [found, setFound] = useState<{ key: string; rank: number | null }>({ key: '', rank: null });
  const key = `${date}/${provider}/${play}`;
  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ provider, play });
    apiGet(`/api/day-stats/proximo/${date}?${query}`, answers.dayStats, { signal: controller.signal }).then(
      (stats) => setFound({ key, rank: stats.finder_rank }),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Finder rank not loaded', error);
      },
    );
    return () => controller.abort();
  }, [date, provider, play, key]);
  return found.key === key ? found.rank : null;
}

/**
 * « Vous êtes le N‑ᵉ joueur à trouver le mot aujourd’hui » (issue 40, as Cémantix says it): where the player
 * comes among the day's finders of the provider, counted by the server from the plays it verified. One line,
 * or nothing until the server has given a rank.
 */
export function ProximoFinder({ date, today, provider, play }: ProximoFinderProps) {
  const rank = useFinderRank(date, provider, play);
  if (rank === null) return null;
  const isToday = date === today;
  let text: string;
  if (rank === 1) text = t(isToday ? 'proximo.finder.first.today' : 'proximo.finder.first.past');
  else text = t(isToday ? 'proximo.finder.nth.today' : 'proximo.finder.nth.past', { n: rank.toLocaleString('fr-FR') });
  return <p className="proximo-end__finder">{text}</p>;
}
