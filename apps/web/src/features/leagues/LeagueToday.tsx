import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import type { GameDto, LeagueTodayGameDto } from '../../shared/api/api-types.ts';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';
import type { LeagueApi } from './league-api.ts';
import { resultText } from './LeagueDay.tsx';
import { DayRankingRows, GapRow } from './FoldToggle.tsx';
import { foldRows } from './folded-rows.ts';
import { LoadNote } from './LoadNote.tsx';
import { useLoad } from './use-load.ts';

interface LeagueTodayProps {
  api: LeagueApi;
  leagueId: string;
  games: readonly GameDto[];
  /** Opens a game's full day ranking below. */
  onRanking(game: string): void;
  /** Once loaded: the game the most members played today (null when nobody has), for the ranking to open on. */
  onMostPlayed(game: string | null): void;
}

const played = (game: LeagueTodayGameDto) => game.entries.some((entry) => entry.status !== 'not-played');

/** At a glance, each game's podium and the player's own row; its name opens the whole ranking. */
const GLANCE_ROWS = 3;

/**
 * « Aujourd'hui » (issue 39), first on a league's page: each of today's games the members played, with their
 * times in the day's order and the player's own row (« Jouer » when not yet played); the games nobody played
 * yet in one line.
 */
export function LeagueToday({ api, leagueId, games, onRanking, onMostPlayed }: LeagueTodayProps) {
  const { load } = useLoad(`${leagueId}/today`, (signal) => api.today(leagueId, signal));
  const titleId = useId();
  const nameOf = (slug: string) => games.find((g) => g.slug === slug)?.name ?? slug;
  const playLink = (slug: string) => (
    <Link className="button button--primary" to={`/${slug}`} aria-label={t('league.today.play-label', { game: nameOf(slug) })}>
      {t('league.today.play')}
    </Link>
  );
  const shown = load.status === 'ready' ? load.data.games.filter(played) : [];
  const waiting = load.status === 'ready' ? load.data.games.filter((game) => !played(game)) : [];
  const mostPlayed = load.status === 'ready' ? (shown[0]?.game ?? null) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per answer; the callback is rebuilt each render.
  useEffect(() => {
    if (mostPlayed !== undefined) onMostPlayed(mostPlayed);
  }, [mostPlayed]);
  return (
    <section className="league-card league-today" aria-labelledby={titleId}>
      <h2 id={titleId} className="league-card__title">
        {t('league.today.title')}
      </h2>
      <LoadNote load={load} />
      {load.status === 'ready' && shown.length === 0 && <p>{t('league.today.nobody')}</p>}
      {shown.map((game) => {
        const folded = foldRows(game.entries, (entry) => entry.member.you, false, GLANCE_ROWS);
        return (
          <table key={game.game} className="league-table league-today__game">
            <caption>
              <button type="button" className="league-today__name" onClick={() => onRanking(game.game)}>
                {nameOf(game.game)}
              </button>
            </caption>
            <tbody>
              <DayRankingRows
                folded={folded}
                result={(entry) => (entry.member.you && entry.status === 'not-played' ? playLink(game.game) : resultText(entry, false))}
              />
              {folded.gapBefore === null && <GapRow count={folded.hidden} columns={3} />}
            </tbody>
          </table>
        );
      })}
      {waiting.length > 0 && (
        <div className="league-today__others">
          <p>{t('league.today.others')}</p>
          <ul className="league-today__list">
            {waiting.map((game) => (
              <li key={game.game}>
                <Link to={`/${game.game}`}>{nameOf(game.game)}</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
