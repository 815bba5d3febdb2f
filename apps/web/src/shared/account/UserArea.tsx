import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProvider } from '../provider/provider-context.ts';
import { t } from '../../i18n/index.ts';
import { userInitials } from './initials.ts';
import { useSessionUser } from './session-store.ts';
import { ThemeSwitch } from '../theme/ThemeSwitch.tsx';

export function LoginIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.1 0-8 2.1-8 5.2V21h16v-1.8c0-3.1-3.9-5.2-8-5.2Z" />
    </svg>
  );
}

function StatsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M4 20V11h3.5v9H4Zm6.25 0V4h3.5v16h-3.5ZM16.5 20v-6H20v6h-3.5Z" />
    </svg>
  );
}

function LeaguesIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 10h6v10H9V10Zm-6 4h5v6H3v-6Zm13 2h5v4h-5v-4ZM12 2.5l1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.2-2.4 1.2.5-2.6-1.9-1.8 2.6-.4L12 2.5Z"
      />
    </svg>
  );
}

/**
 * The user area of a top bar: the theme switch (with allow_theme_change), the player's stats and, signed
 * in, their leagues (home bar only: a game's bar has little room), and the initials avatar linking to the
 * profile or a login icon (`login`: another one, e.g. in a partner's frame).
 */
export function UserArea({ stats = true, login }: { stats?: boolean; login?: ReactNode }) {
  const user = useSessionUser();
  const { hasFeature } = useProvider();
  return (
    <div className="top-bar__area">
      {hasFeature('allow_theme_change') && <ThemeSwitch />}
      {stats && (
        <Link to="/stats" className="icon-button top-bar__user" aria-label={t('top-bar.stats')} title={t('top-bar.stats')}>
          <StatsIcon />
        </Link>
      )}
      {stats && user !== null && (
        <Link to="/ligues" className="icon-button top-bar__user top-bar__labelled">
          <LeaguesIcon />
          {/* Named in words where the bar has room (issue 39: an unlabelled icon was hard to find), by its label elsewhere. */}
          <span className="top-bar__label">{t('top-bar.leagues')}</span>
        </Link>
      )}
      {user === null && login ? (
        login
      ) : user === null ? (
        <Link to="/login" className="icon-button top-bar__user" aria-label={t('top-bar.login')} title={t('top-bar.login')}>
          <LoginIcon />
        </Link>
      ) : (
        <Link to="/profile" className="icon-button top-bar__user" aria-label={t('top-bar.profile', { initials: userInitials(user) })}>
          <span className="top-bar__avatar" aria-hidden="true">
            {userInitials(user)}
          </span>
        </Link>
      )}
    </div>
  );
}
