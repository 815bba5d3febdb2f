import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { takeAfterVerification } from './after-verification.ts';
import { accountAnswers } from '../../shared/account/account-answers.ts';
import { AuthCallError, authCall } from '../../shared/account/auth-api.ts';
import { refreshSession, useSessionUser } from '../../shared/account/session-store.ts';
import '../../shared/account/auth-forms.css';
import '../../styles/page.css';

type Status = 'pending' | 'verified' | 'email-changed' | 'already' | 'failed';

export default function VerifyEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const [status, setStatus] = useState<Status>(token ? 'pending' : 'failed');
  const signedIn = useSessionUser() !== null;
  // Where the player was going when they registered (an invitation…), offered once signed in.
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    // As this device's player: the link signs the new account in, and what it played anonymously joins it.
    authCall(`verify-email?token=${encodeURIComponent(token)}`, { asPlayer: true, answer: accountAnswers.emailVerified }).then(
      (answer) => {
        if (!live) return;
        // An email change's link answers with the account; a sign-up's with none.
        const changed = Boolean(answer.user);
        setStatus(changed ? 'email-changed' : 'verified');
        if (!changed) setNext(takeAfterVerification());
        void refreshSession();
      },
      (error: unknown) => {
        // A link followed a second time: the address is verified, but this is no new success.
        if (error instanceof AuthCallError && error.code === 'EMAIL_ALREADY_VERIFIED') {
          if (live) setStatus('already');
          return;
        }
        console.warn('Email verification failed', error);
        if (live) setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <article className="page page--narrow">
      <h1 className="page__title">{t('auth.verify-email.title')}</h1>
      {status === 'pending' && <p role="status">{t('auth.verify-email.pending')}</p>}
      {status === 'verified' && (
        <p className="form-success" role="status">
          {t('auth.verify-email.success')}
        </p>
      )}
      {status === 'email-changed' && (
        <p className="form-success" role="status">
          {t('auth.verify-email.email-changed')}
        </p>
      )}
      {status === 'already' && (
        <p className="notice" role="status">
          {t('auth.verify-email.already')}
        </p>
      )}
      {status === 'failed' && (
        <p className="form-error" role="alert">
          {t('auth.verify-email.error')}
        </p>
      )}
      {status !== 'pending' && (
        <>
          <div className="auth-actions">
            {next && (
              <Link className="button button--primary" to={next}>
                {t('auth.verify-email.continue')}
              </Link>
            )}
            <Link className={next ? 'button button--ghost' : 'button button--primary'} to="/">
              {t('auth.verify-email.home')}
            </Link>
            {/* A signed-in player has nowhere to sign in: their profile instead. */}
            {signedIn ? (
              <Link className="button button--ghost" to="/profile">
                {t('auth.verify-email.profile')}
              </Link>
            ) : (
              <Link className="button button--ghost" to="/login">
                {t('auth.verify-email.login')}
              </Link>
            )}
          </div>
          <p>
            <Link to="/">{t('auth.back-to-games')}</Link>
          </p>
        </>
      )}
    </article>
  );
}
