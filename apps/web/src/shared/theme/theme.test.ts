import { afterEach, describe, expect, it } from 'vitest';
import { effectiveTheme, setThemeAllowed, THEME_KEY, toggleTheme, useThemeStore } from './theme.ts';

afterEach(() => useThemeStore.setState({ allowed: true, choice: null, system: 'light' }));

describe('the theme', () => {
  it('follows the system until the player chooses, then keeps the choice on this device', () => {
    useThemeStore.setState({ allowed: true, choice: null, system: 'dark' });
    expect(effectiveTheme(useThemeStore.getState())).toBe('dark');
    toggleTheme();
    expect(effectiveTheme(useThemeStore.getState())).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    // The system changing afterwards does not override the player's choice.
    useThemeStore.setState({ system: 'light' });
    toggleTheme();
    expect(effectiveTheme(useThemeStore.getState())).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it('stays light for a provider without allow_theme_change, whatever the system or the choice', () => {
    useThemeStore.setState({ choice: 'dark', system: 'dark' });
    setThemeAllowed(false);
    expect(effectiveTheme(useThemeStore.getState())).toBe('light');
    setThemeAllowed(true);
    expect(effectiveTheme(useThemeStore.getState())).toBe('dark');
  });
});
