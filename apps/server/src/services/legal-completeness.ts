import type { Kysely } from 'kysely';
import { LEGAL_ITEMS, type LegalItem, type ProviderDto, type ProviderLegalDto } from '@jdj/api';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { readCatalogue } from './catalogue.ts';

/**
 * Which « Mentions légales » items (LCEN art. 6-III) a provider's page would say are « Non renseigné », the
 * operator's filled in. None when the provider links its own notice page: its items are there, out of our
 * sight. The contact's phone is not counted (the page shows it when given; the email is the contact asked for).
 */
export function missingLegalItems(legal: ProviderLegalDto): LegalItem[] {
  if (legal.notice_url) return [];
  return LEGAL_ITEMS.filter((item) => legal[item] === null);
}

/** The providers whose page lacks items, by slug, in slug order. */
export function providersLackingLegalItems(providers: Iterable<ProviderDto>): Record<string, LegalItem[]> {
  const lacking = [...providers]
    .map((provider) => [provider.slug, missingLegalItems(provider.legal)] as const)
    .filter(([, missing]) => missing.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(lacking);
}

/** The one warning line of a production start, or undefined when every provider's page is complete. */
export function legalWarning(lacking: Record<string, LegalItem[]>): { message: string; fields: Record<string, unknown> } | undefined {
  const slugs = Object.keys(lacking);
  if (slugs.length === 0) return undefined;
  return {
    message: `legal notice incomplete (LCEN art. 6-III) for ${slugs.join(', ')}: fill the items in the console (provider page, « Mentions légales ») or the LEGAL_* settings`,
    fields: { providers: lacking },
  };
}

/**
 * At start (server.ts, once), in production: one warning naming the providers whose « Mentions légales » lack
 * items, the operator's LEGAL_* settings filled in. A warning, not a refusal to start: the
 * games must not stop for a missing phone number, but the operator must hear of it.
 */
export async function legalDetailsAtStart(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'legal' | 'production' | 'defaultProviderSlug'>,
  logger: Logger,
): Promise<void> {
  if (!config.production) return;
  const catalogue = await readCatalogue(db, logger, config.defaultProviderSlug, config.legal);
  const warning = legalWarning(providersLackingLegalItems(catalogue.providersBySlug.values()));
  if (warning) logger.warn(warning.message, warning.fields);
}
