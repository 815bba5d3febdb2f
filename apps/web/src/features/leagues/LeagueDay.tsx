import { addDays, formatDuration } from '@jdj/puzzles';
import { useId, useState } from 'react';
import type { GameDto, LeagueDayEntryDto } from '../../shared/api/api-types.ts';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';
import { frenchDate } from '../../shared/calendar/calendar.ts';
import type { LeagueApi } from './league-api.ts';
import { DayRankingRows, FoldToggle } from './FoldToggle.tsx';
import { foldRows } from './folded-rows.ts';
import { LoadNote } from './LoadNote.tsx';
import { useLoad } from './use-load.ts';

interface LeagueDayProps {
  /** The card's id, for « Aujourd'hui » to lead to it. */
  id?: string;
  api: LeagueApi;
  leagueId: string;
  games: readonly GameDto[];
  game: string;
  date: string;
  today: string;
  /** Another game or day was chosen (kept in the address, so the end screen can link to it). */
  onChange(game: string, date: string): void;
}

/** A member's result of one game and day, in words (a time, with what kept it from its place). */
export function resultText(entry: LeagueDayEntryDto, past: boolean): string {
  switch (entry.status) {
    case 'won':
      return formatDuration(entry.time ?? 0);
    case 'lost':
      return `${formatDuration(entry.time ?? 0)} (${t('league.status.lost')})`;
    case 'unverified':
      return `${formatDuration(entry.time ?? 0)} (${t('league.status.unverified')})`;
    case 'unplaced':
      return `${formatDuration(entry.time ?? 0)} (${t('league.status.unplaced')})`;
    default:
      return t(past ? 'league.status.not-played.past' : 'league.status.not-played.today');
  }
}

/** The day's ranking of one game: the winners by time, lost days after them, then the others. */
export function LeagueDay({ id, api, leagueId, games, game, date, today, onChange }: LeagueDayProps) {
  const { load } = useLoad(`${leagueId}/${game}/${date}`, (signal) => api.day(leagueId, game, date, signal));
  const selectId = useId();
  const [unfolded, setUnfolded] = useState(false);
  const folded = foldRows(load.status === 'ready' ? load.data.entries : [], (entry) => entry.member.you, unfolded);
  const gameName = games.find((g) => g.slug === game)?.name ?? game;
  const dayLabel = date === today ? t('league.day.today') : frenchDate(date);
  return (
    <section id={id} className="league-card" aria-labelledby={`${selectId}-title`}>
      <h2 id={`${selectId}-title`} className="league-card__title">
        {t('league.day.title')}
      </h2>
      <div className="league-day__controls">
        <label htmlFor={selectId}>{t('league.day.game')}</label>
        <select id={selectId} className="league-form__input league-day__game" value={game} onChange={(event) => onChange(event.target.value, date)}>
          {games.map((g) => (
            <option key={g.slug} value={g.slug}>
              {g.name}
            </option>
          ))}
        </select>
        <div className="league-day__days">
          <button type="button" className="button button--ghost" onClick={() => onChange(game, addDays(date, -1))}>
            {t('league.day.previous')}
          </button>
          <button type="button" className="button button--ghost" disabled={date >= today} onClick={() => onChange(game, addDays(date, 1))}>
            {t('league.day.next')}
          </button>
        </div>
      </div>
      <LoadNote load={load} />
      {load.status === 'ready' && (
        <table className="league-table">
          <caption>
            {gameName}, {dayLabel} : {t(load.data.placed > 1 ? 'league.day.placed.other' : 'league.day.placed.one', { n: load.data.placed })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('league.col.place')}</th>
              <th scope="col">{t('league.col.player')}</th>
              <th scope="col">{t('league.col.time')}</th>
            </tr>
          </thead>
          <tbody>
            <DayRankingRows folded={folded} result={(entry) => resultText(entry, date < today)} />
          </tbody>
        </table>
      )}
      {load.status === 'ready' && <FoldToggle folded={folded} unfolded={unfolded} onToggle={() => setUnfolded(!unfolded)} />}
    </section>
  );
}
