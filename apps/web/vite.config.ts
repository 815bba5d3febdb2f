import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { APP_VERSION, BACKGROUND_COLOR, buildConstants, THEME_COLOR } from './build-constants.ts';
import { finishBuild } from './build/finish-build.ts';
import { buildIdentity } from './build/identity.ts';

const API_TARGET = 'http://localhost:3000';
const identity = buildIdentity(APP_VERSION, fileURLToPath(new URL('.', import.meta.url)));

/**
 * The build's folder: `dist`, or another one for a second build of the same commit (the scale test compares
 * two); `vite build --ssr` writes the server's entry inside it, never served (apps/server).
 */
const SITE_DIR = process.env.JDJ_WEB_OUT_DIR || 'dist';
const SSR_OUT_DIR = `${SITE_DIR}/ssr`;

const reactRouterDist = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

// Two builds (package.json "build"): the browser's, then the server's entry (src/entry-server.tsx) that
// renders the first screen of public routes (issue 24). The second one writes the build manifest last.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), finishBuild(identity, SITE_DIR)]
    : [
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
            // The embed pages (issue 38) always come from the server, which checks who frames them.
            navigateFallbackDenylist: [/^\/api\//, /^\/embed(?:\/|$)/],
            cleanupOutdatedCaches: true,
            // Reminders (issue 39): the push and notification-click handlers, kept in public/ beside the worker.
            importScripts: ['/push-handler.js'],
          },
        }),
      ],
  // The server's entry bundles React: its production build, whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { ...buildConstants(identity), 'process.env.NODE_ENV': JSON.stringify('production') } : buildConstants(identity),
  // public/ belongs to the site (dist/), not to the server's entry.
  publicDir: isSsrBuild ? false : 'public',
  server: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  // One self-contained file for Node: the server needs none of the web app's packages at run time.
  ssr: { noExternal: true },
  // React Router's package exports only its development build (warnings and their texts); a build takes
  // the production one it ships beside it, as React's own "production" files are: 4 kB less on the home page.
  resolve: command === 'build' ? { alias: REACT_ROUTER_PRODUCTION } : {},
  build: isSsrBuild
    ? { target: 'node20', outDir: SSR_OUT_DIR, emptyOutDir: false, sourcemap: false, rollupOptions: { output: { entryFileNames: 'entry-server.js' } } }
    : {
        outDir: SITE_DIR,
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        // dist/.vite/manifest.json: which CSS each route's chunks need, inlined by the server (issue 24).
        manifest: true,
        rollupOptions: {
          output: {
            // The home page's static graph in two files: React DOM (and its scheduler), then everything else.
            // Left alone, Rolldown gives each module the entry shares with a lazy chunk a file of its own, each
            // with its gzip overhead (issue 33); one file, V8 parses its 340 kB in the task that runs it, the
            // page start's longest (issue 36). Two files are parsed apart (Rolldown's runtime, which both import, is a
            // third one of 0.4 kB), and lazy chunks import from them.
            codeSplitting: {
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
                { name: 'start', tags: ['$initial'] },
              ],
            },
            // The console's chunks (and Chart.js, which only it loads) are named console-…: kept out of the precache.
            chunkFileNames: (chunk) =>
              chunk.moduleIds.some((id) => id.includes('/features/console/') || id.includes('/node_modules/chart.js/'))
                ? 'assets/console-[name]-[hash].js'
                : 'assets/[name]-[hash].js',
            assetFileNames: (asset) =>
              (asset.originalFileNames ?? []).some((name) => name.includes('features/console/'))
                ? 'assets/console-[name]-[hash][extname]'
                : 'assets/[name]-[hash][extname]',
          },
        },
      },
}));
