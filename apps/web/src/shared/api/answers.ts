import { answerFrom } from './answer-schema.ts';

/** The player's answer schemas (player-contract.ts), loaded on the first call that needs one. */
export const loadPlayerContract = () => import('./player-contract.ts');

// The answers' schemas of the player's calls (the console's and the leagues' live with those features).
export const answers = {
  authConfig: answerFrom(loadPlayerContract, (m) => m.AuthConfigDto),
  provider: answerFrom(loadPlayerContract, (m) => m.ProviderDto),
  dayStats: answerFrom(loadPlayerContract, (m) => m.DayStatsDto),
  forgetDevice: answerFrom(loadPlayerContract, (m) => m.ForgetDeviceDto),
  dailyPuzzle: answerFrom(loadPlayerContract, (m) => m.DailyPuzzleDto),
  lastPlayableDate: answerFrom(loadPlayerContract, (m) => m.LastPlayableDateDto),
  playStart: answerFrom(loadPlayerContract, (m) => m.PlayStartDto),
  questionAnswer: answerFrom(loadPlayerContract, (m) => m.AnswerDto),
  score: answerFrom(loadPlayerContract, (m) => m.ScoreDto),
  playerScores: answerFrom(loadPlayerContract, (m) => m.PlayerScoresDto),
  health: answerFrom(loadPlayerContract, (m) => m.HealthDto),
  siteConfig: answerFrom(loadPlayerContract, (m) => m.SiteConfigDto),
  privacyFacts: answerFrom(loadPlayerContract, (m) => m.PrivacyFactsDto),
  tracked: answerFrom(loadPlayerContract, (m) => m.TrackedDto),
};
