import { useEffect } from 'react';
import { tLegal as t } from '../../i18n/fr-legal.ts';
import { refreshSession } from '../../shared/account/session-store.ts';
import '../../shared/account/auth-forms.css';
import '../../styles/page.css';

/** After « Supprimer mon compte »: what happened. The session is gone on the server; the page asks again. */
export default function AccountDeletedPage() {
  useEffect(() => void refreshSession(), []);
  return (
    <article className="page page--narrow">
      <h1 className="page__title">{t('account-deleted.title')}</h1>
      <p className="form-success" role="status">
        {t('account-deleted.text')}
      </p>
      {/* A full load: nothing of the erased account stays in the page's memory. */}
      <a className="button button--primary" href="/">
        {t('account-deleted.home')}
      </a>
    </article>
  );
}
