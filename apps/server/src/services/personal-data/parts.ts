import { accountPart } from './account-part.ts';
import { devicesPart } from './devices-part.ts';
import type { PersonalDataPart } from './part.ts';
import { rateLimitPart } from './rate-limit-part.ts';
import { scoresPart } from './scores-part.ts';
import { trackingPart } from './tracking-part.ts';

/**
 * Every kind of personal data the portal keeps, in the order of erasure (rows pointing at others first, the
 * account's own row last). The export file has the sections of the same list. This list is the one place a
 * feature that keeps personal data plugs in: its part goes before `accountPart`, e.g. for leagues (issue 27)
 *   { name: 'leagues',
 *     export: async (db, s) => (s.userId ? { leagues: await exportLeagueMemberships(db, s.userId) } : {}),
 *     erase: (trx, s) => (s.userId ? eraseLeagueMemberships(trx, s.userId) : Promise.resolve(0)) }
 * and for the console (issue 25) a part deleting the account's `publisher_provider` rows. Its audit lines
 * name accounts by id only, which the issue allows (« audit lines reduced to an id »): no part for them.
 */
export const PERSONAL_DATA_PARTS: readonly PersonalDataPart[] = [scoresPart, trackingPart, rateLimitPart, devicesPart, accountPart];
