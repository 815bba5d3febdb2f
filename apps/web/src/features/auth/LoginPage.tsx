import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { apiGet } from '../../shared/api/api-client.ts';
import { answers } from '../../shared/api/answers.ts';
import type { AuthConfigDto } from '../../shared/api/api-types.ts';
import { safeRedirectTarget } from '../../shared/navigation/redirects.ts';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { accountAnswers } from '../../shared/account/account-answers.ts';
import { AuthCallError, authCall } from '../../shared/account/auth-api.ts';
import { callErrorText, FormError, PasswordField, TextField } from '../../shared/account/form-fields.tsx';
import { actionErrorText } from '../../shared/account/use-action.ts';
import { refreshSession } from '../../shared/account/session-store.ts';
import { useHydrated } from '../../shared/first-paint/hydration.tsx';
import '../../styles/page.css';

const NO_QUERY = new URLSearchParams();

/** Where to go after signing in: the `redirect` query when it is a path of this site, else home. */
export function afterLoginTarget(search: URLSearchParams): string {
  return safeRedirectTarget(search.get('redirect')) ?? '/';
}

/** A failure that says nothing of the credentials: too many attempts, the server unreachable, failing or answering oddly. */
function notAboutCredentials(error: unknown): boolean {
  return error instanceof AuthCallError && (error.status === 429 || error.status === 0 || error.status >= 500 || error.code === 'UNEXPECTED_ANSWER');
}

/** The text of a failed email + password sign-in: too many attempts, the server unreachable, or the §8 message. */
export function loginErrorText(error: unknown): string {
  if (notAboutCredentials(error)) return callErrorText(error);
  // The right password of an account whose address is not confirmed yet: a new link has just been mailed.
  if (error instanceof AuthCallError && error.code === 'EMAIL_NOT_VERIFIED') return t('auth.login.not-verified');
  return t('auth.login.error');
}

function useAuthConfig(): AuthConfigDto | null {
  const [config, setConfig] = useState<AuthConfigDto | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiGet('/api/auth-config', answers.authConfig, { signal: controller.signal }).then(setConfig, (error: unknown) => {
      if (!controller.signal.aborted) console.warn('Sign-in options could not be loaded', error);
    });
    return () => controller.abort();
  }, []);
  return config;
}

export default function LoginPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const config = useAuthConfig();
  // Rendered first on the server (issue 24): until the app takes over, a click would send the form as a plain
  // request, so the buttons wait for it (and the forms say POST: nothing typed ever goes in a URL). The fields
  // take what is typed meanwhile; the app adopts it when it starts (TextField).
  const hydrated = useHydrated();
  // The server renders /login without its query string: so does the browser's first render (issue 36).
  const search = hydrated ? searchParams : NO_QUERY;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [credentialsRefused, setCredentialsRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  const [code, setCode] = useState('');
  const [oauthError, setOauthError] = useState('');
  // A failed third-party sign-in comes back here with ?error=<code>.
  const returnedWithError = search.has('error');
  useEffect(() => {
    if (returnedWithError) setOauthError(t('auth.generic-error'));
  }, [returnedWithError]);
  const errorId = useId();
  const target = afterLoginTarget(search);

  const clearError = () => {
    setError('');
    setCredentialsRefused(false);
    setOauthError('');
  };

  async function signedIn() {
    await refreshSession();
    // The guard sends a signed-in player on as well; this keeps the history clean.
    navigate(target, { replace: true });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    clearError();
    setBusy(true);
    try {
      const answer = await authCall('sign-in/email', {
        body: { email: email.trim(), password, rememberMe: true },
        asPlayer: true,
        answer: accountAnswers.signIn,
      });
      if ('twoFactorRedirect' in answer) {
        setTwoFactor(true);
        return;
      }
      await signedIn();
    } catch (failure) {
      setError(loginErrorText(failure));
      setCredentialsRefused(!notAboutCredentials(failure) && !(failure instanceof AuthCallError && failure.code === 'EMAIL_NOT_VERIFIED'));
    } finally {
      setBusy(false);
    }
  }

  async function onVerify(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError('');
    setBusy(true);
    try {
      await authCall('two-factor/verify-totp', { body: { code: code.trim() }, asPlayer: true });
      await signedIn();
    } catch (failure) {
      setError(actionErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  async function onThirdParty() {
    clearError();
    try {
      const answer = await authCall('sign-in/social', {
        body: { provider: config?.oidc?.id ?? 'oidc', callbackURL: target, errorCallbackURL: '/login' },
        asPlayer: true,
        answer: accountAnswers.socialSignIn,
      });
      if (!answer.url) throw new Error('no provider URL');
      window.location.assign(answer.url);
    } catch (failure) {
      console.error('Failed to log in', failure);
      setOauthError(t('auth.generic-error'));
    }
  }

  if (twoFactor) {
    return (
      <article className="page page--narrow">
        <h1 className="page__title">{t('auth.login.two-factor.title')}</h1>
        <p>{t('auth.login.two-factor.help')}</p>
        <form className="auth-form" method="post" onSubmit={onVerify} noValidate>
          <TextField
            label={t('auth.login.two-factor.code')}
            name="code"
            value={code}
            onValueChange={(value) => {
              setCode(value);
              setError('');
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            required
            autoFocus
            invalid={error !== ''}
            describedBy={error ? errorId : undefined}
          />
          <FormError id={errorId}>{error}</FormError>
          <div className="auth-actions">
            <button type="submit" className="button button--primary" disabled={busy || !hydrated}>
              {t('auth.login.two-factor.submit')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setTwoFactor(false);
                setCode('');
                setPassword('');
                setError('');
              }}
            >
              {t('auth.login.two-factor.cancel')}
            </button>
          </div>
        </form>
      </article>
    );
  }

  return (
    <article className="page page--narrow">
      <h1 className="page__title">{t('auth.login.title')}</h1>
      {config?.oidc && (
        <>
          <p>
            <button type="button" className="button button--ghost" disabled={!hydrated} onClick={() => void onThirdParty()}>
              {t('auth.login.oauth', { provider: config.oidc.name })}
            </button>
          </p>
          <p className="auth-separator">{t('auth.login.or')}</p>
        </>
      )}
      {oauthError && <FormError id={`${errorId}-oauth`}>{oauthError}</FormError>}
      <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth.login.email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            clearError();
          }}
          invalid={credentialsRefused}
          describedBy={error ? errorId : undefined}
        />
        <PasswordField
          label={t('auth.login.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            clearError();
          }}
          invalid={credentialsRefused}
          describedBy={error ? errorId : undefined}
        />
        <FormError id={errorId}>{error}</FormError>
        <div className="auth-actions">
          <button type="submit" className="button button--primary" disabled={busy || !hydrated}>
            {t('auth.login.submit')}
          </button>
        </div>
      </form>
      <p className="auth-links">
        <Link to={`/request-password-reset${email.trim() ? `?email=${encodeURIComponent(email.trim())}` : ''}`}>{t('auth.login.forgot-password')}</Link>
        <span>
          {t('auth.login.no-account')}{' '}
          <Link to={target === '/' ? '/register' : `/register?redirect=${encodeURIComponent(target)}`}>{t('auth.login.register-link')}</Link>
        </span>
      </p>
    </article>
  );
}
