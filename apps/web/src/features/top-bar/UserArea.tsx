import { Link } from 'react-router';
import { userInitials } from '../auth/initials.ts';
import { useSessionUser } from '../auth/session-store.ts';
import { t } from '../../i18n/index.ts';

function LoginIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.1 0-8 2.1-8 5.2V21h16v-1.8c0-3.1-3.9-5.2-8-5.2Z"
      />
    </svg>
  );
}

/** Signed in: the initials avatar linking to the profile. Signed out: a login icon. */
export function UserArea() {
  const user = useSessionUser();
  if (user === null) {
    return (
      <Link to="/login" className="icon-button top-bar__user" aria-label={t('top-bar.login')} title={t('top-bar.login')}>
        <LoginIcon />
      </Link>
    );
  }
  const initials = userInitials(user);
  return (
    <Link to="/profile" className="icon-button top-bar__user" aria-label={t('top-bar.profile', { initials })}>
      <span className="top-bar__avatar" aria-hidden="true">
        {initials}
      </span>
    </Link>
  );
}
