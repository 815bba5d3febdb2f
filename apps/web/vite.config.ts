import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_VERSION, BACKGROUND_COLOR, buildConstants, THEME_COLOR } from './build-constants.ts';
import { finishBuild } from './build/finish-build.ts';
import { buildIdentity } from './build/identity.ts';

const API_TARGET = 'http://localhost:3000';
const identity = buildIdentity(APP_VERSION, fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      // src/features/app-update/register-service-worker.ts registers it through virtual:pwa-register.
      injectRegister: false,
      filename: 'sw.js',
      strategies: 'generateSW',
      // public/ (favicon, icons, logos) is already matched by workbox.globPatterns: no second listing.
      includeAssets: [],
      includeManifestIcons: false,
      manifest: {
        name: 'Jeux du Jour',
        short_name: 'Jeux du Jour',
        description: 'Un nouveau défi chaque jour dans onze jeux de lettres, de chiffres et de logique.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['games', 'entertainment'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell; API answers are not cached for now. The plugin adds manifest.webmanifest itself.
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // Share previews (1200x630) are fetched only when a result is shared: not worth precaching.
        // The publisher's console and its chart library are for a few staff members: players' devices never
        // download them (see build.rollupOptions below for the `console-` prefix).
        globIgnores: ['**/thumbnail.png', '**/assets/console-*'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
      },
    }),
    finishBuild(identity),
  ],
  define: buildConstants(identity),
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // The console's chunks (and Chart.js, which only it loads) are named console-…: kept out of the precache.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => id.includes('/features/console/') || id.includes('/node_modules/chart.js/'))
            ? 'assets/console-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        assetFileNames: (asset) =>
          (asset.originalFileNames ?? []).some((name) => name.includes('features/console/')) ? 'assets/console-[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
      },
    },
  },
});
