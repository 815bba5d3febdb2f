import { Link } from 'react-router';
import type { ProviderSettingsDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { useConsoleData } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { useConsoleMe } from './console-context.ts';
import { LoadState } from './ConsoleState.tsx';

/**
 * Whether a provider's « Mentions légales » hold what the law asks (the server counts what its page would say
 * « Non renseigné »): said in words, so the mark reads without colour.
 */
function legalState(p: ProviderSettingsDto): { text: string; missing: boolean } {
  if (p.legal_notice_url) return { text: tc('providers.legal.own'), missing: false };
  const count = p.legal_missing.length;
  if (count === 0) return { text: tc('providers.legal.complete'), missing: false };
  return { text: count === 1 ? tc('providers.legal.missing.one') : tc('providers.legal.missing.other', { count }), missing: true };
}

/**
 * The providers (a publisher sees only theirs), each with whether its legal notice is complete and a link to
 * preview the portal as that provider.
 */
export default function ProvidersScreen() {
  const me = useConsoleMe();
  const admin = me.role === 'admin';
  // A publisher edits its provider's legal fields only (issue 37); the rest of the page is read-only to it.
  const editLabel = admin ? tc('providers.edit') : tc('providers.edit-legal');
  const [providers, retry] = useConsoleData('/api/console/providers', consoleAnswers.providers);
  return (
    <section aria-labelledby="providers-title">
      <div className="console-table__heading">
        <h1 id="providers-title">{tc('providers.title')}</h1>
        {admin && (
          <Link className="button button--primary" to="/admin/providers/new">
            {tc('providers.new')}
          </Link>
        )}
      </div>
      <p className="console__hint">{tc('providers.delay')}</p>
      <LoadState state={providers} retry={retry}>
        {(list) => (
          <div className="console-table" tabIndex={0} role="region" aria-labelledby="providers-title">
            <table>
              <thead>
                <tr>
                  <th scope="col">{tc('providers.col.slug')}</th>
                  <th scope="col">{tc('providers.col.name')}</th>
                  <th scope="col">{tc('providers.col.games')}</th>
                  <th scope="col">{tc('providers.col.hostnames')}</th>
                  <th scope="col">{tc('providers.col.legal')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{tc('providers.edit')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((p) => {
                  const legal = legalState(p);
                  return (
                    <tr key={p.slug}>
                      <th scope="row">{p.slug}</th>
                      <td>{p.archived ? tc('providers.archived', { name: p.name }) : p.name}</td>
                      <td>{p.games.length}</td>
                      <td>{p.hostnames.join(', ') || '—'}</td>
                      <td>{legal.missing ? <strong>{legal.text}</strong> : legal.text}</td>
                      <td className="console-table__actions">
                        <Link to={`/admin/providers/${p.slug}`} aria-label={`${editLabel}\u00a0: ${p.name}`}>
                          {editLabel}
                        </Link>
                        <a
                          href={`/?provider=${encodeURIComponent(p.slug)}`}
                          target="_blank"
                          rel="noopener"
                          aria-label={`${tc('providers.preview')}\u00a0: ${p.name}`}
                        >
                          {tc('providers.preview')}
                        </a>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </section>
  );
}
