import { useEffect, useState } from 'react';
import { apiGet } from '../../shared/api/api-client.ts';
import type { AuditEntryDto, AuditPageDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { errorMessage, formatDateTime, useQueryParams } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { useConsoleMe } from './console-context.ts';

const FILTERS = ['action', 'actor', 'from', 'to'] as const;

/** Every console write, newest first, in words: who (the id on demand), what, each field before → after, when. */
export default function AuditScreen() {
  const me = useConsoleMe();
  const [params, setParams] = useQueryParams();
  const filter = new URLSearchParams();
  for (const key of FILTERS) {
    const value = params.get(key);
    if (value) filter.set(key, value);
  }
  const query = filter.toString();
  const [entries, setEntries] = useState<AuditEntryDto[]>([]);
  const [choices, setChoices] = useState<Pick<AuditPageDto, 'actions' | 'actors'>>({ actions: [], actors: [] });
  const [next, setNext] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');
  const load = async (before: string | null) => {
    setState('loading');
    try {
      const asked = new URLSearchParams(query);
      if (before) asked.set('before', before);
      const page = await apiGet(`/api/console/audit?${asked.toString()}`, consoleAnswers.audit);
      setEntries((old) => (before ? [...old, ...page.entries] : page.entries));
      setChoices({ actions: page.actions, actors: page.actors });
      setNext(page.next);
      setState('ready');
    } catch (error) {
      setState(errorMessage(error, tc('console.error')));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page of these filters; later pages are asked by the button.
  useEffect(() => void load(null), [query]);
  const [draft, setDraft] = useState<Record<string, string>>(() => Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ''])));
  const actorName = (entry: AuditEntryDto) => (entry.actor_id === me.user.id ? `${entry.actor_name} (${tc('audit.you')})` : entry.actor_name);
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{tc('audit.title')}</h1>
      <form
        className="console-filters"
        aria-label={tc('audit.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          setParams(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== '')));
        }}
      >
        <label>
          {tc('audit.filter.action')}
          <select value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })}>
            <option value="">{tc('audit.filter.all')}</option>
            {choices.actions.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tc('audit.filter.actor')}
          <select value={draft.actor} onChange={(e) => setDraft({ ...draft, actor: e.target.value })}>
            <option value="">{tc('audit.filter.everyone')}</option>
            {choices.actors.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tc('audit.filter.from')}
          <input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label>
          {tc('audit.filter.to')}
          <input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <button type="submit" className="button button--primary">
          {tc('audit.filter.apply')}
        </button>
      </form>
      <p>
        <a href={`/api/console/audit.csv${query ? `?${query}` : ''}`} download>
          {tc('audit.csv')}
        </a>
      </p>
      {state === 'ready' && entries.length === 0 && <p role="status">{tc('audit.none')}</p>}
      {entries.length > 0 && (
        <ol className="console-audit">
          {entries.map((entry) => (
            <li key={entry.id} className="console-audit__line">
              <p>
                <strong>{entry.action_label}</strong>
                {entry.target_id ? ` · ${entry.target_id}` : ''}
              </p>
              <p className="console__hint">
                {formatDateTime(entry.at)} · {actorName(entry)}
              </p>
              {entry.changes.length > 0 && (
                <ul className="console-audit__changes">
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {change.label} : {change.before} → {change.after}
                    </li>
                  ))}
                </ul>
              )}
              <details>
                <summary>{tc('audit.ids')}</summary>
                <p className="console-audit__ids">
                  {tc('audit.actor-id', { id: entry.actor_id })}
                  {entry.target_id ? ` · ${tc('audit.target-id', { id: entry.target_id })}` : ''}
                </p>
              </details>
            </li>
          ))}
        </ol>
      )}
      {state === 'loading' && <p role="status">{tc('console.loading')}</p>}
      {state !== 'loading' && state !== 'ready' && <p role="alert">{state}</p>}
      {next && state === 'ready' && (
        <button type="button" className="button button--ghost" onClick={() => void load(next)}>
          {tc('audit.more')}
        </button>
      )}
    </section>
  );
}
