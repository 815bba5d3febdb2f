import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { apiGet, apiPost } from '../../shared/api/api-client.ts';
import type { DayChoiceDto, DayDetailDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { DayContent } from './CalendarScreen.tsx';
import { errorMessage, formatDate, useConsoleData } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { useConsoleMe } from './console-context.ts';
import { LoadState } from './ConsoleState.tsx';

const DayPreview = lazy(() => import('./DayPreview.tsx'));

/** One day of a game: its content, a preview as a player sees it, and (future word days) other choices. */
export default function DayScreen({ params }: { params: Record<string, string> }) {
  const { game = '', date = '' } = params;
  // The content stream an administrator chose in the calendar (a publisher's is its provider's).
  const stream = new URLSearchParams(useLocation().search).get('stream');
  const streamQuery = stream ? `?stream=${encodeURIComponent(stream)}` : '';
  const [day, retry, replace] = useConsoleData(`/api/console/calendar/${game}/${date}${streamQuery}`, consoleAnswers.day);
  return (
    <section aria-labelledby="day-title">
      <p>
        <Link to={`/admin/calendar?game=${game}&month=${date.slice(0, 7)}${stream ? `&stream=${encodeURIComponent(stream)}` : ''}`}>{tc('day.back')}</Link>
      </p>
      <LoadState state={day} retry={retry}>
        {(data) => <DayBody day={data} streamQuery={streamQuery} onReplaced={replace} />}
      </LoadState>
    </section>
  );
}

function DayBody({ day, streamQuery, onReplaced }: { day: DayDetailDto; streamQuery: string; onReplaced: (day: DayDetailDto) => void }) {
  const me = useConsoleMe();
  const [preview, setPreview] = useState(false);
  const [choices, setChoices] = useState<DayChoiceDto[] | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = day.summary;

  const loadChoices = async () => {
    setBusy(true);
    setMessage(null);
    try {
      setChoices(await apiGet(`/api/console/calendar/${day.game}/${day.date}/choices${streamQuery}`, consoleAnswers.dayChoices));
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, tc('console.error')) });
    } finally {
      setBusy(false);
    }
  };
  const choose = async (choice: DayChoiceDto) => {
    setBusy(true);
    setMessage(null);
    try {
      const replaced = await apiPost(`/api/console/calendar/${day.game}/${day.date}${streamQuery}`, { words: choice.words }, consoleAnswers.day);
      setChoices(null);
      onReplaced(replaced);
      setMessage({ kind: 'done', text: tc('day.replaced', { answers: choice.words.join(', ') }) });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, tc('console.error')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1 id="day-title">{tc('day.title', { game: day.game, date: formatDate(day.date) })}</h1>
      <p>
        {[tc(`calendar.status.${day.status}`), tc(`calendar.source.${day.source}`), day.replaced ? tc('calendar.replaced') : null].filter(Boolean).join(' · ')}
      </p>
      {day.answers_hidden && <p className="console__hint">{tc('calendar.hidden.why')}</p>}
      {summary && (
        <dl className="console-day-detail">
          {summary.target && <Item term={tc('day.target')} value={summary.target} />}
          {summary.answers.length > 0 && <Item term={tc('day.answers')} value={summary.answers.join(', ')} />}
          {summary.clues.length > 0 && (
            <div>
              <dt>{tc('day.clues')}</dt>
              <dd>
                <ol>
                  {summary.clues.map((clue, i) => (
                    <li key={i}>
                      {clue}
                      {summary.categories[i] ? ` (${summary.categories[i]})` : ''}
                    </li>
                  ))}
                </ol>
              </dd>
            </div>
          )}
          {summary.level && <Item term={tc('day.level')} value={summary.level} />}
        </dl>
      )}
      {day.problems.length > 0 && (
        <div className="console__warning">
          <h2>{tc('day.problems')}</h2>
          <ul>
            {day.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}

      {day.puzzle === null ? (
        <p>{tc('day.preview.unavailable')}</p>
      ) : (
        <p>
          <button type="button" className="button button--ghost" aria-expanded={preview} onClick={() => setPreview(!preview)}>
            {preview ? tc('day.preview.close') : tc('day.preview')}
          </button>
        </p>
      )}
      {preview && day.puzzle !== null && (
        <Suspense fallback={<p role="status">{tc('console.loading')}</p>}>
          <DayPreview game={day.game} puzzle={day.puzzle} />
        </Suspense>
      )}

      {day.locked_reason ? (
        <p className="console__hint">{tc('day.locked', { reason: day.locked_reason })}</p>
      ) : (
        me.role === 'admin' && (
          <section aria-labelledby="choices-title" className="console-choices">
            <h2 id="choices-title">{tc('day.choices')}</h2>
            <button type="button" className="button button--primary" onClick={() => void loadChoices()} disabled={busy}>
              {tc('day.choices.load')}
            </button>
            {choices?.length === 0 && <p>{tc('day.choices.none')}</p>}
            {choices && choices.length > 0 && (
              <ul className="console-choices__list">
                {choices.map((choice) => (
                  <li key={choice.words.join(',')}>
                    <p>
                      <DayContent day={choice} />
                    </p>
                    {choice.summary.clues.length > 0 && <p className="console__hint">{choice.summary.clues.join(' · ')}</p>}
                    <button type="button" className="button button--ghost" onClick={() => void choose(choice)} disabled={busy}>
                      {tc('day.choose')}
                      <span className="visually-hidden">
                        {'\u00a0: '}
                        {choice.words.join(', ')}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )
      )}
      <p className={message?.kind === 'error' ? 'console__error' : 'console__done'} role={message?.kind === 'error' ? 'alert' : 'status'}>
        {message?.text}
      </p>
    </>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}
