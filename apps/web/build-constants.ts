/**
 * Compile-time constants shared by vite.config.ts and vitest.config.ts (declared in src/env.d.ts).
 */
import type { BuildIdentity } from './build/identity.ts';

export const APP_VERSION = '0.9.0';

/** No clock here: the same commit must give the same bytes, whenever and wherever it is built. */
export function buildConstants(identity: Pick<BuildIdentity, 'date'>): Record<string, string> {
  return {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
    __BUILD_DATE__: JSON.stringify(identity.date ?? ''),
  };
}

/** Colours of the light theme, shared by the web manifest and index.html's theme-color. */
export const THEME_COLOR = '#17306b';
export const BACKGROUND_COLOR = '#f5f6fa';
