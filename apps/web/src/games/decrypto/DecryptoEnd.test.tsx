import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DecryptoEnd } from './DecryptoEnd.tsx';

const played = (data: Record<string, unknown>) => ({
  game: 'decrypto',
  date: '2026-11-21',
  score: 42,
  played_at: '2026-11-21T09:00:00Z',
  data,
  pending: false,
});
const props = { date: '2026-11-21', today: '2026-11-21', provider: 'default', ask: async () => ({ ok: false as const, error: '' }) };

describe('Decrypto’s end section', () => {
  it('shows the day’s code as its cells and the attempts it took, from the stored score', () => {
    render(<DecryptoEnd {...props} score={played({ code: '47410', attempts: 6, mistakes: 5, jokers: 0, won: true })} />);
    expect(screen.getByRole('heading', { name: 'Le code du jour' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Code : 4 7 4 1 0' }).textContent).toBe('47410');
    expect(screen.getByText('Trouvé en 6 essais')).toBeTruthy();
  });

  it('says a code found at the first attempt, and shows nothing without a code (no score yet, or a foreign one)', () => {
    const { unmount } = render(<DecryptoEnd {...props} score={played({ code: '12345', attempts: 1 })} />);
    expect(screen.getByText('Trouvé du premier coup !')).toBeTruthy();
    unmount();
    const { container } = render(<DecryptoEnd {...props} score={undefined} />);
    expect(container.textContent).toBe('');
    render(<DecryptoEnd {...props} score={played({ code: '<b>1</b>' })} />);
    expect(screen.queryByRole('heading', { name: 'Le code du jour' })).toBeNull();
  });

  it('never calls a code the jokers gave « found at the first attempt » (issue 34)', () => {
    render(<DecryptoEnd {...props} score={played({ code: '12345', attempts: 1, jokers: 5, mistakes: 0, won: true, unplaced: 'jokers' })} />);
    expect(screen.queryByText('Trouvé du premier coup !')).toBeNull();
    expect(screen.getByText('Code révélé par les jokers (5 chiffres sur 5)')).toBeTruthy();
  });
});
