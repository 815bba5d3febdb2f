import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { authCall } from '../../shared/account/auth-api.ts';
import { EmailField, FormSuccess } from '../../shared/account/form-fields.tsx';
import { useAction } from '../../shared/account/use-action.ts';
import '../../styles/page.css';

export default function RequestPasswordResetPage() {
  const [search] = useSearchParams();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [sent, setSent] = useState(false);
  const { busy, error, setError, run } = useAction();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setError(t('auth.required'));
      return;
    }
    await run(async () => {
      await authCall('request-password-reset', { body: { email: email.trim() } });
      setSent(true);
    });
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
            <EmailField
              label={t('auth.request-password-reset.email')}
              name="email"
              value={email}
              error={error}
              onValueChange={setEmail}
              onErrorClear={() => setError('')}
            />
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
