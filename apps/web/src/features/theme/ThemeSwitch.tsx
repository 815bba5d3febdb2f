import { t } from '../../i18n/index.ts';
import { toggleTheme, useTheme } from './theme.ts';

/** The top bar's light/dark switch: a moon in the light theme, a sun in the dark one. */
export function ThemeSwitch() {
  const dark = useTheme() === 'dark';
  return (
    <button
      type="button"
      className="icon-button top-bar__user"
      aria-label={t('theme.dark')}
      aria-pressed={dark}
      title={dark ? t('theme.to-light') : t('theme.to-dark')}
      onClick={toggleTheme}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        {dark ? (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2m0 16v2M2 12h2m16 0h2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </g>
        ) : (
          <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" />
        )}
      </svg>
    </button>
  );
}
