import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { requestHostname } from '../http/provider-of-request.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountDeletedMail, accountExistsMail, emailChangedMail, emailChangeMail, passwordResetMail, verificationMail } from '../mail/templates.ts';

/** Header (or `?provider=` query) the web app may send to name the provider (white label) a mail should carry. */
export const PROVIDER_HEADER = 'x-provider';
const PRODUCT_NAME = 'Jeux du Jour';

export interface AuthMailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  defaultProviderSlug: string;
}

export interface MailUser {
  email: string;
  first_name?: unknown;
  username?: unknown;
}

interface Branding {
  name: string;
  /** Slug to keep in links, when not the default provider. */
  slug: string | undefined;
  /** The provider's contact address, named in notices. */
  contact: string | undefined;
}

export interface AuthMails {
  sendVerification(data: { user: MailUser; token: string }, request?: Request): Promise<void>;
  sendPasswordReset(data: { user: MailUser; token: string }, request?: Request): Promise<void>;
  /** Someone signed up with the address of an existing account: its owner is told, the caller learns nothing. */
  sendAccountExists(data: { user: MailUser }, request?: Request): void;
  /** To the old address, once an email change is confirmed. */
  sendEmailChanged(data: { user: MailUser; newEmail: string }, request?: Request): void;
  /** To the address of an account just erased (the last mail it gets). */
  sendAccountDeleted(data: { user: MailUser }, request?: Request): void;
}

/** The `updateTo` of a verification token (an email change) without checking it: better-auth just signed it. */
function emailChangeOf(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { updateTo?: unknown };
    return typeof payload.updateTo === 'string' ? payload.updateTo : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The account mails, in the name of the request's provider (its slug header, else its host name,
 * else the default one), with links to the web app's pages under PUBLIC_URL.
 * Both return at once: the mail is composed and sent in the background, so the answer (and its
 * timing) is the same whether or not the address exists or the mail server is up.
 */
export function createAuthMails(deps: AuthMailDeps): AuthMails {
  async function branding(request: Request | undefined): Promise<Branding> {
    const named = request?.headers.get(PROVIDER_HEADER) ?? (request ? new URL(request.url).searchParams.get('provider') : null);
    const slug = named?.trim().toLowerCase();
    const hostname = requestHostname(request?.headers.get('host') ?? undefined);
    let row: { slug: string; name: string; contact_email: string | null } | undefined;
    if (slug && /^[a-z0-9-]{1,64}$/.test(slug)) {
      row = await deps.db.selectFrom('provider').select(['slug', 'name', 'contact_email']).where('slug', '=', slug).executeTakeFirst();
    }
    if (!row && hostname) {
      row = await deps.db
        .selectFrom('provider_hostname')
        .innerJoin('provider', 'provider.id', 'provider_hostname.provider_id')
        .select(['provider.slug', 'provider.name', 'provider.contact_email'])
        .where('provider_hostname.hostname', '=', hostname)
        .executeTakeFirst();
    }
    if (!row) {
      row = await deps.db.selectFrom('provider').select(['slug', 'name', 'contact_email']).where('slug', '=', deps.defaultProviderSlug).executeTakeFirst();
    }
    if (!row) return { name: PRODUCT_NAME, slug: undefined, contact: undefined };
    const contact = row.contact_email?.trim() || undefined;
    return { name: row.name, slug: row.slug === deps.defaultProviderSlug ? undefined : row.slug, contact };
  }

  function link(path: string, params: Record<string, string>, brand: Branding): string {
    const query = new URLSearchParams(params);
    if (brand.slug) query.set('provider', brand.slug);
    return `${deps.publicUrl}${path}?${query.toString()}`;
  }

  function greetingName(user: MailUser): string | undefined {
    for (const value of [user.first_name, user.username]) if (typeof value === 'string' && value.trim()) return value.trim();
    return undefined;
  }

  return {
    async sendVerification({ user, token }, request) {
      // better-auth sends an email change's link through the same hook, to the new address.
      const template = emailChangeOf(token) ? emailChangeMail : verificationMail;
      deps.mailer.send(
        branding(request).then((brand) =>
          template({
            to: user.email,
            greetingName: greetingName(user),
            productName: brand.name,
            link: link('/verify-email', { token }, brand),
          }),
        ),
      );
    },
    sendEmailChanged({ user, newEmail }, request) {
      deps.mailer.send(
        branding(request).then((brand) =>
          emailChangedMail({ to: user.email, greetingName: greetingName(user), productName: brand.name, contact: brand.contact, newEmail }),
        ),
      );
    },
    sendAccountDeleted({ user }, request) {
      deps.mailer.send(
        branding(request).then((brand) => accountDeletedMail({ to: user.email, greetingName: greetingName(user), productName: brand.name, contact: brand.contact })),
      );
    },
    sendAccountExists({ user }, request) {
      deps.mailer.send(
        branding(request).then((brand) =>
          accountExistsMail({
            to: user.email,
            greetingName: greetingName(user),
            productName: brand.name,
            link: link('/request-password-reset', { email: user.email }, brand),
          }),
        ),
      );
    },
    async sendPasswordReset({ user, token }, request) {
      deps.mailer.send(
        branding(request).then((brand) =>
          passwordResetMail({
            to: user.email,
            greetingName: greetingName(user),
            productName: brand.name,
            link: link('/confirm-password-reset', { token, email: user.email }, brand),
          }),
        ),
      );
    },
  };
}
