import { NO_BRAND, NO_PROVIDER_LEGAL } from '@jdj/api';
import type { GameDto, ProviderDto, ProviderLegalDto } from '../shared/api/api-types.ts';

export function testGame(slug: string, name: string, color = '#005dce'): GameDto {
  return {
    id: `game-${slug}`,
    slug,
    name,
    route: `/${slug}`,
    description: `Description de ${name}.`,
    color,
    logo: `/logos/${slug}.svg`,
    is_active: true,
    joker_penalty: 10,
  };
}

/** A provider's legal items, none given unless overridden (a fresh install without LEGAL_* settings). */
export function testLegal(overrides: Partial<ProviderLegalDto> = {}): ProviderLegalDto {
  return { ...NO_PROVIDER_LEGAL, ...overrides };
}

/** The default provider as the server seeds it, with three games in its order. */
export function testProvider(overrides: Partial<ProviderDto> = {}): ProviderDto {
  return {
    id: 'provider-default',
    slug: 'default',
    name: 'Jeux du Jour',
    features: ['allow_theme_change'],
    feedback_url: null,
    share_url: null,
    timezone: 'Europe/Paris',
    stream: 'europe',
    games: [testGame('motamo', 'Motamo'), testGame('sudoku', 'Sudoku', '#f1c40f'), testGame('binero', 'Binero', '#fa983a')],
    legal: testLegal(),
    brand: NO_BRAND,
    ...overrides,
  };
}

/** What the server answers to a stored score (POST /api/scores): the stored play, as ScoreDto. */
export function storedScoreAnswer(upload: Record<string, unknown>): Response {
  const data = {
    id: `score-${String(upload.client_play_id)}`,
    game: String(upload.game),
    game_id: `${String(upload.game)}_${String(upload.date)}`,
    date: String(upload.date),
    score: Number(upload.score),
    played_at: String(upload.played_at),
    data: (upload.data as Record<string, unknown> | undefined) ?? {},
    client_play_id: String(upload.client_play_id),
    verified: true,
    streak_day: true,
  };
  return Response.json({ code: 200, data }, { status: 201 });
}
