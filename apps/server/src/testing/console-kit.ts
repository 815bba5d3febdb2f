import { randomUUID } from 'node:crypto';
import { Browser, totpCode } from '../auth/test-kit.ts';
import { CLI_ACTOR } from '../services/audit.ts';
import { type RoleChoice, setRole } from '../services/console-players.ts';
import { signUpVerified } from './accounts.ts';
import type { TestServer } from './test-server.ts';

/** Tests only: accounts at the console's doors, each in a browser of its own. */
export interface Member {
  browser: Browser;
  userId: string;
  email: string;
  password: string;
  /** The authenticator's otpauth:// address, once two-factor is on. */
  totpUri?: string;
}

/** A new account signed in with its password (no second factor yet). */
export async function newAccount(server: TestServer, tag = 'joueur'): Promise<Member> {
  const browser = new Browser(server.url);
  const id = randomUUID().slice(0, 8);
  const email = `${tag}-${id}@exemple.fr`;
  const password = 'Console-du-jour-42';
  // An account opens once its address is verified (the mailed link), as a player's does.
  await signUpVerified(server, browser, { email, password, passwordConfirm: password, first_name: 'Ada', last_name: 'Lovelace', username: `${tag}_${id}` });
  // The link signed the browser in (one session): read who it is.
  const session = await browser.call<{ user: { id: string } }>('/api/auth/get-session');
  if (session.status !== 200 || !session.body?.user) throw new Error(`session: ${JSON.stringify(session.body)}`);
  return { browser, userId: session.body.user.id, email, password };
}

/** Turns two-factor on (the code of the set-up opens a new session, marked as opened with a code). */
export async function enableTwoFactor(member: Member): Promise<Member> {
  const enabled = await member.browser.call<{ totpURI: string }>('/api/auth/two-factor/enable', { password: member.password });
  if (enabled.status !== 200) throw new Error(`two-factor: ${JSON.stringify(enabled.body)}`);
  const verified = await member.browser.call('/api/auth/two-factor/verify-totp', { code: totpCode(enabled.body.totpURI) });
  if (verified.status !== 200) throw new Error(`two-factor code: ${JSON.stringify(verified.body)}`);
  return { ...member, totpUri: enabled.body.totpURI };
}

/** Gives a role the way `npm run admin` does. */
export async function grant(server: TestServer, member: Member, choice: RoleChoice): Promise<void> {
  await setRole(server.auth, server.database.db, undefined, member.userId, choice, CLI_ACTOR);
}

/** An administrator (or a publisher of `providerId`) at the console: two-factor on, session opened with a code. */
export async function consoleMember(server: TestServer, choice: RoleChoice = { role: 'admin' }): Promise<Member> {
  const member = await enableTwoFactor(await newAccount(server, choice.role));
  await grant(server, member, choice);
  return member;
}

export async function providerIdOf(server: TestServer, slug: string): Promise<string> {
  const row = await server.database.db.selectFrom('provider').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  return row.id;
}
