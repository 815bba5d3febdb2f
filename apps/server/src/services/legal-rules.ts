import { z } from 'zod';

/**
 * What a provider's legal fields may hold (issue 37). They end up in links (`href`, `mailto:`) and on the legal
 * pages, so only web addresses, mail addresses, phone numbers and plain text pass: no markup, no control
 * character. The console refuses the rest with a French 400 (provider-rules.ts), the catalogue ignores a value
 * typed in SQL that breaks them (catalogue.ts), and the operator's LEGAL_* settings are read with them
 * (config.ts): one set of rules for the three doors.
 */
export interface LegalRule {
  /** Longest value, in characters (after trimming). */
  max: number;
  /** Whether a trimmed, non-empty value is acceptable. */
  test: (value: string) => boolean;
  /** What the refusal says (French, after « Champ « … » invalide : »). */
  message: string;
  /** A text the page shows line by line (addresses, other mentions). */
  lines?: boolean;
}

/** Markup or control characters have no place in a legal text; newlines (and tabs, pasted) only where a text has lines. */
const LINE = /^[^<>\u0000-\u001f\u007f]+$/;
const LINES = /^[^<>\u0000-\u0008\u000b-\u001f\u007f]+$/;

/** A web address the footer may link to. https only for what is typed now; see LEGAL_STORED_WEB_ADDRESS. */
const HTTPS_ADDRESS = /^https:\/\/[^\s"'<>]+$/i;
/** Addresses stored before https was required (migration 0010 accepted http): still linked, never accepted again. */
export const LEGAL_STORED_WEB_ADDRESS = /^https?:\/\/[^\s"'<>]{1,2000}$/i;

/**
 * An address a `mailto:` link can carry: the HTML form's rule for an email address (ASCII, no quote), with a
 * domain that has at least one dot (a public address, not `jeux@localhost`).
 */
export const LEGAL_EMAIL_ADDRESS =
  /^[A-Za-z0-9.!#$%&*+/=?^_`{|}~-]{1,64}@(?=.{4,190}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * A phone number as people write it: digits with spaces, dots, dashes or brackets, an optional leading +, and 6
 * to 15 digits (15: the longest international number).
 */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d .()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

function isHttpsAddress(value: string): boolean {
  if (!HTTPS_ADDRESS.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

const plainLine = (max: number, message = 'texte simple attendu, sur une ligne, sans < ni >'): LegalRule => ({ max, test: (v) => LINE.test(v), message });
const plainLines = (max: number): LegalRule => ({ max, test: (v) => LINES.test(v), message: 'texte simple attendu, sans < ni >', lines: true });
const https: LegalRule = {
  max: 2000,
  test: isHttpsAddress,
  message: 'adresse https:// attendue (ni http://, ni javascript:), sans espace ni guillemet, ex. https://www.journal.fr/mentions-legales',
};
const phone: LegalRule = {
  max: 30,
  test: isPhoneNumber,
  message: 'numéro de téléphone attendu (chiffres, espaces, points, tirets, + au début), ex. 01 23 45 67 89',
};

/** Every legal field of a provider, by column name. */
export const LEGAL_RULES = {
  legal_notice_url: https,
  privacy_url: https,
  contact_email: { max: 254, test: (v: string) => LEGAL_EMAIL_ADDRESS.test(v), message: 'adresse e-mail attendue (ex. contact@journal.fr)' },
  legal_editor_name: plainLine(200),
  legal_editor_address: plainLines(300),
  legal_director: plainLine(200),
  legal_contact_phone: phone,
  legal_host_name: plainLine(200),
  legal_host_address: plainLines(300),
  legal_host_phone: phone,
  legal_details: plainLines(4000),
} satisfies Record<string, LegalRule>;

export type LegalColumn = keyof typeof LEGAL_RULES;
export const LEGAL_COLUMNS = Object.keys(LEGAL_RULES) as LegalColumn[];

/** A text's lines trimmed, blank ones dropped; a one-line text trimmed. */
export function normalizeLegalText(value: string, rule: LegalRule): string {
  if (!rule.lines) return value.trim();
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The stored value when it passes its rule (trimmed), else null. */
export function checkLegalText(value: string | null | undefined, rule: LegalRule): string | null {
  const text = value === null || value === undefined ? '' : normalizeLegalText(value, rule);
  if (text === '' || text.length > rule.max || !rule.test(text)) return null;
  return text;
}

/**
 * A legal field of a request: omitted, it stays as stored (a caller that does not know it never erases it);
 * empty, blank or null, it is cleared; otherwise it must pass its rule.
 */
export function legalField(rule: LegalRule) {
  return z
    .union([
      z.null(),
      z
        .string()
        .transform((value) => normalizeLegalText(value, rule))
        .pipe(z.union([z.literal('').transform(() => null), z.string().max(rule.max, `au plus ${rule.max} caractères`).refine(rule.test, rule.message)])),
    ])
    .optional();
}
