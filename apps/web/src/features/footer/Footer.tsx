import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { ProviderDto } from '../../app/api-types.ts';
import { LEGAL_NOTICE_PATH, LegalLink, PRIVACY_PATH } from '../legal/legal-links.tsx';
import { useProvider } from '../../app/provider/provider-context.ts';
import { t } from '../../i18n/index.ts';
import './footer.css';

// Only shown when a third-party measurement is configured; its code is loaded on demand.
const ConsentLink = lazy(() => import('../consent/Consent.tsx').then((m) => ({ default: m.ConsentLink })));

/** "© {year} {provider}. Tous droits réservés." with links to the about, version and legal pages. */
export function Footer() {
  const { provider } = useProvider();
  const year = new Date().getFullYear();
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
          <Suspense fallback={null}>
            <ConsentLink />
          </Suspense>
        </nav>
      </div>
    </footer>
  );
}
