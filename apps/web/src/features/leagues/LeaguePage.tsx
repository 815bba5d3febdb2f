import { isIsoDate } from '@jdj/puzzles';
import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';
import { providerToday } from '../../shared/streaks/streaks.ts';
import { LeagueDay } from './LeagueDay.tsx';
import { LEAGUE_INVITE_ID, LeagueInvite } from './LeagueInvite.tsx';
import { leagueApi } from './league-api.ts';
import { LeagueManage } from './LeagueManage.tsx';
import { LeagueMembers } from './LeagueMembers.tsx';
import { LeagueStanding } from './LeagueStanding.tsx';
import { LeagueToday } from './LeagueToday.tsx';
import { failureText, useLoad } from './use-load.ts';
import '../../styles/page.css';
import './leagues.css';

/**
 * A league (/ligues/:id), for its members only: today's games at a glance, the day's ranking of a game
 * (`?jeu=&date=`, where the end screen's line leads), the week's and month's standings, the members, the invitation and the controls.
 */
export function LeaguePage() {
  const { id = '' } = useParams();
  const { provider } = useProvider();
  const api = leagueApi(provider.slug);
  const { load, set } = useLoad(`${provider.slug}/${id}`, (signal) => api.get(id, signal));
  const [search, setSearch] = useSearchParams();
  const [problem, setProblem] = useState('');
  const today = providerToday(provider.timezone);
  const rankingId = useId();

  if (load.status === 'loading') {
    return (
      <article className="page page--wide leagues">
        <p role="status">{t('leagues.loading')}</p>
      </article>
    );
  }
  if (load.status === 'failed') {
    return (
      <article className="page page--narrow leagues">
        <h1 className="page__title">{load.code === 404 ? t('league.not-found') : load.message}</h1>
        <p>
          <Link to="/ligues">{t('league.back')}</Link>
        </p>
      </article>
    );
  }
  const league = load.data;
  const games = provider.games;
  const asked = search.get('jeu');
  const game = games.some((g) => g.slug === asked) ? (asked as string) : (games[0]?.slug ?? '');
  const askedDate = search.get('date');
  const date = askedDate && isIsoDate(askedDate) && askedDate <= today ? askedDate : today;
  const actions = {
    api,
    league,
    onChanged: (changed: typeof league) => {
      setProblem('');
      set(changed);
    },
    onFailure: (error: unknown) => setProblem(failureText(error)),
  };

  return (
    <article className="page page--wide leagues">
      <p className="leagues__back">
        <Link to="/ligues">{t('league.back')}</Link>
      </p>
      <div className="league-page__head">
        <h1 className="page__title">{league.name}</h1>
        {/* In view on the first screen however long the league (issue 39: « Inviter » sat at y=36,533 with 100 members). */}
        <a className="button button--ghost" href={`#${LEAGUE_INVITE_ID}`}>
          {t('league.invite.jump')}
        </a>
      </div>
      {problem && (
        <p className="league-error" role="alert">
          {problem}
        </p>
      )}
      <div className="league-grid">
        <LeagueToday
          api={api}
          leagueId={league.id}
          games={games}
          onRanking={(slug) => {
            setSearch({ jeu: slug, date: today }, { replace: true });
            document.getElementById(rankingId)?.scrollIntoView({ block: 'start' });
          }}
          onMostPlayed={(slug) => {
            // The ranking opens on a game the members played, unless a link chose one (the end screen's line).
            if (slug && !asked) setSearch({ jeu: slug, date: today }, { replace: true });
          }}
        />
        <LeagueDay
          id={rankingId}
          api={api}
          leagueId={league.id}
          games={games}
          game={game}
          date={date}
          today={today}
          onChange={(nextGame, nextDate) => setSearch({ jeu: nextGame, date: nextDate }, { replace: true })}
        />
        <LeagueStanding api={api} leagueId={league.id} date={date} />
        <LeagueMembers {...actions} />
        <LeagueInvite {...actions} />
        <LeagueManage {...actions} />
      </div>
    </article>
  );
}
