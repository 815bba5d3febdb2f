import { Link } from 'react-router';
import { t } from '../../i18n/index.ts';
import '../../styles/page.css';

export default function NotFoundPage() {
  return (
    <article className="page page--narrow">
      <h1 className="page__title">{t('not-found.title')}</h1>
      <p>{t('not-found.text')}</p>
      <p>
        <Link className="button button--primary" to="/">
          {t('not-found.home')}
        </Link>
      </p>
    </article>
  );
}
