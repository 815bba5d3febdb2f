import { useCallback, useEffect, useState } from 'react';
import type { AccountSessionDto } from '../../shared/api/api-types.ts';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { accountAnswers } from '../../shared/account/account-answers.ts';
import { authCall } from '../../shared/account/auth-api.ts';
import { FormError } from '../../shared/account/form-fields.tsx';
import { toast } from '../../shared/toasts/toast-store.ts';
import { parseUserAgent } from '../../shared/user-agent/user-agent.ts';
import { frenchDateTime } from './use-account.ts';
import { useAction } from '../../shared/account/use-action.ts';

/** « Chrome 131 sur Android », or what is known of it. */
export function deviceName(userAgent: string | null): string {
  const { browser, os } = parseUserAgent(userAgent ?? '');
  if (browser && os) return t('profile.sessions.device', { browser, os });
  return browser ?? os ?? t('profile.sessions.unknown-device');
}

/** This device first, then the most recently used. */
function ordered(sessions: AccountSessionDto[]): AccountSessionDto[] {
  return [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}

/** The account's active sessions (better-auth's list-sessions), each revocable but this one. */
export function SessionsSection() {
  const [sessions, setSessions] = useState<AccountSessionDto[] | null>(null);
  const { busy, error, run } = useAction();

  const load = useCallback(async () => {
    setSessions(ordered(await authCall('list-sessions', { answer: accountAnswers.sessions })));
  }, []);
  // Loaded once with the profile (run changes with `busy`: not a reason to load again); each action reloads it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => void run(load), [load]);

  const revoke = (session: AccountSessionDto) =>
    run(async () => {
      await authCall('revoke-session', { body: { id: session.id } });
      toast.success(t('profile.sessions.revoked'));
      await load();
    });
  const revokeOthers = () =>
    run(async () => {
      await authCall('revoke-other-sessions', { body: {} });
      toast.success(t('profile.sessions.others-revoked'));
      await load();
    });

  if (sessions === null) {
    return error ? <FormError id="sessions-error">{error}</FormError> : <p role="status">{t('profile.sessions.loading')}</p>;
  }
  const others = sessions.filter((session) => !session.current);
  return (
    <div>
      <p>{t('profile.sessions.help')}</p>
      <ul className="session-list" data-testid="sessions">
        {sessions.map((session) => {
          const device = deviceName(session.userAgent);
          const lastUsed = frenchDateTime(session.updatedAt);
          return (
            <li key={session.id} className="session-list__item">
              <div>
                <strong>{device}</strong>
                {session.current && <span className="session-list__current"> – {t('profile.sessions.current')}</span>}
                <br />
                <span>{t('profile.sessions.last-used', { date: lastUsed })}</span>
                <br />
                <span>{t('profile.sessions.opened', { date: frenchDateTime(session.createdAt) })}</span>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  aria-label={t('profile.sessions.revoke-label', { device, date: lastUsed })}
                  onClick={() => void revoke(session)}
                >
                  {t('profile.sessions.revoke')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <FormError id="sessions-error">{error}</FormError>
      {others.length > 1 && (
        <div className="auth-actions">
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void revokeOthers()}>
            {t('profile.sessions.revoke-others')}
          </button>
        </div>
      )}
    </div>
  );
}
