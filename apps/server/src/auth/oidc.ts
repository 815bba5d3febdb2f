import { randomInt } from 'node:crypto';
import type { GenericOAuthConfig, GenericOAuthUserInfo } from 'better-auth/plugins/generic-oauth';
import { cleanShownName } from '@jdj/api';
import type { Kysely } from 'kysely';
import type { OidcConfig } from '../config.ts';
import { isValidUsername, NAME_MAX, USERNAME_MAX, USERNAME_MIN } from './fields.ts';

/** The id of the configured OpenID Connect provider in better-auth (callback /api/auth/callback/oidc). */
export const OIDC_PROVIDER_ID = 'oidc';

/** Only the user columns the username search needs. */
interface UsernameTables {
  user: { id: string; username: string | null };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** An identity provider's name made showable under the one rule of shown names, cut between graphemes. */
function clip(value: string | undefined, max: number): string | undefined {
  return cleanShownName(value, max);
}

/** A username candidate from what the provider says: preferred_username, else the email's local part, else the name. */
export function usernameBase(profile: GenericOAuthUserInfo): string {
  const candidates = [text(profile.preferred_username), text(profile.nickname), text(profile.email)?.split('@')[0], text(profile.given_name)];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const ascii = candidate
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '')
      .slice(0, USERNAME_MAX);
    if (ascii.length >= USERNAME_MIN) return ascii;
  }
  return 'joueur';
}

/** The base if free, else base + a number, in lower case like every stored username. */
export async function uniqueUsername(db: Kysely<unknown>, base: string): Promise<string> {
  const users = db as unknown as Kysely<UsernameTables>;
  const lower = base.toLowerCase();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const suffix = attempt === 0 ? '' : String(attempt < 10 ? attempt + 1 : randomInt(100, 1_000_000));
    const candidate = `${lower.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
    if (!isValidUsername(candidate)) continue;
    const taken = await users.selectFrom('user').select('id').where('username', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
  throw new Error('no free username found');
}

/**
 * better-auth's generic OAuth provider for the configured issuer, found by discovery. A first
 * sign-in creates the account from the standard claims, with a username of its own.
 */
export function oidcProvider(config: OidcConfig, db: Kysely<unknown>): GenericOAuthConfig {
  return {
    providerId: OIDC_PROVIDER_ID,
    name: config.name,
    discoveryUrl: `${config.issuer}/.well-known/openid-configuration`,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    mapProfileToUser: async (profile) => {
      const firstName = clip(text(profile.given_name), NAME_MAX);
      const lastName = clip(text(profile.family_name), NAME_MAX);
      const fullName = clip(text(profile.name), 2 * NAME_MAX + 1) ?? ([firstName, lastName].filter(Boolean).join(' ') || undefined);
      return {
        name: fullName ?? usernameBase(profile),
        first_name: firstName ?? null,
        last_name: lastName ?? null,
        username: await uniqueUsername(db, usernameBase(profile)),
      };
    },
  };
}
