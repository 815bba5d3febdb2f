import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { buildConstants } from './build-constants.ts';

// The "web" project of the root vitest.config.ts.
export default defineProject({
  plugins: [react()],
  define: buildConstants(),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
