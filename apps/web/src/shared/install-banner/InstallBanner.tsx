import { useContext, useState } from 'react';
import { useHydrated } from '../first-paint/hydration.tsx';
import { tBanners } from '../../i18n/fr-banners.ts';
import { toast } from '../toasts/toast-store.ts';
import { isInstallBannerDismissed, rememberInstallBannerDismissal } from './install-dismissal.ts';
import { useInstallPromptStore } from './install-prompt-store.ts';
import { isRunningStandalone } from './standalone.ts';
import { ProviderContext } from '../provider/provider-context.ts';
import { isEmbedded } from '../embed/embed-mode.ts';
import './install-banner.css';

/** How to install by hand when the browser offers no prompt (Safari on iOS never does). */
function manualInstallHelp(): string {
  return /\b(?:iPhone|iPad|iPod)\b/.test(navigator.userAgent) ? tBanners('install.banner.manual-ios') : tBanners('install.banner.manual');
}

/**
 * Invites the player to install the app, unless it runs installed or was dismissed less than 7 days ago. It
 * floats at the bottom of most pages; a game's landing and end screen hold it `inline`, after their content,
 * so it never covers « Jouer », a calendar or the day's comparison (and the play screen has none).
 */
export function InstallBanner({ inline = false }: { inline?: boolean }) {
  const [hidden, setHidden] = useState(() => typeof window === 'undefined' || isRunningStandalone() || isInstallBannerDismissed());
  const deferredPrompt = useInstallPromptStore((state) => state.deferredPrompt);
  const installed = useInstallPromptStore((state) => state.installed);
  // A partner's own icon (issue 38); the portal's outside a provider (the banner's own tests).
  const icon = useContext(ProviderContext)?.provider.brand.icon_url ?? '/icons/icon-192.png';

  // Not in a server-rendered first screen: the server knows neither the device nor its dismissal, and the
  // page's own content, not this bar, is the first thing to paint (issue 24).
  const hydrated = useHydrated();
  // Never in a partner's frame (issue 38): the page is the partner's, not an app to install.
  if (hidden || installed || !hydrated || isEmbedded()) return null;

  const later = () => {
    rememberInstallBannerDismissal();
    setHidden(true);
  };

  const install = async () => {
    if (deferredPrompt === null) {
      toast.info(manualInstallHelp());
      return;
    }
    // A prompt can be shown only once: forget it whatever the player answers.
    useInstallPromptStore.getState().setDeferredPrompt(null);
    try {
      await deferredPrompt.prompt();
      const choice = await deferredPrompt.userChoice;
      if (choice.outcome === 'accepted') setHidden(true);
    } catch (error) {
      console.warn('Install prompt failed', error);
      toast.info(manualInstallHelp());
    }
  };

  // In a page's flow it is a region of the page; floating over the pages, a complementary landmark.
  const Tag = inline ? 'section' : 'aside';
  return (
    <Tag className={inline ? 'install-banner install-banner--inline' : 'floating-bar install-banner'} aria-labelledby="install-banner-text">
      <img className="install-banner__icon" src={icon} width="40" height="40" alt="" />
      <p id="install-banner-text" className="install-banner__text">
        {tBanners('install.banner.text')}
      </p>
      <div className="install-banner__actions">
        <button type="button" className="button button--ghost" onClick={later}>
          {tBanners('install.banner.later')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void install()}>
          {tBanners('install.banner.install')}
        </button>
      </div>
    </Tag>
  );
}
