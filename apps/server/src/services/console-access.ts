import type { Kysely } from 'kysely';
import type { Auth } from '../auth/auth.ts';
import { type ConsoleRole, consoleRoleOf, ROLES } from '../auth/console-roles.ts';
import { hasSessionCookie } from '../auth/session.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** Who is at the console: an administrator, or a publisher with the one provider they work for. */
export interface ConsoleViewer {
  userId: string;
  email: string;
  name: string;
  role: ConsoleRole;
  /** The publisher's provider id; undefined for an administrator. */
  providerId: string | undefined;
}

/** A refusal of the console, with a stable code the web app reads (it shows the French message). */
export class ConsoleRefusal extends HttpError {
  constructor(status: 401 | 403, code: string, message: string) {
    super(status, message, { code });
  }
}

export const REFUSALS = {
  signedOut: () => new ConsoleRefusal(401, 'SIGNED_OUT', 'Connectez-vous pour accéder à la console.'),
  notStaff: () => new ConsoleRefusal(403, 'NOT_CONSOLE_ROLE', 'La console est réservée aux administrateurs et aux éditeurs.'),
  noTwoFactor: () =>
    new ConsoleRefusal(
      403,
      'TWO_FACTOR_REQUIRED',
      'La console demande la double authentification : activez-la dans « Mon profil » (« Activer l’authentification à deux facteurs »), puis revenez ici.',
    ),
  sessionWithoutCode: () =>
    new ConsoleRefusal(
      403,
      'TWO_FACTOR_SESSION_REQUIRED',
      'Cette session a été ouverte sans code de double authentification : déconnectez-vous, puis reconnectez-vous avec votre code.',
    ),
  noProvider: () => new ConsoleRefusal(403, 'NO_PROVIDER', 'Aucun fournisseur n’est rattaché à ce compte d’éditeur.'),
  adminOnly: () => new ConsoleRefusal(403, 'ADMIN_ONLY', 'Réservé aux administrateurs.'),
  otherProvider: () => new ConsoleRefusal(403, 'OTHER_PROVIDER', 'Ce fournisseur n’est pas le vôtre.'),
};

/**
 * The console's gate, on the server for every call: a session (401 otherwise), an administrator or
 * publisher role (403), two-factor turned on and this session opened with a code (403, saying how), and for
 * a publisher the provider they work for. The session is read from the database, never from a cache.
 */
export async function consoleViewerOf(auth: Auth, db: Kysely<Database>, headers: Headers): Promise<ConsoleViewer> {
  if (!hasSessionCookie(headers.get('cookie') ?? undefined)) throw REFUSALS.signedOut();
  const found = await auth.api.getSession({ headers, query: { disableCookieCache: true, disableRefresh: true } });
  if (!found) throw REFUSALS.signedOut();
  const user = found.user as typeof found.user & { role?: string | null; twoFactorEnabled?: boolean | null };
  const role = consoleRoleOf(user.role);
  if (!role) throw REFUSALS.notStaff();
  if (!user.twoFactorEnabled) throw REFUSALS.noTwoFactor();
  if ((found.session as { twoFactorVerified?: boolean | null }).twoFactorVerified !== true) throw REFUSALS.sessionWithoutCode();
  let providerId: string | undefined;
  if (role === ROLES.publisher) {
    const row = await db.selectFrom('publisher_provider').select('provider_id').where('user_id', '=', user.id).executeTakeFirst();
    if (!row) throw REFUSALS.noProvider();
    providerId = row.provider_id;
  }
  return { userId: user.id, email: user.email, name: user.name, role, providerId };
}

export function requireAdmin(viewer: ConsoleViewer): void {
  if (viewer.role !== ROLES.admin) throw REFUSALS.adminOnly();
}

/** A publisher sees their own provider only; an administrator any. */
export function requireProvider(viewer: ConsoleViewer, providerId: string): void {
  if (viewer.role === ROLES.publisher && viewer.providerId !== providerId) throw REFUSALS.otherProvider();
}
