/**
 * The three shared game screens in one chunk, with what other features add to them: they share most of
 * their code (top bar, calendars, day status, modals), and one chunk keeps the bundler from splitting React
 * out of the home page's bundle. The end screen's extra sections are wired here, in the order they show.
 */
import { DayComparisonSection } from '../features/day-stats/DayComparison.tsx';
import { LeagueEndLines } from '../features/leagues/LeagueEndLines.tsx';
import type { EndScreenExtension } from '../shared/extensions/end-screen.ts';

export { EndScreen, LandingScreen, PlayScreen } from '../features/game-shell/screens.ts';

export const endScreenExtensions: readonly EndScreenExtension[] = [DayComparisonSection, LeagueEndLines];
