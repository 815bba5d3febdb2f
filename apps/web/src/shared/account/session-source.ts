import { checkAnswer } from '../api/answer-schema.ts';
import { accountAnswers } from './account-answers.ts';
import { type AccountUser, toSessionUser, type SessionUser } from './session-user.ts';

/**
 * GET /api/auth/get-session: the account, null without a valid session, undefined when the server cannot say
 * (unreachable, failing, or answering outside the contract's SessionCheckDto).
 */
export async function fetchSessionUser(): Promise<AccountUser | null | undefined> {
  let body: unknown;
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) return undefined;
    body = await response.json();
  } catch {
    return undefined;
  }
  try {
    const checked = await checkAnswer(accountAnswers.session, body);
    if (checked.ok) return checked.value?.user ?? null;
    console.warn('Answer outside the API contract', '/api/auth/get-session', checked.problem);
  } catch (error) {
    // The schema's chunk did not arrive (offline, a new deployment): as if the answer never had.
    console.warn('The session could not be checked', error);
  }
  return undefined;
}

/**
 * The session check at start: the signed-in account, or null (anonymous, or an invalid or expired
 * session, which the server clears). Offline or on a server error the caller keeps what it has.
 */
export async function readSessionUser(): Promise<SessionUser | null | undefined> {
  const user = await fetchSessionUser();
  return user ? toSessionUser(user) : user;
}
