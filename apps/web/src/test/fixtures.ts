import type { GameDto, ProviderDto } from '../app/api-types.ts';

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
    games: [testGame('motamo', 'Motamo'), testGame('sudoku', 'Sudoku', '#f1c40f'), testGame('binero', 'Binero', '#fa983a')],
    legal: { notice_url: null, privacy_url: null, contact_email: null, details: null },
    ...overrides,
  };
}
