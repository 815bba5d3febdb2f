import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { AuthCallError, authCall } from '../../shared/account/auth-api.ts';
import { callErrorText, FormError, TextField } from '../../shared/account/form-fields.tsx';
import { refreshSession } from '../../shared/account/session-store.ts';
import { toast } from '../../shared/toasts/toast-store.ts';
import { useAccount } from './use-account.ts';
import '../../shared/account/auth-forms.css';
import '../../styles/page.css';

type EditField = 'first_name' | 'last_name' | 'username' | 'phone';

/** The update-user body: names and username left empty are not sent, so they keep their values (platform §5). */
export function profileUpdateBody(values: Record<EditField, string>): Partial<Record<EditField, string | null>> {
  const body: Partial<Record<EditField, string | null>> = {};
  for (const field of ['first_name', 'last_name', 'username'] as const) {
    const value = values[field].trim();
    if (value) body[field] = value;
  }
  body.phone = values.phone.trim() || null;
  return body;
}

export default function ProfileEditPage() {
  const navigate = useNavigate();
  const [account] = useAccount();
  const [values, setValues] = useState<Record<EditField, string>>({ first_name: '', last_name: '', username: '', phone: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<EditField, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const hintId = useId();

  const ready = account.status === 'ready' ? account.user : null;
  useEffect(() => {
    if (!ready) return;
    setValues({ first_name: ready.first_name ?? '', last_name: ready.last_name ?? '', username: ready.username ?? '', phone: ready.phone ?? '' });
  }, [ready]);

  const change = (field: EditField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors({});
    setError('');
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await authCall('update-user', { body: profileUpdateBody(values) });
      await refreshSession();
      toast.success(t('profile.edit.saved'));
      navigate('/profile');
    } catch (failure) {
      const field = failure instanceof AuthCallError ? failure.field : undefined;
      if (failure instanceof AuthCallError && field && field in values) setFieldErrors({ [field]: failure.message });
      else if (failure instanceof AuthCallError && /USERNAME/.test(failure.code)) setFieldErrors({ username: failure.message });
      else if (failure instanceof AuthCallError && failure.status >= 400 && failure.status < 500 && failure.status !== 429)
        setError(failure.message || t('auth.generic-error'));
      else setError(callErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  const common = (field: EditField) => ({ name: field, value: values[field], onValueChange: change(field), error: fieldErrors[field], describedBy: hintId });

  return (
    <article className="page page--narrow">
      <h1 className="page__title">{t('profile.edit.title')}</h1>
      {account.status === 'loading' && <p role="status">{t('profile.loading')}</p>}
      {account.status === 'failed' && (
        <p className="form-error" role="alert">
          {t('auth.generic-error')}
        </p>
      )}
      {ready && (
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <p className="form-field__hint" id={hintId}>
            {t('profile.edit.hint')}
          </p>
          <TextField label={t('profile.firstname')} autoComplete="given-name" maxLength={60} placeholder={ready.first_name ?? ''} {...common('first_name')} />
          <TextField label={t('profile.lastname')} autoComplete="family-name" maxLength={60} placeholder={ready.last_name ?? ''} {...common('last_name')} />
          <TextField
            label={t('profile.username')}
            autoComplete="username"
            autoCapitalize="none"
            maxLength={30}
            placeholder={ready.username ?? ''}
            {...common('username')}
          />
          <TextField label={t('profile.phone')} type="tel" autoComplete="tel" inputMode="tel" maxLength={30} {...common('phone')} />
          <FormError id={errorId}>{error}</FormError>
          <div className="auth-actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('profile.edit.submit')}
            </button>
            <Link className="button button--ghost" to="/profile">
              {t('profile.cancel')}
            </Link>
          </div>
        </form>
      )}
    </article>
  );
}
