import { CONTENT_STREAMS, MAIN_STREAM, occasionOf } from '@jdj/puzzles';
import { Link } from 'react-router';
import { useQueryParams } from './console-api.ts';
import type { CalendarDayDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { formatDate, useConsoleData } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { useConsoleMe } from './console-context.ts';
import { LoadState } from './ConsoleState.tsx';

const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()).slice(0, 7);

function otherMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function DayContent({ day }: { day: Pick<CalendarDayDto, 'summary'> & Partial<Pick<CalendarDayDto, 'answers_hidden'>> }) {
  const summary = day.summary;
  if (day.answers_hidden) return <>{tc('calendar.hidden')}</>;
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
  const [games] = useConsoleData('/api/console/games', consoleAnswers.games);
  const [providers] = useConsoleData('/api/console/providers', consoleAnswers.providers);
  const own = me.role === 'publisher' && providers.status === 'ready' ? providers.data[0]?.games : undefined;
  const list = (games.status === 'ready' ? games.data : []).filter((g) => !own || own.includes(g.slug));
  const game = params.get('game') ?? own?.[0] ?? 'motamo';
  const month = params.get('month') ?? thisMonth();
  // An administrator picks the content stream; a publisher reads its provider's (the server decides).
  const stream = me.role === 'admin' ? (params.get('stream') ?? MAIN_STREAM) : null;
  const streamQuery = stream ? `&stream=${stream}` : '';
  const [calendar, retry] = useConsoleData(`/api/console/calendar/${game}?month=${month}${streamQuery}`, consoleAnswers.calendar);
  const go = (changes: Record<string, string>) => setParams({ game, month, ...(stream ? { stream } : {}), ...changes });

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
        {stream && (
          <label>
            {tc('calendar.stream')}
            <select value={stream} onChange={(e) => go({ stream: e.target.value })}>
              {CONTENT_STREAMS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        )}
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
            <p className="console__hint">{tc('calendar.stream.of', { label: data.stream_label })}</p>
            {data.days.some((day) => day.answers_hidden) && <p className="console__hint">{tc('calendar.hidden.why')}</p>}
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
                        <Link
                          to={`/admin/calendar/${game}/${day.date}${stream ? `?stream=${stream}` : ''}`}
                          aria-label={tc('calendar.open', { date: formatDate(day.date) })}
                        >
                          {formatDate(day.date)}
                        </Link>
                        {/* Issue 41: holidays and days of remembrance, where no answer is a word of grief or accident. */}
                        {occasionOf(day.date) && <span className="console-day__occasion">{occasionOf(day.date)}</span>}
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
