import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, userAc } from 'better-auth/plugins/admin/access';

/**
 * The console's roles, in better-auth's admin plugin (`user.role`): an administrator runs everything; a
 * publisher reads one provider's dashboard and calendar (its provider is in `publisher_provider`), and holds
 * none of the plugin's user-management permissions; everyone else is a player.
 */
export const ROLES = { admin: 'admin', publisher: 'publisher', player: 'user' } as const;
export type ConsoleRole = typeof ROLES.admin | typeof ROLES.publisher;

const accessControl = createAccessControl(defaultStatements);

export const consoleRoles = {
  [ROLES.admin]: adminAc,
  [ROLES.publisher]: accessControl.newRole({ user: [], session: [] }),
  [ROLES.player]: userAc,
};

/** The console role of a better-auth role text (the plugin allows "a,b" lists), or undefined for a player. */
export function consoleRoleOf(role: string | null | undefined): ConsoleRole | undefined {
  const roles = (role ?? '').split(',').map((r) => r.trim());
  if (roles.includes(ROLES.admin)) return ROLES.admin;
  if (roles.includes(ROLES.publisher)) return ROLES.publisher;
  return undefined;
}
