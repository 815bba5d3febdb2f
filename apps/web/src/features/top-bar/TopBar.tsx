import { Link } from 'react-router';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { t } from '../../i18n/index.ts';
import { UserArea } from '../../shared/account/UserArea.tsx';
import './top-bar.css';

/** Logo and provider name linking home; the user area on the right, hidden with the feature no_login. */
export function TopBar() {
  const { provider, hasFeature } = useProvider();
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link to="/" className="top-bar__brand" aria-label={t('top-bar.home', { site: provider.name })}>
          {/* A partner's logo (issue 38) in a box of its own width: a wordmark fits, and nothing moves once it loads. */}
          <img className="top-bar__logo" src={provider.brand.logo_url ?? '/favicon.svg'} width={provider.brand.logo_url ? 96 : 32} height="32" alt="" />
          <span className="top-bar__name">{provider.name}</span>
        </Link>
        {!hasFeature('no_login') && <UserArea />}
      </div>
    </header>
  );
}
