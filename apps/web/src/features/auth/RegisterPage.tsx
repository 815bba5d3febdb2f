import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { safeRedirectTarget } from '../../shared/navigation/redirects.ts';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { toast } from '../../shared/toasts/toast-store.ts';
import { rememberAfterVerification } from './after-verification.ts';
import { type AuthCallError, authCall, isRefusal } from '../../shared/account/auth-api.ts';
import { callErrorText, FormError, PasswordField, TextField } from '../../shared/account/form-fields.tsx';
import '../../styles/page.css';

export type RegisterField = 'first_name' | 'last_name' | 'username' | 'email' | 'password' | 'passwordConfirm';

/** The field a refused sign-up points at (the server's `field`, or the one its code is about). */
export function fieldOfError(error: AuthCallError): RegisterField | undefined {
  const fields: readonly string[] = ['first_name', 'last_name', 'username', 'email', 'password', 'passwordConfirm'];
  if (error.field && fields.includes(error.field)) return error.field as RegisterField;
  if (/^USER_ALREADY_EXISTS|EMAIL/.test(error.code)) return 'email';
  if (/USERNAME/.test(error.code)) return 'username';
  if (/^PASSWORD_TOO/.test(error.code)) return 'password';
  if (error.code === 'PASSWORDS_DO_NOT_MATCH') return 'passwordConfirm';
  return undefined;
}

const EMPTY: Record<RegisterField, string> = { first_name: '', last_name: '', username: '', email: '', password: '', passwordConfirm: '' };

export default function RegisterPage() {
  // Where the player was going (an invitation…): kept through the verification mail, and to sign in instead.
  const redirect = safeRedirectTarget(useSearchParams()[0].get('redirect'));
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [error, setError] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [mailDelayed, setMailDelayed] = useState(false);
  const errorId = useId();

  const change = (field: RegisterField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => {
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
    setError('');
    setMismatch(false);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError('');
    setFieldErrors({});
    const missing = (Object.keys(values) as RegisterField[]).filter((field) => values[field].trim() === '');
    if (missing.length > 0) {
      setFieldErrors(Object.fromEntries(missing.map((field) => [field, t('auth.required')])));
      return;
    }
    if (values.password !== values.passwordConfirm) {
      // Platform §5: a mismatch shows the generic sign-in error.
      setMismatch(true);
      setError(t('auth.login.error'));
      return;
    }
    setBusy(true);
    try {
      const answer = await authCall<{ mail?: 'sent' | 'queued' }>('sign-up/email', {
        body: {
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          username: values.username.trim(),
          email: values.email.trim(),
          password: values.password,
          passwordConfirm: values.passwordConfirm,
        },
        asPlayer: true,
      });
      // No session yet: the link of the verification mail signs the player in (the answer must not tell a
      // new address from a known one).
      rememberAfterVerification(redirect);
      setSentTo(values.email.trim());
      // The server says whether the mail left at once or waits in its outbox: the screen never claims it left.
      setMailDelayed(answer?.mail === 'queued');
      toast.success(t('auth.register.success'));
    } catch (failure) {
      const field = isRefusal(failure) ? fieldOfError(failure) : undefined;
      if (field && isRefusal(failure)) setFieldErrors({ [field]: failure.message || t('auth.generic-error') });
      else if (isRefusal(failure)) setError(failure.message || t('auth.login.error'));
      else setError(callErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  const common = (field: RegisterField) => ({
    name: field,
    value: values[field],
    onValueChange: change(field),
    error: fieldErrors[field],
    required: true,
  });
  const passwordInvalid = mismatch;

  if (sentTo !== null) {
    return (
      <article className="page page--narrow">
        <h1 className="page__title">{t('auth.register.title')}</h1>
        <p className="form-success" role="status">
          {t(mailDelayed ? 'auth.register.mail-delayed' : 'auth.register.check-mail', { email: sentTo })}
        </p>
        <div className="auth-actions">
          <Link className="button button--primary" to="/">
            {t('auth.back-to-games')}
          </Link>
          <Link className="button button--ghost" to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>
            {t('auth.register.login-after')}
          </Link>
        </div>
      </article>
    );
  }

  return (
    <article className="page page--narrow">
      <h1 className="page__title">{t('auth.register.title')}</h1>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField label={t('auth.register.first-name')} autoComplete="given-name" maxLength={60} {...common('first_name')} />
        <TextField label={t('auth.register.last-name')} autoComplete="family-name" maxLength={60} {...common('last_name')} />
        <TextField
          label={t('auth.register.username')}
          autoComplete="username"
          autoCapitalize="none"
          maxLength={30}
          hint={t('auth.register.username-hint')}
          {...common('username')}
        />
        <TextField label={t('auth.register.email')} type="email" inputMode="email" autoComplete="email" maxLength={254} {...common('email')} />
        <PasswordField
          label={t('auth.register.password')}
          autoComplete="new-password"
          maxLength={128}
          hint={t('auth.register.password-hint')}
          invalid={passwordInvalid}
          describedBy={mismatch ? errorId : undefined}
          {...common('password')}
        />
        <PasswordField
          label={t('auth.register.password-confirm')}
          autoComplete="new-password"
          maxLength={128}
          invalid={passwordInvalid}
          describedBy={mismatch ? errorId : undefined}
          {...common('passwordConfirm')}
        />
        <FormError id={errorId}>{error}</FormError>
        <div className="auth-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('auth.register.submit')}
          </button>
        </div>
      </form>
      <p className="auth-links">
        <Link to="/login">{t('auth.register.login-link')}</Link>
      </p>
    </article>
  );
}
