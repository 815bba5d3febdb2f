import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { requestHostname } from '../http/provider-of-request.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import {
  accountDeletedMail,
  accountExistsMail,
  emailChangedMail,
  emailChangeMail,
  type NoticeContext,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from '../mail/templates.ts';
import { noteMailOutcome } from './mail-outcome.ts';
import { providerBrandOf } from '../services/provider-brand.ts';
import { textOn } from '../services/brand-colors.ts';
import type { MailBrand } from '../mail/templates.ts';

/** What a mail reads of its provider. */
const ROW = [
  'slug',
  'name',
  'contact_email',
  'brand_primary',
  'brand_accent',
  'brand_primary_dark',
  'brand_accent_dark',
  'brand_logo',
  'brand_version',
] as const;
type Row = { [K in (typeof ROW)[number]]: K extends 'slug' | 'name' ? string : string | null };

/** Header (or `?provider=` query) the web app may send to name the provider (white label) a mail should carry. */
export const PROVIDER_HEADER = 'x-provider';
const PRODUCT_NAME = 'Jeux du Jour';
/** The web app's « Mentions légales » route (apps/web/src/shared/legal/legal-links.tsx). */
const LEGAL_NOTICE_PAGE = '/mentions-legales';

export interface AuthMailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  defaultProviderSlug: string;
  /** The operator's contact (LEGAL_CONTACT_EMAIL): where notices send players when no provider names one. */
  operatorContact?: string | undefined;
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
  /** The provider's contact address, else the default provider's, else the operator's setting: named in notices, their Reply-To. */
  contact: string | undefined;
  /** The provider's colour and logo (issue 38), when it has its own. */
  look: MailBrand | undefined;
}

