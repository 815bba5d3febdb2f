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
    // A limit for a test that hangs, not a speed goal: a file's first test pays for importing a game's chunk,
    // and on a machine shared with other work (stress-ng beside CI) a whole game played took 23 s.
    testTimeout: 60_000,
  },
});
