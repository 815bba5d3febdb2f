import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { ProviderDto } from '../../shared/api/api-types.ts';
import { LEGAL_NOTICE_PATH, LegalLink, PRIVACY_PATH } from '../../shared/legal/legal-links.tsx';
import { AfterStart } from '../../shared/first-paint/after-start.tsx';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { useCurrentYear } from '../../shared/streaks/streaks.ts';
import { t } from '../../i18n/index.ts';
import './footer.css';

// Only shown when a third-party measurement is configured; its code is loaded on demand, once the page's start
// is over (never in the server's markup: it shows only once the site's settings are read, in the browser).
const ConsentLink = lazy(() => import('../../shared/consent/Consent.tsx').then((m) => ({ default: m.ConsentLink })));

/** "© {year} {provider}. Tous droits réservés." with links to the about, version and legal pages. */
export function Footer() {
  const { provider } = useProvider();
  const year = useCurrentYear();
  const legal: ProviderDto['legal'] = provider.legal;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__copyright">{t('footer.copyright', { year, name: provider.name })}</p>
        <nav className="site-footer__links" aria-label={provider.name}>
          <Link to="/about">{t('footer.about')}</Link>
          <Link to="/version">{t('footer.version')}</Link>
          <LegalLink url={legal.notice_url} to={LEGAL_NOTICE_PATH} label={t('footer.legal-notice')} />
          <LegalLink url={legal.privacy_url} to={PRIVACY_PATH} label={t('footer.privacy')} />
          <AfterStart>
            <Suspense fallback={null}>
              <ConsentLink />
            </Suspense>
          </AfterStart>
        </nav>
      </div>
    </footer>
  );
}
