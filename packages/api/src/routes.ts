import { accountRoutes } from './account.ts';
import { brandRoutes } from './brand.ts';
import { catalogueRoutes } from './catalogue.ts';
import { consoleRoutes } from './console.ts';
import { leagueRoutes } from './leagues.ts';
import { playRoutes } from './plays.ts';
import { playerRoutes } from './players.ts';
import { reminderRoutes } from './reminders.ts';
import type { ApiRoute } from './route.ts';
import { scoreRoutes } from './scores.ts';
import { siteRoutes } from './site.ts';
import { trackingRoutes } from './tracking.ts';

/** Every route of the API, by domain: one line per domain. */
export const API_ROUTES = {
  catalogue: catalogueRoutes,
  site: siteRoutes,
  plays: playRoutes,
  scores: scoreRoutes,
  tracking: trackingRoutes,
  players: playerRoutes,
  account: accountRoutes,
  console: consoleRoutes,
  brand: brandRoutes,
  leagues: leagueRoutes,
  reminders: reminderRoutes,
} satisfies Record<string, Record<string, ApiRoute>>;

/** The routes as one list (what the server's contract check and its coverage test walk). */
export function allRoutes(): ApiRoute[] {
  return Object.values(API_ROUTES).flatMap((group) => Object.values(group) as ApiRoute[]);
}
