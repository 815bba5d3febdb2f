import { Link } from 'react-router';
import type { ProviderSettingsDto } from '../../app/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { useConsoleData } from './console-api.ts';
import { useConsoleMe } from './console-context.ts';
import { LoadState } from './ConsoleState.tsx';

/** The providers (a publisher sees only theirs), each with a link to preview the portal as that provider. */
export default function ProvidersScreen() {
  const me = useConsoleMe();
  const [providers, retry] = useConsoleData<ProviderSettingsDto[]>('/api/console/providers');
  return (
    <section aria-labelledby="providers-title">
      <div className="console-table__heading">
        <h1 id="providers-title">{tc('providers.title')}</h1>
        {me.role === 'admin' && (
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
                  <th scope="col">
                    <span className="visually-hidden">{tc('providers.edit')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((p) => (
                  <tr key={p.slug}>
                    <th scope="row">{p.slug}</th>
                    <td>{p.name}</td>
                    <td>{p.games.length}</td>
                    <td>{p.hostnames.join(', ') || '—'}</td>
                    <td className="console-table__actions">
                      <Link to={`/admin/providers/${p.slug}`} aria-label={`${me.role === 'admin' ? tc('providers.edit') : tc('console.read-only')} : ${p.name}`}>
                        {me.role === 'admin' ? tc('providers.edit') : tc('console.read-only')}
                      </Link>
                      <a href={`/?provider=${encodeURIComponent(p.slug)}`} target="_blank" rel="noopener" aria-label={`${tc('providers.preview')} : ${p.name}`}>
                        {tc('providers.preview')}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </section>
  );
}
