import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { readFirstPaintData } from './app/first-paint/first-paint-data.ts';
import { rememberProviderSlug } from './app/provider/provider-slug.ts';
import { readCachedProvider } from './app/provider/provider-cache.ts';
import { registerServiceWorker } from './features/app-update/register-service-worker.ts';
import { captureInstallPrompt } from './features/install-banner/install-prompt-store.ts';
import { startTheme } from './features/theme/theme.ts';
import { rememberServerDay } from './features/streaks/streaks.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/page.css';

// The theme is set before the first render; the provider's own answer confirms it (RootLayout).
startTheme(readCachedProvider()?.features.includes('allow_theme_change') ?? true);
captureInstallPrompt();
registerServiceWorker();
// Scores finished offline are sent again at start, when the browser comes back online and every minute.
void import('./features/scores/score-outbox.ts').then(
  ({ startOutboxSync }) => startOutboxSync(),
  (error: unknown) => console.warn('Score outbox not started', error),
);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// The server rendered the first screen (issue 24): hydrate it, unless this visit asks for another provider
// than the one it was rendered with (a slug remembered from an earlier page of the tab), then render anew.
const firstPaint = readFirstPaintData();
rememberServerDay(firstPaint?.day);
const requestedSlug = rememberProviderSlug(location.search);
if (firstPaint !== null && container.hasChildNodes() && (requestedSlug ?? firstPaint.provider.slug) === firstPaint.provider.slug) {
  // As a transition, the hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: the screen is already painted, and a tap meanwhile stays responsive.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App initialProvider={firstPaint.provider} />
      </StrictMode>,
    );
  });
} else {
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
