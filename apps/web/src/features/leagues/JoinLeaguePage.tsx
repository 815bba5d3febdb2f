import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LeagueInvitationDto } from '../../shared/api/api-types.ts';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';
import { useSessionChecked, useSessionUser } from '../../shared/account/session-store.ts';
import { tokenOfHash } from './invitation.ts';
import { leagueApi } from './league-api.ts';
import { membersText } from './LeaguesPage.tsx';
import { failureText, type Load } from './use-load.ts';
import '../../styles/page.css';
import './leagues.css';

/**
 * An invitation link (/ligues/rejoindre#token): the league's name and size, then, signed in, what its
 * members will see of the player (their username and times) before they join. Signed out, signing in or
 * registering comes back here (the whole address, token included, rides along).
 */
export function JoinLeaguePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { provider } = useProvider();
  const api = leagueApi(provider.slug);
  const user = useSessionUser();
  const checked = useSessionChecked();
  const token = tokenOfHash(location.hash);
  const [load, setLoad] = useState<Load<LeagueInvitationDto>>({ status: 'loading' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const accountId = user?.id ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the preview is asked again when the player or the provider changes; `api` is rebuilt each render.
  useEffect(() => {
    // Wait for the session check: the preview says more to a signed-in player.
    if (!token || !checked) return;
    let live = true;
    api.preview(token).then(
      (data) => live && setLoad({ status: 'ready', data }),
      (failure: unknown) => live && setLoad({ status: 'failed', code: 0, message: failureText(failure) }),
    );
    return () => {
      live = false;
    };
  }, [token, checked, accountId, provider.slug]);

  async function join() {
    if (!token || busy) return;
    setBusy(true);
    setError('');
    try {
      const { id } = await api.accept(token);
      navigate(`/ligues/${id}`, { replace: true });
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  }

  // The whole address, token included, for the sign-in or registration to come back to.
  const here = encodeURIComponent(`${location.pathname}${location.search}${location.hash}`);
  let body: React.ReactNode;
  // A link that leads nowhere still leads home (issue 39).
  const home = (
    <Link className="button button--ghost" to="/">
      {t('join.home')}
    </Link>
  );
  if (!token)
    body = (
      <>
        <p className="league-error">{t('join.missing')}</p>
        {home}
      </>
    );
  else if (load.status === 'loading') body = <p role="status">{t('join.loading')}</p>;
  else if (load.status === 'failed')
    body = (
      <>
        <p className="league-error" role="alert">
          {load.message}
        </p>
        {home}
      </>
    );
  else {
    const invitation = load.data;
    // Said before any button: the preview knows the league is full, so nobody signs up or taps « Rejoindre » for a refusal.
    const full = invitation.members >= invitation.max_members && !invitation.you?.member;
    body = (
      <>
        <p className="join__invited">{t('join.invited', { league: invitation.name, members: membersText(invitation.members) })}</p>
        {full ? (
          <>
            <p className="notice">{t('join.full', { max: invitation.max_members })}</p>
            {home}
          </>
        ) : invitation.you === null ? (
          <>
            <p>{t('join.sign-in')}</p>
            <div className="league-actions">
              <Link className="button button--primary" to={`/login?redirect=${here}`}>
                {t('join.login')}
              </Link>
              <Link className="button button--ghost" to={`/register?redirect=${here}`}>
                {t('join.register')}
              </Link>
            </div>
          </>
        ) : invitation.you.member ? (
          <>
            <p>{t('join.already')}</p>
            <Link className="button button--primary" to={`/ligues/${invitation.you.league_id}`}>
              {t('join.open')}
            </Link>
          </>
        ) : (
          <>
            <p className="notice">{t('join.visible', { username: invitation.you.username })}</p>
            {error && (
              <p className="league-error" role="alert">
                {error}
              </p>
            )}
            <button type="button" className="button button--primary" disabled={busy} onClick={() => void join()}>
              {t('join.submit')}
            </button>
          </>
        )}
      </>
    );
  }
  return (
    <article className="page page--narrow leagues">
      <h1 className="page__title">{t('join.title')}</h1>
      {body}
    </article>
  );
}
