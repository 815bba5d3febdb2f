import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { AuthCallError, authCall } from '../../shared/account/auth-api.ts';
import { FormError, PasswordField } from '../../shared/account/form-fields.tsx';
import { clearLocalData } from '../../shared/device-data/local-data.ts';
import { ACCOUNT_DELETED_PATH } from '../../shared/legal/legal-links.tsx';
import { FormActions, OpenButton, TotpCodeField } from './form-parts.tsx';
import { useAction } from '../../shared/account/use-action.ts';
import '../../styles/danger-button.css';

/**
 * « Supprimer mon compte » (better-auth's delete-user): confirmed with the password, and the authenticator's
 * code when two-factor is on; an account without a password must have signed in a few minutes ago. The
 * server erases everything at once; this browser's data goes too, then the confirmation page.
 */
export function DeleteAccountSection({ hasPassword, twoFactor }: { hasPassword: boolean; twoFactor: boolean }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [stale, setStale] = useState(false);
  const { busy, error, setError, run } = useAction();
  const navigate = useNavigate();
  const errorId = useId();

  const close = () => {
    setOpen(false);
    setPassword('');
    setCode('');
    setError('');
  };
  const typed = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if ((hasPassword && !password) || (twoFactor && !code.trim())) {
      setError(t('auth.required'));
      return;
    }
    void run(async () => {
      try {
        await authCall('delete-user', { body: { ...(hasPassword ? { password } : {}), ...(twoFactor ? { code: code.trim() } : {}) } });
      } catch (failure) {
        setStale(failure instanceof AuthCallError && failure.code === 'SESSION_NOT_FRESH');
        throw failure;
      }
      clearLocalData();
      navigate(ACCOUNT_DELETED_PATH, { replace: true });
    });
  };

  if (!open) {
    return (
      <div>
        <p>{t('profile.delete.help')}</p>
        <OpenButton label={t('profile.delete.start')} onOpen={() => setOpen(true)} danger />
      </div>
    );
  }
  const common = { invalid: error !== '', describedBy: error ? errorId : undefined, required: true };
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p>{t('profile.delete.help')}</p>
      {hasPassword ? (
        <>
          <p>{t('profile.delete.password-help')}</p>
          <PasswordField
            label={t('profile.two-factor.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onValueChange={typed(setPassword)}
            {...common}
          />
        </>
      ) : (
        <p>{t('profile.delete.fresh-help')}</p>
      )}
      {twoFactor && (
        <>
          <p>{t('profile.delete.code-help')}</p>
          <TotpCodeField value={code} onValueChange={typed(setCode)} {...common} />
        </>
      )}
      <FormError id={errorId}>{error}</FormError>
      {stale && (
        <p>
          <Link to="/logout">{t('profile.delete.reconnect')}</Link>
        </p>
      )}
      <FormActions submit={t('profile.delete.confirm')} busy={busy} onCancel={close} danger />
    </form>
  );
}
