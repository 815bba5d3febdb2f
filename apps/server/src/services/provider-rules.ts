import { GAME_SLUGS, isValidTimeZone } from '@jdj/puzzles';
import { z } from 'zod';
import { PROVIDER_FEATURES } from '@jdj/api';
import { LEGAL_COLUMNS, LEGAL_RULES, type LegalColumn, legalField } from './legal-rules.ts';

/**
 * What a provider's settings may hold: the rules the server reads them with (catalogue.ts, the CSP's
 * frame-ancestors, the provider of a request) written once, so the console refuses what the server would
 * ignore or refuse.
 */

/** An origin as a CSP source: scheme, host and optional port, nothing that could end the header. */
export const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/** A slug a URL can name (`?provider=`): what the server's provider slug accepts, lower case, no loose dashes. */
export const PROVIDER_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PROVIDER_SLUG_MAX = 64;

/** A host name as the Host header carries it, lower case, without port (requestHostname). */
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const noControl = (text: string) => !/[\u0000-\u001f\u007f]/.test(text);

function link(schemes: readonly string[], what: string) {
  return z
    .string()
    .trim()
    .max(2048, 'au plus 2048 caractères')
    .refine(
      (value) => {
        try {
          return schemes.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `${what} : adresse ${schemes.map((s) => s.replace(':', '')).join(' ou ')} attendue`,
    );
}

const optionalLink = (schemes: readonly string[], what: string) => z.union([z.literal('').transform(() => null), z.null(), link(schemes, what)]).default(null);

/** The legal fields, each with its rule (legal-rules.ts): what a publisher may change of its own provider. */
export const providerLegalSchema = z.strictObject(
  Object.fromEntries(LEGAL_COLUMNS.map((column) => [column, legalField(LEGAL_RULES[column])])) as {
    [C in LegalColumn]: ReturnType<typeof legalField>;
  },
);

/** The settings an administrator edits (everything but the slug, fixed at creation). */
export const providerSettingsSchema = z.strictObject({
  name: z.string().trim().min(1, 'nom requis').max(100, 'au plus 100 caractères').refine(noControl, 'caractères de contrôle refusés'),
  features: z
    .array(z.enum(PROVIDER_FEATURES, `fonction inconnue : ${PROVIDER_FEATURES.join(', ')} attendues`))
    .max(PROVIDER_FEATURES.length)
    .refine((list) => new Set(list).size === list.length, 'fonction en double'),
  games: z
    .array(z.enum(GAME_SLUGS, 'jeu inconnu'))
    .max(GAME_SLUGS.length)
    .refine((list) => new Set(list).size === list.length, 'jeu en double'),
  feedback_url: optionalLink(['https:', 'http:', 'mailto:'], 'lien d’avis'),
  share_url: optionalLink(['https:', 'http:'], 'lien de partage'),
  timezone: z.string().trim().min(1).max(64).refine(isValidTimeZone, 'fuseau horaire IANA inconnu (ex. Europe/Paris)'),
  hostnames: z
    .array(z.string().trim().toLowerCase().regex(HOSTNAME, 'nom d’hôte invalide (ex. jeux.journal.fr, sans http:// ni port)'))
    .max(20, 'au plus 20 noms d’hôte')
    .refine((list) => new Set(list).size === list.length, 'nom d’hôte en double'),
  frame_ancestors: z
    .array(z.string().trim().regex(ORIGIN, 'origine invalide (ex. https://www.journal.fr, sans chemin)'))
    .max(20, 'au plus 20 origines')
    .refine((list) => new Set(list).size === list.length, 'origine en double'),
  ...providerLegalSchema.shape,
});

export const newProviderSchema = providerSettingsSchema.extend({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(PROVIDER_SLUG_MAX, `au plus ${PROVIDER_SLUG_MAX} caractères`)
    .regex(PROVIDER_SLUG, 'lettres minuscules, chiffres et tirets simples (ex. journal-du-nord)'),
});

export type ProviderSettings = z.infer<typeof providerSettingsSchema>;
export type NewProvider = z.infer<typeof newProviderSchema>;
export type ProviderLegal = z.infer<typeof providerLegalSchema>;
