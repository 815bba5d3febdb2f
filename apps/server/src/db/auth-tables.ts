import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * better-auth's tables (auth/auth.ts), as our own queries read them: the library owns their schema and
 * their camelCase names. Instants are Date on PostgreSQL and ISO text on SQLite; flags boolean or 0/1.
 */
type Instant = Date | string;
type Flag = boolean | number | null;

export interface AuthTables {
  user: {
    id: string;
    name: string;
    email: string;
    emailVerified: Flag;
    image: string | null;
    createdAt: Instant;
    updatedAt: Instant;
    username: string | null;
    first_name: string | null;
    last_name: string | null;
    phone: string | null;
    twoFactorEnabled: Flag;
    /** The admin plugin's role (`admin`, `publisher`, `user` or null). */
    role: string | null;
  };
  session: {
    id: string;
    userId: string;
    token: string;
    createdAt: Instant;
    updatedAt: Instant;
    expiresAt: Instant;
    ipAddress: string | null;
    userAgent: string | null;
  };
  account: {
    id: string;
    userId: string;
    providerId: string;
    accountId: string;
    createdAt: Instant;
    updatedAt: Instant;
  };
  verification: {
    id: string;
    identifier: string;
    value: string;
    expiresAt: Instant;
  };
  twoFactor: {
    id: string;
    userId: string;
    secret: string;
  };
  rateLimit: {
    id: string;
    key: string;
    count: number;
    /** Milliseconds since the epoch (bigint on PostgreSQL: read it through Number()). */
    lastRequest: number | string;
  };
}

export type WholeDatabase = Database & AuthTables;

/** The same connection, seeing better-auth's tables beside ours. */
export const withAuthTables = (db: Kysely<Database>): Kysely<WholeDatabase> => db as unknown as Kysely<WholeDatabase>;

/** An instant of either database as ISO-8601 text. */
export function isoInstant(value: Instant | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** A flag of either database as a boolean. */
export const isSet = (value: Flag): boolean => value === true || value === 1;
