import { tBanners } from '../../i18n/fr-banners.ts';
import { useAppUpdateStore } from './app-update-store.ts';
import './app-update.css';

/** "Une mise à jour est disponible. Recharger?" when a new version of the app is waiting. */
export function AppUpdatePrompt() {
  const needRefresh = useAppUpdateStore((state) => state.needRefresh);
  const updateServiceWorker = useAppUpdateStore((state) => state.updateServiceWorker);
  const postpone = useAppUpdateStore((state) => state.postpone);

  if (!needRefresh) return null;
  return (
    <div className="floating-bar app-update" role="alertdialog" aria-labelledby="app-update-text">
      <p id="app-update-text" className="app-update__text">
        {tBanners('app.update.prompt')}
      </p>
      <div className="app-update__actions">
        <button type="button" className="button button--ghost-inverse" onClick={postpone}>
          {tBanners('app.update.later')}
        </button>
        <button type="button" className="button button--inverse" onClick={() => void updateServiceWorker(true)}>
          {tBanners('app.update.reload')}
        </button>
      </div>
    </div>
  );
}
