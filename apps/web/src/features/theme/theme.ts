import { create } from 'zustand';
import { readStorage, writeStorage } from '../../app/safe-storage.ts';

/**
 * Light or dark: the system's choice by default, or the one the player made with the switch (remembered on
 * this device). Providers without allow_theme_change stay light. The tokens of styles/tokens.css follow
 * <html data-theme>.
 */
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'jdj.theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function storedChoice(): Theme | null {
  const value = readStorage('local', THEME_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

interface ThemeState {
  /** The provider lets the player choose (allow_theme_change). */
  allowed: boolean;
  /** The player's own choice on this device, or null to follow the system. */
  choice: Theme | null;
  system: Theme;
}

export const useThemeStore = create<ThemeState>()(() => ({ allowed: true, choice: storedChoice(), system: systemTheme() }));

export function effectiveTheme({ allowed, choice, system }: ThemeState): Theme {
  return allowed ? (choice ?? system) : 'light';
}

export const useTheme = (): Theme => useThemeStore(effectiveTheme);

/** The switch: the other theme than the one shown, remembered on this device. */
export function toggleTheme(): void {
  const next: Theme = effectiveTheme(useThemeStore.getState()) === 'dark' ? 'light' : 'dark';
  writeStorage('local', THEME_KEY, next);
  useThemeStore.setState({ choice: next });
}

export function setThemeAllowed(allowed: boolean): void {
  if (useThemeStore.getState().allowed !== allowed) useThemeStore.setState({ allowed });
}

/** Keeps <html data-theme> and the browser's bar colour in step with the store, and follows the system. */
export function startTheme(allowed: boolean): void {
  const apply = () => {
    const theme = effectiveTheme(useThemeStore.getState());
    document.documentElement.dataset.theme = theme;
  };
  useThemeStore.setState({ allowed });
  apply();
  useThemeStore.subscribe(apply);
  if (typeof matchMedia === 'function') {
    matchMedia(DARK_QUERY).addEventListener?.('change', (event) => useThemeStore.setState({ system: event.matches ? 'dark' : 'light' }));
  }
  // Another tab flipped the switch.
  addEventListener('storage', (event) => {
    if (event.key === THEME_KEY || event.key === null) useThemeStore.setState({ choice: storedChoice() });
  });
}
