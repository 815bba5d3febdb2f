import { t } from '../../i18n/index.ts';
import { toggleTheme, useTheme } from './theme.ts';

/** The top bar's light/dark switch (a half-dark disc), pressed in the dark theme. */
export function ThemeSwitch() {
  const dark = useTheme() === 'dark';
  return (
    <button type="button" className="icon-button top-bar__user" aria-label={t('theme.dark')} aria-pressed={dark} onClick={toggleTheme}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2v16a8 8 0 0 1 0-16Z" />
      </svg>
    </button>
  );
}
