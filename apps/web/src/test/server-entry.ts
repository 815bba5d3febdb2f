import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { render } from '../entry-server.tsx';

// jsdom's pages have an http: import.meta.url; Vite gives the file's folder as well.
const WEB_ROOT = path.resolve((import.meta as ImportMeta & { dirname: string }).dirname, '../..');

/**
 * The server's entry (entry-server.tsx) built as `npm run build` builds it, with its own copy of React and
 * React Router inside, for a test that hydrates in this page what it rendered. Imported from the
 * sources instead, the server's renderer would share this page's React: it leaves the router's contexts
 * set behind it, and the browser's render then finds a router already there.
 */
export async function builtServerEntry(): Promise<{ render: typeof render; remove(): void }> {
  // Inside the project, where vitest's module loader reads files (it refuses the system's temporary folder).
  const cache = path.join(WEB_ROOT, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cache, 'server-entry-'));
  const remove = () => fs.rmSync(outDir, { recursive: true, force: true });
  try {
    await build({
      root: WEB_ROOT,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
      // The build's constants as the tests see them (vitest.config.ts).
      define: { __APP_VERSION__: JSON.stringify(__APP_VERSION__), __BUILD_DATE__: JSON.stringify(__BUILD_DATE__) },
      publicDir: false,
      ssr: { noExternal: true },
      build: {
        ssr: 'src/entry-server.tsx',
        outDir,
        emptyOutDir: false,
        target: 'node20',
        rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
      },
    });
    const entry = (await import(/* @vite-ignore */ path.join(outDir, 'entry-server.mjs'))) as { render: typeof render };
    // Its lazy screens are chunks beside it, imported when a page needs them: the folder stays until remove().
    return { render: entry.render, remove };
  } catch (error) {
    remove();
    throw error;
  }
}
