import { type AccountUser, toSessionUser, type SessionUser } from './session-user.ts';

/** GET /api/auth/get-session: the account, null without a valid session, undefined when the server cannot say. */
export async function fetchSessionUser(): Promise<AccountUser | null | undefined> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { user?: AccountUser } | null;
    return body?.user?.id ? body.user : null;
  } catch {
    return undefined;
  }
}

/**
 * The session check at start: the signed-in account, or null (anonymous, or an invalid or expired
 * session, which the server clears). Offline or on a server error the caller keeps what it has.
 */
export async function readSessionUser(): Promise<SessionUser | null | undefined> {
  const user = await fetchSessionUser();
  return user ? toSessionUser(user) : user;
}
