import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { registerServiceWorker } from './features/app-update/register-service-worker.ts';
import { captureInstallPrompt } from './features/install-banner/install-prompt-store.ts';
import './styles/tokens.css';
import './styles/base.css';
import './styles/page.css';

captureInstallPrompt();
registerServiceWorker();
// Scores finished offline are sent again at start, when the browser comes back online and every minute.
void import('./features/scores/score-outbox.ts').then(
  ({ startOutboxSync }) => startOutboxSync(),
  (error: unknown) => console.warn('Score outbox not started', error),
);

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
