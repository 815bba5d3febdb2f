import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { AuthCallError, authCall } from './auth-api.ts';
import { callErrorText, EmailField, FormSuccess } from './form-fields.tsx';
import '../../styles/page.css';

export default function RequestPasswordResetPage() {
  const [search] = useSearchParams();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [error, setError] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError('');
    if (!email.trim()) {
      setError(t('auth.required'));
      return;
    }
    setBusy(true);
    try {
      await authCall('request-password-reset', { body: { email: email.trim() } });
      setSent(true);
    } catch (failure) {
      const refused = failure instanceof AuthCallError && failure.status >= 400 && failure.status < 500 && failure.status !== 429;
      setError(refused && failure.message ? failure.message : callErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="page page--narrow">
      <h1 className="page__title">{t('auth.request-password-reset.title')}</h1>
      {sent ? (
        <FormSuccess>{t('auth.request-password-reset.sent')}</FormSuccess>
      ) : (
        <>
          <p>{t('auth.request-password-reset.help')}</p>
          <form className="auth-form" onSubmit={onSubmit} noValidate>
            <EmailField label={t('auth.request-password-reset.email')} name="email" value={email} error={error} onValueChange={setEmail} onErrorClear={() => setError('')} />
            <div className="auth-actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('auth.request-password-reset.submit')}
              </button>
            </div>
          </form>
        </>
      )}
      <p>
        <Link to="/login">{t('auth.request-password-reset.back-to-login')}</Link>
      </p>
    </article>
  );
}
