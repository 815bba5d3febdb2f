import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { apiGet, apiPost } from '../../shared/api/api-client.ts';
import type { DayCheckDto, DayChoiceDto, DayDetailDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { DayContent } from './CalendarScreen.tsx';
import { errorMessage, formatDate, useConsoleData } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { useConsoleMe } from './console-context.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { LoadState } from './ConsoleState.tsx';

const DayPreview = lazy(() => import('./DayPreview.tsx'));

/** One day of a game: its content, a preview as a player sees it, and (future word days) other choices. */
export default function DayScreen({ params }: { params: Record<string, string> }) {
  const { game = '', date = '' } = params;
  // The content stream an administrator chose in the calendar (a publisher's is its provider's).
  const stream = new URLSearchParams(useLocation().search).get('stream');
  const streamQuery = stream ? `?stream=${encodeURIComponent(stream)}` : '';
  const [day, retry, replace] = useConsoleData(`/api/console/calendar/${game}/${date}${streamQuery}`, consoleAnswers.day);
  const [games] = useConsoleData('/api/console/games', consoleAnswers.games);
  const gameName = (games.status === 'ready' ? games.data.find((g) => g.slug === game)?.name : undefined) ?? game;
  return (
    <section aria-labelledby="day-title">
      <p>
        <Link to={`/admin/calendar?game=${game}&month=${date.slice(0, 7)}${stream ? `&stream=${encodeURIComponent(stream)}` : ''}`}>{tc('day.back')}</Link>
      </p>
      <LoadState state={day} retry={retry}>
        {(data) => <DayBody day={data} gameName={gameName} streamQuery={streamQuery} onReplaced={replace} />}
      </LoadState>
    </section>
  );
}

interface DayBodyProps {
  day: DayDetailDto;
  gameName: string;
  streamQuery: string;
  onReplaced: (day: DayDetailDto) => void;
}

/** What a replacement changes, said before it is sent: the answers before (hidden from a publisher) and after. */
function replaceQuestion(day: DayDetailDto, words: readonly string[]): string {
  const after = words.join(', ');
  return day.summary && day.summary.answers.length > 0
    ? tc('day.replace.confirm', { before: day.summary.answers.join(', '), after })
    : tc('day.replace.confirm-hidden', { after });
}

function DayBody({ day, gameName, streamQuery, onReplaced }: DayBodyProps) {
  const me = useConsoleMe();
  const [preview, setPreview] = useState(false);
  const [choices, setChoices] = useState<DayChoiceDto[] | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const summary = day.summary;
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState<{ words: string[]; result: DayCheckDto } | null>(null);
  const typedWords = typed
    .split(/[\n,;]+/)
    .map((w) => w.trim())
    .filter(Boolean);
  const check = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const words = typedWords;
      setChecked({ words, result: await apiPost(`/api/console/calendar/${day.game}/${day.date}/check${streamQuery}`, { words }, consoleAnswers.dayCheck) });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, tc('console.error')) });
    } finally {
      setBusy(false);
    }
  };

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
  const choose = async (words: readonly string[]) => {
    setBusy(true);
    setMessage(null);
    try {
      const replaced = await apiPost(`/api/console/calendar/${day.game}/${day.date}${streamQuery}`, { words }, consoleAnswers.day);
      setChoices(null);
      setChecked(null);
      onReplaced(replaced);
      setMessage({ kind: 'done', text: tc('day.replaced', { answers: replaced.summary?.answers.join(', ') ?? words.join(', ') }) });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, tc('console.error')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1 id="day-title">{tc('day.title', { game: gameName, date: formatDate(day.date) })}</h1>
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
        <>
          <section aria-labelledby="typed-title" className="console-choices">
            <h2 id="typed-title">{tc('day.typed')}</h2>
            <form
              className="console-form"
              onSubmit={(event) => {
                event.preventDefault();
                void check();
              }}
            >
              <label>
                {tc('day.typed.words')}
                <textarea
                  value={typed}
                  rows={5}
                  onChange={(e) => {
                    setTyped(e.target.value);
                    setChecked(null);
                  }}
                  aria-describedby="typed-help"
                  required
                />
              </label>
              <p className="console__hint" id="typed-help">
                {tc('day.typed.help')}
              </p>
              <button type="submit" className="button button--primary" disabled={busy || typedWords.length === 0}>
                {tc('day.typed.check')}
              </button>
            </form>
            {checked && checked.result.problems.length > 0 && (
              <div className="console__warning" role="alert">
                <h3>{tc('day.typed.problems')}</h3>
                <ul>
                  {checked.result.problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </div>
            )}
            {checked && checked.result.problems.length === 0 && (
              <div className="console-choices__ok">
                <p role="status">{tc('day.typed.clean', { answers: checked.result.summary?.answers.join(', ') ?? checked.words.join(', ') })}</p>
                <ConfirmAction
                  label={tc('day.typed.save')}
                  question={replaceQuestion(day, checked.result.summary?.answers ?? checked.words)}
                  confirmLabel={tc('day.replace.do')}
                  disabled={busy}
                  onConfirm={() => choose(checked.words)}
                />
              </div>
            )}
          </section>
          {me.role === 'admin' && (
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
                      <ConfirmAction
                        label={`${tc('day.choose')}\u00a0: ${choice.words.join(', ')}`}
                        question={replaceQuestion(day, choice.words)}
                        confirmLabel={tc('day.replace.do')}
                        disabled={busy}
                        onConfirm={() => choose(choice.words)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
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
