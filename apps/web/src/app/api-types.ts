/**
 * The API's JSON shapes, owned by the server. Type-only: the web app never loads server code at runtime
 * (verbatimModuleSyntax erases this whole module from the bundle).
 */
export type {
  AnswerDto,
  ApiError,
  AccountUserDto,
  ApiSuccess,
  AuthConfigDto,
  AuthErrorDto,
  DailyPuzzleDto,
  GameDto,
  HealthDto,
  LastPlayableDateDto,
  LoggedMove,
  PlayerScoresDto,
  PlayStartDto,
  ProviderDto,
  ProviderLegalDto,
  AccountSessionDto,
  ProviderFeature,
  ScoreDto,
  ScoreSubmission,
  TrackingEvent,
} from '../../../server/src/api/types.ts';
export type { DayStatsDto, ForgetDeviceDto, HistogramBinDto, PrivacyFactsDto, SiteConfigDto } from '../../../server/src/api/player-types.ts';
export type {
  LeagueDayDto,
  LeagueDayEntryDto,
  LeagueDayStatus,
  LeagueDto,
  LeagueInvitationDto,
  LeagueListDto,
  LeagueMemberDto,
  LeaguePeriod,
  LeaguePlaceDto,
  LeaguePlacesDto,
  LeagueStandingDto,
} from '../../../server/src/api/league-types.ts';
export type {
  AuditEntryDto,
  AuditPageDto,
  CalendarDayDto,
  CalendarMonthDto,
  ConsoleGameDto,
  ConsoleMeDto,
  DashboardDto,
  DashboardRowDto,
  DayChoiceDto,
  DayDetailDto,
  DaySummaryDto,
  PlayerDetailDto,
  PlayerSummaryDto,
  ProviderSettingsDto,
} from '../../../server/src/api/console-types.ts';
