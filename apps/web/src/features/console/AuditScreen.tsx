import { useEffect, useState } from 'react';
import { apiGet } from '../../shared/api/api-client.ts';
import type { AuditEntryDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { errorMessage } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { useConsoleMe } from './console-context.ts';

const short = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Every console write, newest first: who (an account id), what, before and after, when. */
export default function AuditScreen() {
  const me = useConsoleMe();
  const [entries, setEntries] = useState<AuditEntryDto[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');
  const load = async (before: string | null) => {
    setState('loading');
    try {
      const page = await apiGet(`/api/console/audit${before ? `?before=${encodeURIComponent(before)}` : ''}`, consoleAnswers.audit);
      setEntries((old) => (before ? [...old, ...page.entries] : page.entries));
      setNext(page.next);
      setState('ready');
    } catch (error) {
      setState(errorMessage(error, tc('console.error')));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page, once; later pages are asked by the button.
  useEffect(() => void load(null), []);
  const actor = (id: string) => (id === 'cli' ? tc('audit.cli') : id === me.user.id ? `${tc('audit.you')} (${id})` : id);
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{tc('audit.title')}</h1>
      {state === 'ready' && entries.length === 0 && <p>{tc('audit.none')}</p>}
      {entries.length > 0 && (
        <div className="console-table" tabIndex={0} role="region" aria-labelledby="audit-title">
          <table className="console-audit">
            <thead>
              <tr>
                <th scope="col">{tc('audit.col.at')}</th>
                <th scope="col">{tc('audit.col.actor')}</th>
                <th scope="col">{tc('audit.col.action')}</th>
                <th scope="col">{tc('audit.col.target')}</th>
                <th scope="col">{tc('audit.col.change')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">{new Date(entry.at).toLocaleString('fr-FR')}</th>
                  <td>{actor(entry.actor_id)}</td>
                  <td>{entry.action}</td>
                  <td>{entry.target_id ?? entry.target_type}</td>
                  <td>
                    <code>{short(entry.before)}</code> → <code>{short(entry.after)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
