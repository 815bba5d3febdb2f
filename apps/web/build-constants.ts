/**
 * Compile-time constants shared by vite.config.ts and vitest.config.ts (declared in src/env.d.ts).
 */
export const APP_VERSION = '0.9.0';

export function buildConstants(now: Date = new Date()): Record<string, string> {
  return {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    __BUILD_DATE__: JSON.stringify(now.toISOString()),
  };
}

/** Colours of the light theme, shared by the web manifest and index.html's theme-color. */
export const THEME_COLOR = '#17306b';
export const BACKGROUND_COLOR = '#f5f6fa';
