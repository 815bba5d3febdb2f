import { answerFrom } from '../../shared/api/answer-schema.ts';

// The answers' schemas of the console's calls (packages/api/src/console.ts), loaded with the first call. A
// list's schema is its route's answer.
const contract = () => import('@jdj/api/console');
const brandContract = () => import('@jdj/api/brand');

export const consoleAnswers = {
  me: answerFrom(contract, (m) => m.ConsoleMeDto),
  providers: answerFrom(contract, (m) => m.consoleRoutes.providers.answer),
  provider: answerFrom(contract, (m) => m.ProviderSettingsDto),
  games: answerFrom(contract, (m) => m.consoleRoutes.games.answer),
  game: answerFrom(contract, (m) => m.ConsoleGameDto),
  calendar: answerFrom(contract, (m) => m.CalendarMonthDto),
  day: answerFrom(contract, (m) => m.DayDetailDto),
  dayChoices: answerFrom(contract, (m) => m.consoleRoutes.dayChoices.answer),
  dayCheck: answerFrom(contract, (m) => m.DayCheckDto),
  dashboard: answerFrom(contract, (m) => m.DashboardDto),
  players: answerFrom(contract, (m) => m.consoleRoutes.players.answer),
  player: answerFrom(contract, (m) => m.PlayerDetailDto),
  deletedPlayer: answerFrom(contract, (m) => m.DeletedPlayerDto),
  audit: answerFrom(contract, (m) => m.AuditPageDto),
  brand: answerFrom(brandContract, (m) => m.BrandSettingsDto),
  embedKit: answerFrom(brandContract, (m) => m.EmbedKitDto),
};
