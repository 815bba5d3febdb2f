import { Link } from 'react-router';
import { useQueryParams } from './console-api.ts';
import type { CalendarDayDto, CalendarMonthDto, ConsoleGameDto, ProviderSettingsDto } from '../../app/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { formatDate, useConsoleData } from './console-api.ts';
import { useConsoleMe } from './console-context.ts';
import { LoadState } from './ConsoleState.tsx';

const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()).slice(0, 7);

function otherMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function DayContent({ day }: { day: Pick<CalendarDayDto, 'summary'> }) {
  const summary = day.summary;
  if (!summary) return <>—</>;
  const parts = [
    summary.answers.length > 0 ? summary.answers.join(', ') : null,
    summary.categories.length > 0 ? `(${summary.categories.join(', ')})` : null,
    summary.level,
  ].filter((p): p is string => p !== null);
  return <>{parts.join(' ') || '—'}</>;
}

/** A game's month: each day's content as an editor reads it, its state, and the days of content left. */
export default function CalendarScreen() {
  const me = useConsoleMe();
  const [params, setParams] = useQueryParams();
  const [games] = useConsoleData<ConsoleGameDto[]>('/api/console/games');
  const [providers] = useConsoleData<ProviderSettingsDto[]>('/api/console/providers');
  const own = me.role === 'publisher' && providers.status === 'ready' ? providers.data[0]?.games : undefined;
  const list = (games.status === 'ready' ? games.data : []).filter((g) => !own || own.includes(g.slug));
  const game = params.get('game') ?? own?.[0] ?? 'motamo';
  const month = params.get('month') ?? thisMonth();
  const [calendar, retry] = useConsoleData<CalendarMonthDto>(`/api/console/calendar/${game}?month=${month}`);
  const go = (changes: Record<string, string>) => setParams({ game, month, ...changes });

  return (
    <section aria-labelledby="calendar-title">
      <h1 id="calendar-title">{tc('calendar.title')}</h1>
      <div className="console-filters">
        <label>
          {tc('calendar.game')}
          <select value={game} onChange={(e) => go({ game: e.target.value })}>
            {list.map((g) => (
              <option key={g.slug} value={g.slug}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button--ghost" onClick={() => go({ month: otherMonth(month, -1) })}>
          {tc('calendar.previous')}
        </button>
        <p className="console-filters__month" aria-live="polite">
          {new Date(`${month}-15T12:00:00Z`).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric' })}
        </p>
        <button type="button" className="button button--ghost" onClick={() => go({ month: otherMonth(month, 1) })}>
          {tc('calendar.next')}
        </button>
      </div>
      <LoadState state={calendar} retry={retry}>
        {(data) => (
          <>
            {data.days_left === null ? (
              <p className="console__hint">{tc('calendar.generated')}</p>
            ) : data.days_left < data.days_left_warning ? (
              <p className="console__warning" role="alert">
                {tc('calendar.days-left.warning', { days: data.days_left, limit: data.days_left_warning })}
              </p>
            ) : (
              <p className="console__hint">{tc('calendar.days-left', { days: data.days_left })}</p>
            )}
            <div className="console-table" tabIndex={0} role="region" aria-labelledby="calendar-title">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{tc('calendar.col.date')}</th>
                    <th scope="col">{tc('calendar.col.content')}</th>
                    <th scope="col">{tc('calendar.col.state')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.days.map((day) => (
                    <tr key={day.date} className={`console-day console-day--${day.status}`}>
                      <th scope="row">
                        <Link to={`/admin/calendar/${game}/${day.date}`} aria-label={tc('calendar.open', { date: formatDate(day.date) })}>
                          {formatDate(day.date)}
                        </Link>
                      </th>
                      <td>
                        <DayContent day={day} />
                      </td>
                      <td>
                        {[
                          tc(`calendar.status.${day.status}`),
                          tc(`calendar.source.${day.source}`),
                          day.replaced ? tc('calendar.replaced') : null,
                          day.problems.length > 0 ? tc('calendar.problems', { count: day.problems.length }) : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </LoadState>
    </section>
  );
}
