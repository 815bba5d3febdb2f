import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { authCall } from '../../shared/account/auth-api.ts';
import { useSessionStore } from '../../shared/account/session-store.ts';
import '../../styles/page.css';

export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let live = true;
    authCall('sign-out', { body: {} })
      .catch((error: unknown) => console.warn('Sign-out failed; the session is forgotten here all the same', error))
      .finally(() => {
        useSessionStore.getState().setUser(null);
        if (live) navigate('/login', { replace: true });
      });
    return () => {
      live = false;
    };
  }, [navigate]);
  return (
    <article className="page page--narrow">
      <h1 className="page__title">{t('auth.logout.title')}</h1>
      <p role="status">{t('auth.logout.pending')}</p>
    </article>
  );
}
