import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3901);
export const baseURL = `http://localhost:${PORT}`;

// Debian's Chromium: no browser download exists on these machines.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Partner sub-domains (partenaire.localhost) reach the local server.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];

export default defineConfig({
  testDir: './tests',
  // Two files at a time (each file's tests in order): the server and the browser share CI's two cores, and
  // the run takes half as long. Files never share a player, an address or a game day whose count they compare.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 390, height: 844 },
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx serve.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT), LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn' },
  },
});
