import { eraseLeagueMemberships, exportLeagueMemberships } from '../leagues.ts';
import type { PersonalDataPart } from './part.ts';

/** An account's league memberships (issue 27): listed in the export; left, with owned leagues handed on or deleted. */
export const leaguesPart: PersonalDataPart = {
  name: 'leagues',
  async export(db, subject) {
    return subject.userId ? { leagues: await exportLeagueMemberships(db, subject.userId) } : {};
  },
  erase: (trx, subject) => (subject.userId ? eraseLeagueMemberships(trx, subject.userId) : Promise.resolve(0)),
};
