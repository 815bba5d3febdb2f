import { formatDuration } from '@jdj/puzzles';
import { Fragment, useId, useState } from 'react';
import type { LeaguePeriod } from '../../shared/api/api-types.ts';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';
import { frenchDate } from '../../shared/calendar/calendar.ts';
import type { LeagueApi } from './league-api.ts';
import { FoldToggle, GapRow } from './FoldToggle.tsx';
import { foldRows } from './folded-rows.ts';
import { LoadNote } from './LoadNote.tsx';
import { ordinal } from './ordinal.ts';
import { useLoad } from './use-load.ts';

const monthName = (date: string) => new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** The week's or month's standing across the provider's games, with its rule in one sentence. */
export function LeagueStanding({ api, leagueId, date }: { api: LeagueApi; leagueId: string; date: string }) {
  const [period, setPeriod] = useState<LeaguePeriod>('week');
  const { load } = useLoad(`${leagueId}/${period}/${date}`, (signal) => api.standing(leagueId, period, date, signal));
  const titleId = useId();
  const [unfolded, setUnfolded] = useState(false);
  const folded = foldRows(load.status === 'ready' ? load.data.entries : [], (entry) => entry.member.you, unfolded);
  const title =
    load.status !== 'ready'
      ? t(period === 'week' ? 'league.standing.week' : 'league.standing.month')
      : period === 'week'
        ? t('league.standing.title.week', { from: frenchDate(load.data.from), to: frenchDate(load.data.to) })
        : t('league.standing.title.month', { month: monthName(load.data.from) });
  return (
    <section className="league-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="league-card__title">
        {title}
      </h2>
      <div className="league-standing__periods" role="group" aria-label={t('league.standing.period')}>
        {(['week', 'month'] as const).map((p) => (
          <button
            key={p}
            type="button"
            className={`button ${p === period ? 'button--primary' : 'button--ghost'}`}
            aria-pressed={p === period}
            onClick={() => setPeriod(p)}
          >
            {t(p === 'week' ? 'league.standing.week' : 'league.standing.month')}
          </button>
        ))}
      </div>
      <p className="league-standing__rule">{t('league.standing.rule')}</p>
      <p className="league-form__hint">{t('league.standing.ties')}</p>
      <LoadNote load={load} />
      {load.status === 'ready' && (
        <table className="league-table">
          <thead>
            <tr>
              <th scope="col">{t('league.col.place')}</th>
              <th scope="col">{t('league.col.player')}</th>
              <th scope="col">{t('league.col.points')}</th>
              {/* The middle tie-breaks: left out on a phone's width, where the time that follows them still shows. */}
              <th scope="col" className="league-table__detail">
                {t('league.col.plays')}
              </th>
              <th scope="col" className="league-table__detail">
                {t('league.col.wins')}
              </th>
              <th scope="col">{t('league.col.won-time')}</th>
            </tr>
          </thead>
          <tbody>
            {folded.rows.map((entry, i) => (
              <Fragment key={entry.member.id}>
                {i === folded.rows.length - 1 && <GapRow count={folded.gapBefore} columns={6} />}
                <tr className={entry.member.you ? 'league-table__you' : undefined}>
                  <td>{ordinal(entry.place)}</td>
                  <th scope="row">
                    {entry.member.username}
                    {entry.member.you && ` ${t('league.you')}`}
                  </th>
                  <td>{entry.points}</td>
                  <td className="league-table__detail">{entry.plays}</td>
                  <td className="league-table__detail">{entry.wins}</td>
                  {/* The last tie-break, shown (issue 39: three players at « 4 | 2 | 2 » could not see why). */}
                  <td>{formatDuration(entry.won_time)}</td>
                </tr>
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
      {load.status === 'ready' && <FoldToggle folded={folded} unfolded={unfolded} onToggle={() => setUnfolded(!unfolded)} />}
    </section>
  );
}
