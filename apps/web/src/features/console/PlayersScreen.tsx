import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryParams } from './console-api.ts';
import type { PlayerSummaryDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { useConsoleData } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { LoadState } from './ConsoleState.tsx';

export function roleLabel(player: Pick<PlayerSummaryDto, 'role' | 'publisher_of'>): string {
  if (player.role === 'admin') return tc('player.role.admin');
  if (player.role === 'publisher') return `${tc('player.role.publisher')} (${player.publisher_of ?? '—'})`;
  return tc('player.role.user');
}

/** Finds accounts by e-mail or username. */
export default function PlayersScreen() {
  const [params, setParams] = useQueryParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  // What the screen before says (« Compte supprimé. » after a deletion), carried in the navigation's state.
  const told = (useLocation().state as { message?: unknown } | null)?.message;
  const [found, retry] = useConsoleData(q.trim().length >= 2 ? `/api/console/players?q=${encodeURIComponent(q)}` : null, consoleAnswers.players);
  return (
    <section aria-labelledby="players-title">
      <h1 id="players-title">{tc('players.title')}</h1>
      {typeof told === 'string' && (
        <p className="console__done" role="status">
          {told}
        </p>
      )}
      <form
        role="search"
        className="console-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setParams({ q: text });
        }}
      >
        <label>
          {tc('players.search')}
          <input type="search" value={text} onChange={(e) => setText(e.target.value)} minLength={2} required />
        </label>
        <button type="submit" className="button button--primary">
          {tc('players.find')}
        </button>
      </form>
      {q.trim().length >= 2 && (
        <LoadState state={found} retry={retry}>
          {(players) =>
            players.length === 0 ? (
              <p role="status">{tc('players.none')}</p>
            ) : (
              <div className="console-table" tabIndex={0} role="region" aria-labelledby="players-title">
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{tc('players.col.email')}</th>
                      <th scope="col">{tc('players.col.username')}</th>
                      <th scope="col">{tc('players.col.role')}</th>
                      <th scope="col">{tc('players.col.state')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {players.map((p) => (
                      <tr key={p.id}>
                        <th scope="row">
                          <Link to={`/admin/players/${p.id}`}>{p.email}</Link>
                        </th>
                        <td>{p.username ?? '—'}</td>
                        <td>{roleLabel(p)}</td>
                        <td>{p.banned ? tc('players.banned') : tc('players.active')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
          }
        </LoadState>
      )}
    </section>
  );
}