export interface AuthMails {
  /** Waits for the first attempt: the sign-up's answer says whether the mail left (mail-outcome.ts). */
  sendVerification(data: { user: MailUser; token: string }, request?: Request): Promise<void>;
  sendPasswordReset(data: { user: MailUser; token: string }, request?: Request): Promise<void>;
  /**
   * Someone signed up with the address of an existing account: its owner is told, the caller learns nothing
   * (waited for like a new account's verification mail, so both answers say and take the same).
   */
  sendAccountExists(data: { user: MailUser }, request?: Request): Promise<void>;
  /** To the old address, once an email change is confirmed. */
  sendEmailChanged(data: { user: MailUser; newEmail: string }, request?: Request): void;
  /** To the address of an account just erased (the last mail it gets): waited for, so its row leaves with the answer. */
  sendAccountDeleted(data: { user: MailUser }, request?: Request): Promise<void>;
  /** To the account's address once its password changed: from the profile, or with a reset link. */
  sendPasswordChanged(data: { user: MailUser; how: 'changed' | 'reset' }, request?: Request): void;
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
 * Notices go in the background. A sign-up's mail (verification or « account exists ») waits for its first
 * attempt, so the answer can say whether it left; the reset link does not wait (an address without an
 * account gets no mail, and the answer's timing must not tell them apart).
 */
export function createAuthMails(deps: AuthMailDeps): AuthMails {
  /** In the background: the mailer logs and keeps what fails. */
  const inBackground = (mail: Promise<MailMessage>) => void deps.mailer.send(mail);
  /** Waits for the first attempt and notes it for the answer; a mail neither stored nor sent fails the call. */
  async function awaited(mail: Promise<MailMessage>): Promise<void> {
    const outcome = await deps.mailer.send(mail);
    if (outcome === 'failed') throw new Error('mail could be neither stored nor sent');
    noteMailOutcome(outcome);
  }

  async function branding(request: Request | undefined): Promise<Branding> {
    const named = request?.headers.get(PROVIDER_HEADER) ?? (request ? new URL(request.url).searchParams.get('provider') : null);
    const slug = named?.trim().toLowerCase();
    const hostname = requestHostname(request?.headers.get('host') ?? undefined);
    let row: Row | undefined;
    if (slug && /^[a-z0-9-]{1,64}$/.test(slug)) {
      row = await deps.db.selectFrom('provider').select(ROW).where('slug', '=', slug).executeTakeFirst();
    }
    if (!row && hostname) {
      row = await deps.db
        .selectFrom('provider_hostname')
        .innerJoin('provider', 'provider.id', 'provider_hostname.provider_id')
        .select(ROW.map((column) => `provider.${column}` as const))
        .where('provider_hostname.hostname', '=', hostname)
        .executeTakeFirst();
    }
    if (!row) {
      row = await deps.db.selectFrom('provider').select(ROW).where('slug', '=', deps.defaultProviderSlug).executeTakeFirst();
    }
    if (!row) return { name: PRODUCT_NAME, slug: undefined, contact: deps.operatorContact, look: undefined };
    let contact = row.contact_email?.trim() || undefined;
    if (!contact && row.slug !== deps.defaultProviderSlug) {
      const operator = await deps.db.selectFrom('provider').select('contact_email').where('slug', '=', deps.defaultProviderSlug).executeTakeFirst();
      contact = operator?.contact_email?.trim() || undefined;
    }
    contact ??= deps.operatorContact;
    return { name: row.name, slug: row.slug === deps.defaultProviderSlug ? undefined : row.slug, contact, look: lookOf(row) };
  }

  /** The provider's colour on the mail's button and its logo on top; the portal's look without them. */
  function lookOf(row: Row): MailBrand | undefined {
    const brand = providerBrandOf(row);
    if (!brand.colors && !brand.logo_url) return undefined;
    const primary = brand.colors?.primary;
    return {
      ...(primary ? { primary, onPrimary: textOn(primary) } : {}),
      logoUrl: brand.logo_url ? `${deps.publicUrl}${brand.logo_url.replace(/\/logo\.(?:svg|png)/, '/mail-logo.png')}` : undefined,
      name: row.name,
    };
  }

  /** What every security notice says of its provider: its name, where to write, its legal page. */
  function noticeOf(user: MailUser, brand: Branding): NoticeContext {
    const legalNoticeUrl = `${deps.publicUrl}${LEGAL_NOTICE_PAGE}${brand.slug ? `?provider=${encodeURIComponent(brand.slug)}` : ''}`;
    return { to: user.email, greetingName: greetingName(user), productName: brand.name, contact: brand.contact, legalNoticeUrl, look: brand.look };
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
      await awaited(
        branding(request).then((brand) =>
          template({
            to: user.email,
            greetingName: greetingName(user),
            productName: brand.name,
            look: brand.look,
            link: link('/verify-email', { token }, brand),
          }),
        ),
      );
    },
    sendEmailChanged({ user, newEmail }, request) {
      inBackground(branding(request).then((brand) => emailChangedMail({ ...noticeOf(user, brand), newEmail })));
    },
    async sendAccountDeleted({ user }, request) {
      await deps.mailer.send(branding(request).then((brand) => accountDeletedMail(noticeOf(user, brand))));
    },
    sendPasswordChanged({ user, how }, request) {
      inBackground(branding(request).then((brand) => passwordChangedMail({ ...noticeOf(user, brand), how })));
    },
    async sendAccountExists({ user }, request) {
      await awaited(
        branding(request).then((brand) =>
          accountExistsMail({
            to: user.email,
            greetingName: greetingName(user),
            productName: brand.name,
            look: brand.look,
            link: link('/request-password-reset', { email: user.email }, brand),
          }),
        ),
      );
    },
    async sendPasswordReset({ user, token }, request) {
      inBackground(
        branding(request).then((brand) =>
          passwordResetMail({
            to: user.email,
            greetingName: greetingName(user),
            productName: brand.name,
            look: brand.look,
            link: link('/confirm-password-reset', { token, email: user.email }, brand),
          }),
        ),
      );
    },
  };
}
