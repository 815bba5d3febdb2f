import { t } from '../i18n/index.ts';

/** Shown while a page's code downloads; it takes the page's room so the footer does not jump. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      {t('app.loading')}
    </div>
  );
}
