import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiPost } from '../../shared/api/api-client.ts';
import type { PlayerDetailDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { errorMessage, formatDate, formatSeconds, useConsoleData } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { LoadState } from './ConsoleState.tsx';
import { roleLabel } from './PlayersScreen.tsx';

/** One account: its scores, and what an administrator can do to it (each action is audited). */
export default function PlayerScreen({ params }: { params: Record<string, string> }) {
  const { id = '' } = params;
  const [player, retry, replace] = useConsoleData(`/api/console/players/${encodeURIComponent(id)}`, consoleAnswers.player);
  return (
    <section aria-labelledby="player-title">
      <p>
        <Link to="/admin/players">{tc('player.back')}</Link>
      </p>
      <LoadState state={player} retry={retry}>
        {(data) => <PlayerBody player={data} onChange={replace} />}
      </LoadState>
    </section>
  );
}

function PlayerBody({ player, onChange }: { player: PlayerDetailDto; onChange: (p: PlayerDetailDto) => void }) {
  const navigate = useNavigate();
  const [providers] = useConsoleData('/api/console/providers', consoleAnswers.providers);
  const [role, setRole] = useState(player.role === 'admin' || player.role === 'publisher' ? player.role : 'user');
  const [provider, setProvider] = useState(player.publisher_of ?? 'default');
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (path: string, body: unknown) => {
    setBusy(true);
    setMessage(null);
    try {
      onChange(await apiPost(`/api/console/players/${player.id}/${path}`, body, consoleAnswers.player));
      setMessage({ kind: 'done', text: tc('console.saved') });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, tc('console.error')) });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await apiPost(`/api/console/players/${player.id}/delete`, {}, consoleAnswers.deletedPlayer);
      navigate('/admin/players', { replace: true, state: { message: tc('player.deleted') } });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, tc('console.error')) });
      setBusy(false);
    }
  };
  return (
    <>
      <h1 id="player-title">{tc('player.title', { email: player.email })}</h1>
      <ul className="console-facts">
        <li>{player.username ?? '—'}</li>
        <li>{roleLabel(player)}</li>
        <li>{player.banned ? tc('players.banned') : tc('players.active')}</li>
        <li>{tc('player.created', { date: formatDate(player.created_at.slice(0, 10)) })}</li>
        <li>{tc('player.sessions', { count: player.sessions })}</li>
        <li>{tc('player.two-factor', { state: player.two_factor ? tc('console.yes') : tc('console.no') })}</li>
      </ul>
      <div className="console__actions">
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => void act('revoke-sessions', {})}>
          {tc('player.revoke')}
        </button>
        <ConfirmAction
          label={player.banned ? tc('player.unban') : tc('player.ban')}
          question={tc(player.banned ? 'player.unban.confirm' : 'player.ban.confirm', { email: player.email })}
          confirmLabel={player.banned ? tc('player.unban.do') : tc('player.ban.do')}
          disabled={busy}
          onConfirm={() => act('ban', { banned: !player.banned })}
        />
        <ConfirmAction
          label={tc('player.delete')}
          question={tc('player.delete.confirm', { email: player.email })}
          confirmLabel={tc('player.delete.do')}
          disabled={busy}
          danger
          onConfirm={remove}
        />
      </div>
      <form
        className="console-filters"
        onSubmit={(event) => {
          event.preventDefault();
          void act('role', role === 'publisher' ? { role, provider } : { role });
        }}
      >
        <label>
          {tc('player.role')}
          <select value={role} onChange={(e) => setRole(e.target.value)}>
            <option value="user">{tc('player.role.user')}</option>
            <option value="publisher">{tc('player.role.publisher')}</option>
            <option value="admin">{tc('player.role.admin')}</option>
          </select>
        </label>
        {role === 'publisher' && (
          <label>
            {tc('player.role.provider')}
            <select value={provider} onChange={(e) => setProvider(e.target.value)}>
              {(providers.status === 'ready' ? providers.data : []).map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {tc('player.role.save')}
        </button>
      </form>
      <p className={message?.kind === 'error' ? 'console__error' : 'console__done'} role={message?.kind === 'error' ? 'alert' : 'status'}>
        {message?.text}
      </p>
      <h2 id="scores-title">{tc('player.scores')}</h2>
      {player.scores.length === 0 ? (
        <p>{tc('player.scores.none')}</p>
      ) : (
        <div className="console-table" tabIndex={0} role="region" aria-labelledby="scores-title">
          <table>
            <thead>
              <tr>
                <th scope="col">{tc('player.col.date')}</th>
                <th scope="col">{tc('player.col.game')}</th>
                <th scope="col">{tc('player.col.time')}</th>
                <th scope="col">{tc('player.col.won')}</th>
                <th scope="col">{tc('player.col.provider')}</th>
              </tr>
            </thead>
            <tbody>
              {player.scores.map((s) => (
                <tr key={`${s.game}/${s.date}`}>
                  <th scope="row">{formatDate(s.date)}</th>
                  <td>{s.game}</td>
                  <td>{formatSeconds(s.score)}</td>
                  <td>{s.won ? tc('console.yes') : tc('console.no')}</td>
                  <td>{s.provider ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
