/** What a reminder says and where it leads: the service worker shows it as a notification (public/push-handler.js). */
export interface ReminderMessage {
  title: string;
  body: string;
  /** The screen its notification opens, on the portal's origin. */
  url: string;
  /** One notification per kind on a device: tomorrow's replaces today's. */
  tag: 'daily' | 'weekly';
}

export interface BestStreak {
  gameName: string;
  days: number;
}

/**
 * The daily reminder: the longest streak the player would lose, else the day's games. A notification is shown as
 * written (no keepPunctuationAttached on a phone): its no-break spaces are in the text, the number's too.
 */
export function dailyMessage(providerName: string, homeUrl: string, streak: BestStreak | null): ReminderMessage {
  const body =
    streak && streak.days >= 2
      ? `${streak.gameName} : votre série de ${streak.days} jours vous attend, jouez avant minuit.`
      : 'Les jeux du jour vous attendent.';
  return { title: providerName, body, url: homeUrl, tag: 'daily' };
}

export interface WeekPlace {
  leagueName: string;
  /** Null: not ranked that week (no play). */
  place: number | null;
  members: number;
}

const ordinal = (place: number) => (place === 1 ? '1ᵉʳ' : `${place}ᵉ`);

/** The leagues' week, on Monday: the player's place in each league where they played; null when in none. */
export function weeklyMessage(leaguesUrl: string, places: readonly WeekPlace[]): ReminderMessage | null {
  const ranked = places.filter((entry): entry is WeekPlace & { place: number } => entry.place !== null);
  if (ranked.length === 0) return null;
  const body = ranked.map((entry) => `${entry.leagueName} : ${ordinal(entry.place)} sur ${entry.members}`).join(' · ');
  return { title: 'Vos ligues cette semaine', body, url: leaguesUrl, tag: 'weekly' };
}
