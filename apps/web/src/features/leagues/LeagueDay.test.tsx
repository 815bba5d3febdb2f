import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeagueDayDto } from '../../shared/api/api-types.ts';
import type { LeagueApi } from './league-api.ts';
import { LeagueDay } from './LeagueDay.tsx';

const DAY = '2026-12-02';

/** A day of a full league: 100 members, every one placed, the player 57ᵉ. */
function fullDay(): LeagueDayDto {
  return {
    game: 'sudoku',
    date: DAY,
    today: DAY,
    placed: 100,
    entries: Array.from({ length: 100 }, (_, i) => ({
      member: { id: `m${i}`, username: i === 56 ? 'moi' : `joueur${i + 1}`, owner: i === 0, you: i === 56 },
      status: 'won' as const,
      place: i + 1,
      time: 120 + i,
    })),
  };
}

describe('a league’s day ranking at a hundred members (issue 39)', () => {
  it('shows the first ten and the player’s own row pinned, the rest a tap away', async () => {
    const api = { day: async () => fullDay() } as unknown as LeagueApi;
    render(
      <LeagueDay api={api} leagueId="L1" games={[{ slug: 'sudoku', name: 'Sudoku' } as never]} game="sudoku" date={DAY} today={DAY} onChange={() => {}} />,
    );
    const table = await screen.findByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    const texts = () => rows().map((row) => row.textContent);
    expect(texts()).toHaveLength(12);
    expect(texts().slice(-2)).toEqual(['… 46 de plus', '57ᵉmoi (vous)02:56']);
    await userEvent.click(screen.getByRole('button', { name: 'Voir tout (89 de plus)' }));
    expect(texts()).toHaveLength(100);
    await userEvent.click(screen.getByRole('button', { name: 'Réduire la liste' }));
    expect(texts()).toHaveLength(12);
  });
});
