import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each project picks its own environment.
export default defineConfig({
  test: {
    // Most files wait on HTTP, child processes and databases rather than compute: on CI's two cores, vitest's
    // default (one worker per core but one) left a core idle and doubled the suite's time.
    maxWorkers: 3,
    projects: [
      // The content suite reads and checks every committed day of every word game: seconds, not milliseconds.
      { test: { name: 'content', root: 'packages/content', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60_000 } },
      { test: { name: 'puzzles', root: 'packages/puzzles', environment: 'node', include: ['src/**/*.test.ts'] } },
      { test: { name: 'api', root: 'packages/api', environment: 'node', include: ['src/**/*.test.ts'] } },
      // The repository's own tooling: its import rules, the clock-shifted pass.
      { test: { name: 'tools', root: 'scripts', environment: 'node', include: ['**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // A limit for a test that hangs, not a speed goal: a test that starts two servers and hashes
          // passwords takes ~4 s on an idle machine and five times that on two cores shared five ways.
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      'apps/web/vitest.config.{ts,mts}',
    ],
  },
});
