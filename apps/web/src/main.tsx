import { startApp } from './app/start-app.tsx';
import { readFirstPaintData } from './shared/first-paint/first-paint-data.ts';
import { rememberProviderSlug } from './shared/provider/provider-slug.ts';
import { readCachedProvider } from './shared/provider/provider-cache.ts';
import { registerServiceWorker } from './features/app-update/register-service-worker.ts';
import { captureInstallPrompt } from './shared/install-banner/install-prompt-store.ts';
import { startTheme } from './shared/theme/theme.ts';
import { afterStart } from './shared/first-paint/after-start.tsx';
import { rememberServerDay } from './shared/streaks/streaks.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/page.css';

// The theme is set before the first render; the provider's own answer confirms it (RootLayout).
startTheme(readCachedProvider()?.features.includes('allow_theme_change') ?? true);
captureInstallPrompt();

// Not needed by the first screen: the service worker (its script, then its precache of every file) and the
// score outbox wait for the end of the page's start.
afterStart(() => {
  registerServiceWorker();
  // Scores finished offline are sent again at start, when the browser comes back online and every minute.
  import('./shared/scores/score-outbox.ts').then(
    ({ startOutboxSync }) => startOutboxSync(),
    (error: unknown) => console.warn('Score outbox not started', error),
  );
});

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const firstPaint = readFirstPaintData();
rememberServerDay(firstPaint?.day);
void startApp(container, firstPaint, rememberProviderSlug(location.search));
