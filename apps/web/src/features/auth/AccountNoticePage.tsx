import { Link } from 'react-router';
import { t, type MessageKey } from '../../i18n/index.ts';
import '../../styles/page.css';

type AccountTitleKey = Extract<
  MessageKey,
  | 'auth.login.title'
  | 'auth.register.title'
  | 'auth.verify-email.title'
  | 'auth.request-password-reset.title'
  | 'auth.confirm-password-reset.title'
  | 'auth.logout.title'
  | 'profile.title'
  | 'profile.edit.title'
>;

/**
 * What every account route shows until player accounts exist: its heading and an honest notice.
 * The accounts work replaces each route's element with the real screen.
 */
export default function AccountNoticePage({ titleKey }: { titleKey: AccountTitleKey }) {
  return (
    <article className="page page--narrow">
      <h1 className="page__title">{t(titleKey)}</h1>
      <p className="notice" role="note">
        {t('auth.coming-soon')}
      </p>
      <p>
        <Link className="button button--primary" to="/">
          {t('auth.back-to-games')}
        </Link>
      </p>
    </article>
  );
}
