import { accountPart } from './account-part.ts';
import { devicesPart } from './devices-part.ts';
import type { PersonalDataPart } from './part.ts';
import { rateLimitPart } from './rate-limit-part.ts';
import { scoresPart } from './scores-part.ts';
import { trackingPart } from './tracking-part.ts';

/**
 * Every kind of personal data the portal keeps, in the order of erasure (rows pointing at others first, the
 * account's own row last). The export file has the sections of the same list.
 *
 * A feature that keeps personal data adds its part here, before `accountPart`:
 * - leagues (issue 27): memberships and leagues of the subject (export: the leagues joined; erase: leave
 *   them, hand over or delete the ones it owns);
 * - the console's audit log (issue 25): erase reduces the lines naming the account to its id (no email or
 *   name left); nothing to export.
 */
export const PERSONAL_DATA_PARTS: readonly PersonalDataPart[] = [scoresPart, trackingPart, rateLimitPart, devicesPart, accountPart];
