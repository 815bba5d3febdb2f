import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { buildConstants } from './build-constants.ts';

// The "web" project of the root vitest.config.ts.
export default defineProject({
  plugins: [react()],
  define: buildConstants({ date: '2026-11-21T09:30:00+01:00' }),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A file's first test pays for importing a game's chunk: on a shared, busy machine that alone passed 5 s.
    testTimeout: 15_000,
  },
});
