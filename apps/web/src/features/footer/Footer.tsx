import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useProvider } from '../../app/provider/provider-context.ts';
import { t } from '../../i18n/index.ts';
import './footer.css';

// Only shown when a third-party measurement is configured; its code is loaded on demand.
const ConsentLink = lazy(() => import('../consent/Consent.tsx').then((m) => ({ default: m.ConsentLink })));

/** "© {year} {provider}. Tous droits réservés." with links to the about and version pages. */
export function Footer() {
  const { provider } = useProvider();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__copyright">{t('footer.copyright', { year, name: provider.name })}</p>
        <nav className="site-footer__links" aria-label={provider.name}>
          <Link to="/about">{t('footer.about')}</Link>
          <Link to="/version">{t('footer.version')}</Link>
          <Suspense fallback={null}>
            <ConsentLink />
          </Suspense>
        </nav>
      </div>
    </footer>
  );
}
