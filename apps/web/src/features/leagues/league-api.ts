import { apiDelete, apiGet, apiPatch, apiPost } from '../../shared/api/api-client.ts';
import type { LeaguePeriod } from '../../shared/api/api-types.ts';
import { leagueAnswers as answers } from './league-answers.ts';

/** The calls of the league screens (/api/leagues, docs/api.md), each for the visit's provider. */
export function leagueApi(provider: string) {
  const p = `provider=${encodeURIComponent(provider)}`;
  const league = (id: string) => `/api/leagues/${encodeURIComponent(id)}`;
  return {
    list: (signal?: AbortSignal) => apiGet(`/api/leagues?${p}`, answers.list, signal ? { signal } : {}),
    create: (name: string) => apiPost('/api/leagues', { name, provider }, answers.league),
    get: (id: string, signal?: AbortSignal) => apiGet(`${league(id)}?${p}`, answers.league, signal ? { signal } : {}),
    rename: (id: string, name: string) => apiPatch(league(id), { name, provider }, answers.league),
    renewInvitation: (id: string) => apiPost(`${league(id)}/invitation`, { provider }, answers.league),
    removeMember: (id: string, member: string) => apiDelete(`${league(id)}/members/${encodeURIComponent(member)}?${p}`, answers.league),
    handOver: (id: string, member: string) => apiPost(`${league(id)}/owner`, { member, provider }, answers.league),
    remove: (id: string) => apiDelete(`${league(id)}?${p}`, answers.gone),
    leave: (id: string) => apiDelete(`${league(id)}/membership?${p}`, answers.gone),
    today: (id: string, signal?: AbortSignal) => apiGet(`${league(id)}/today?${p}`, answers.today, signal ? { signal } : {}),
    day: (id: string, game: string, date: string, signal?: AbortSignal) =>
      apiGet(`${league(id)}/days/${encodeURIComponent(game)}/${date}?${p}`, answers.day, signal ? { signal } : {}),
    standing: (id: string, period: LeaguePeriod, date: string, signal?: AbortSignal) =>
      apiGet(`${league(id)}/standings?${p}&period=${period}&date=${date}`, answers.standing, signal ? { signal } : {}),
    preview: (token: string) => apiPost('/api/leagues/invitations/preview', { token, provider }, answers.invitation),
    accept: (token: string) => apiPost('/api/leagues/invitations/accept', { token, provider }, answers.joined),
  };
}

export type LeagueApi = ReturnType<typeof leagueApi>;
