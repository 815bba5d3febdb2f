import { accountPart } from './account-part.ts';
import { devicesPart } from './devices-part.ts';
import { leaguesPart } from './leagues-part.ts';
import { mailOutboxPart } from './mail-outbox-part.ts';
import type { PersonalDataPart } from './part.ts';
import { playsPart } from './plays-part.ts';
import { publisherPart } from './publisher-part.ts';
import { rateLimitPart } from './rate-limit-part.ts';
import { remindersPart } from './reminders-part.ts';
import { scoresPart } from './scores-part.ts';
import { trackingPart } from './tracking-part.ts';

/**
 * Every kind of personal data the portal keeps, in the order of erasure (rows pointing at others first, the
 * account's own row last). The export file has the sections of the same list. This list is the one place a
 * feature that keeps personal data plugs in: its part goes before `accountPart`. The console's audit lines
 * name accounts by id only, which the issue allows (« audit lines reduced to an id »): no part for them.
 */
export const PERSONAL_DATA_PARTS: readonly PersonalDataPart[] = [
  scoresPart,
  trackingPart,
  rateLimitPart,
  playsPart,
  devicesPart,
  leaguesPart,
  publisherPart,
  mailOutboxPart,
  remindersPart,
  accountPart,
];
