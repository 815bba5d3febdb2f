import { useEffect } from 'react';
import { t } from '../i18n/index.ts';

/** Last resort when a page crashes (for example its code failed to download after a deployment). */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Page failed', error);
  }, [error]);
  return (
    <div className="route-error" role="alert">
      <p>{t('app.error.text')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('app.error.reload')}
      </button>
    </div>
  );
}
