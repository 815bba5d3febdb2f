import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/**
 * `npm run screenshots`: every game's landing, play and end screen at 390 and 1280 px, light and dark (132
 * images), taken by the same Chromium and server set-up as the end-to-end suite, into screenshots/ at the
 * root of the repository (ignored by git). Not part of `npm test`: a reviewer looks at them.
 */
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 3951);
const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  ...base,
  testDir: './screenshots',
  testMatch: '*.shots.ts',
  timeout: 600_000,
  use: { ...base.use, baseURL },
  webServer: {
    command: 'node --import tsx serve.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), LOG_LEVEL: 'warn' },
  },
});
