import type { AccountUserDto } from '../api/api-types.ts';

/** What the app knows of a signed-in player (document 1 §3, User). */
export interface SessionUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  verified: boolean;
  /** An administrator or a publisher: their visits are staff at work, not the provider's audience (issue 42). */
  staff?: boolean;
}

/** The account as GET /api/auth/get-session answers it (better-auth; dates are ISO strings): packages/api's AccountUserDto. */
export type AccountUser = AccountUserDto;

export function toSessionUser(user: AccountUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name ?? null,
    last_name: user.last_name ?? null,
    username: user.username ?? null,
    verified: user.emailVerified === true,
    ...(user.role === 'admin' || user.role === 'publisher' ? { staff: true } : {}),
  };
}
