import { answerFrom } from '../../shared/api/answer-schema.ts';

// The answers' schemas of the leagues' calls (packages/api/src/leagues.ts), loaded with the first call.
const leagues = () => import('@jdj/api/leagues');

export const leagueAnswers = {
  list: answerFrom(leagues, (m) => m.LeagueListDto),
  league: answerFrom(leagues, (m) => m.LeagueDto),
  gone: answerFrom(leagues, (m) => m.LeagueGoneDto),
  today: answerFrom(leagues, (m) => m.LeagueTodayDto),
  day: answerFrom(leagues, (m) => m.LeagueDayDto),
  standing: answerFrom(leagues, (m) => m.LeagueStandingDto),
  places: answerFrom(leagues, (m) => m.LeaguePlacesDto),
  invitation: answerFrom(leagues, (m) => m.LeagueInvitationDto),
  joined: answerFrom(leagues, (m) => m.LeagueJoinedDto),
};
