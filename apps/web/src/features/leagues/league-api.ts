import { apiDelete, apiGet, apiPatch, apiPost } from '../../app/api-client.ts';
import type { LeagueDayDto, LeagueDto, LeagueInvitationDto, LeagueListDto, LeaguePeriod, LeagueStandingDto } from '../../app/api-types.ts';

/** The calls of the league screens (/api/leagues, docs/api.md), each for the visit's provider. */
export function leagueApi(provider: string) {
  const p = `provider=${encodeURIComponent(provider)}`;
  const league = (id: string) => `/api/leagues/${encodeURIComponent(id)}`;
  return {
    list: (signal?: AbortSignal) => apiGet<LeagueListDto>(`/api/leagues?${p}`, signal ? { signal } : {}),
    create: (name: string) => apiPost<LeagueDto>('/api/leagues', { name, provider }),
    get: (id: string, signal?: AbortSignal) => apiGet<LeagueDto>(`${league(id)}?${p}`, signal ? { signal } : {}),
    rename: (id: string, name: string) => apiPatch<LeagueDto>(league(id), { name, provider }),
    renewInvitation: (id: string) => apiPost<LeagueDto>(`${league(id)}/invitation`, { provider }),
    removeMember: (id: string, member: string) => apiDelete<LeagueDto>(`${league(id)}/members/${encodeURIComponent(member)}?${p}`),
    handOver: (id: string, member: string) => apiPost<LeagueDto>(`${league(id)}/owner`, { member, provider }),
    remove: (id: string) => apiDelete<null>(`${league(id)}?${p}`),
    leave: (id: string) => apiDelete<null>(`${league(id)}/membership?${p}`),
    day: (id: string, game: string, date: string, signal?: AbortSignal) =>
      apiGet<LeagueDayDto>(`${league(id)}/days/${encodeURIComponent(game)}/${date}?${p}`, signal ? { signal } : {}),
    standing: (id: string, period: LeaguePeriod, date: string, signal?: AbortSignal) =>
      apiGet<LeagueStandingDto>(`${league(id)}/standings?${p}&period=${period}&date=${date}`, signal ? { signal } : {}),
    preview: (token: string) => apiPost<LeagueInvitationDto>('/api/leagues/invitations/preview', { token, provider }),
    accept: (token: string) => apiPost<{ id: string }>('/api/leagues/invitations/accept', { token, provider }),
  };
}

export type LeagueApi = ReturnType<typeof leagueApi>;
