import { create } from 'zustand';
import { useHydrated } from '../first-paint/hydration.tsx';
import { readStorage, writeStorage } from '../storage/safe-storage.ts';

/**
 * Light or dark: the player's choice on this device, else the system's. Providers without
 * allow_theme_change stay light. styles/tokens.css follows <html data-theme>.
 */
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'jdj.theme';

interface ThemeState {
  /** The provider lets the player choose (allow_theme_change). */
  allowed: boolean;
  /** The player's choice on this device, or null to follow the system. */
  choice: Theme | null;
  system: Theme;
}

const stored = readStorage('local', THEME_KEY);
const dark = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

export const useThemeStore = create<ThemeState>()(() => ({
  allowed: true,
  choice: stored === 'light' || stored === 'dark' ? stored : null,
  system: dark?.matches ? 'dark' : 'light',
}));

export const effectiveTheme = ({ allowed, choice, system }: ThemeState): Theme => (allowed ? (choice ?? system) : 'light');

/** The theme shown; light while a server-rendered page hydrates (the server knows no device's choice). */
export function useTheme(): Theme {
  const theme = useThemeStore(effectiveTheme);
  return useHydrated() ? theme : 'light';
}

/** The switch: the other theme than the one shown, remembered on this device. */
export function toggleTheme(): void {
  const choice: Theme = effectiveTheme(useThemeStore.getState()) === 'dark' ? 'light' : 'dark';
  writeStorage('local', THEME_KEY, choice);
  useThemeStore.setState({ choice });
}

export const setThemeAllowed = (allowed: boolean): void => useThemeStore.setState({ allowed });

/** Keeps <html data-theme> in step with the store, which follows the system's changes. */
export function startTheme(allowed: boolean): void {
  const apply = () => {
    document.documentElement.dataset.theme = effectiveTheme(useThemeStore.getState());
  };
  setThemeAllowed(allowed);
  apply();
  useThemeStore.subscribe(apply);
  dark?.addEventListener?.('change', (event) => useThemeStore.setState({ system: event.matches ? 'dark' : 'light' }));
}
