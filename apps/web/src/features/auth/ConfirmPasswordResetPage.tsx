import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { toast } from '../../shared/toasts/toast-store.ts';
import { AuthCallError, authCall } from '../../shared/account/auth-api.ts';
import { FormError, PasswordField, TextField } from '../../shared/account/form-fields.tsx';
import { actionErrorText } from '../../shared/account/use-action.ts';
import '../../styles/page.css';

/** Codes of a reset link that can no longer be used: a clearer text is added to the §8 one. */
const DEAD_LINK = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'MISSING_FIELD']);

export default function ConfirmPasswordResetPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const email = search.get('email') ?? '';
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failed, setFailed] = useState(false);
  const [detail, setDetail] = useState('');
  const [deadLink, setDeadLink] = useState(false);
  const [busy, setBusy] = useState(false);
  const errorId = useId();

  const onInput = (set: (value: string) => void) => (value: string) => {
    set(value);
    setFailed(false);
    setDetail('');
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setDetail('');
    setDeadLink(false);
    if (!password || password !== confirm) {
      setFailed(true);
      return;
    }
    setBusy(true);
    try {
      await authCall('reset-password', { body: { newPassword: password, token } });
      toast.success(t('auth.confirm-password-reset.success'));
      navigate('/login', { replace: true });
    } catch (failure) {
      setFailed(true);
      if (failure instanceof AuthCallError && (DEAD_LINK.has(failure.code) || !token)) {
        setDeadLink(true);
        setDetail(t('auth.confirm-password-reset.invalid-link'));
      } else {
        setDetail(actionErrorText(failure));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="page page--narrow">
      <h1 className="page__title">{t('auth.confirm-password-reset.title')}</h1>
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth.confirm-password-reset.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onValueChange={() => {}}
          readOnly
        />
        <TextField label={t('auth.confirm-password-reset.token')} name="token" value={token} onValueChange={() => {}} readOnly />
        <PasswordField
          label={t('auth.confirm-password-reset.password')}
          name="password"
          autoComplete="new-password"
          maxLength={128}
          required
          value={password}
          onValueChange={onInput(setPassword)}
          invalid={failed}
          describedBy={failed ? errorId : undefined}
        />
        <PasswordField
          label={t('auth.confirm-password-reset.password-confirm')}
          name="passwordConfirm"
          autoComplete="new-password"
          maxLength={128}
          required
          value={confirm}
          onValueChange={onInput(setConfirm)}
          invalid={failed}
          describedBy={failed ? errorId : undefined}
        />
        <FormError id={errorId}>
          {failed && (
            <>
              {t('auth.password-reset.error')}
              {detail && (
                <>
                  <br />
                  {detail}
                </>
              )}
            </>
          )}
        </FormError>
        <div className="auth-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('auth.confirm-password-reset.submit')}
          </button>
        </div>
      </form>
      {deadLink && (
        <p>
          <Link to={`/request-password-reset${email ? `?email=${encodeURIComponent(email)}` : ''}`}>{t('auth.confirm-password-reset.new-link')}</Link>
        </p>
      )}
    </article>
  );
}
