/**
 * The answers' schemas of the player's calls, gathered into one module that the first API call of a visit
 * loads (zod's code and these schemas): one download instead of one per domain, and none in the home page's
 * first one. The console's and the leagues' schemas load with those features.
 */
export {
  AuthConfigDto,
  AccountSessionListDto,
  EmailVerifiedDto,
  LinkedAccountListDto,
  SessionCheckDto,
  SignInDto,
  SocialSignInDto,
  TwoFactorSetupDto,
} from '@jdj/api/account';
export { ProviderDto } from '@jdj/api/catalogue';
export { DayStatsDto, ForgetDeviceDto } from '@jdj/api/players';
export { AnswerDto, DailyPuzzleDto, LastPlayableDateDto, PlayStartDto } from '@jdj/api/plays';
export { PlayerScoresDto, ScoreDto } from '@jdj/api/scores';
export { HealthDto, PrivacyFactsDto, SiteConfigDto } from '@jdj/api/site';
export { TrackedDto } from '@jdj/api/tracking';
