import { createRng, generateNumero, isInvalid, type NumeroMove, type NumeroState, numero } from '@jdj/puzzles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { rememberShareSummary } from '../../shared/share/share-summaries.ts';
import { describe, expect, it } from 'vitest';
import { NumeroBoard } from './NumeroBoard.tsx';
import { NumeroEnd } from './NumeroEnd.tsx';
import { resolveMoves } from './numero-game.tsx';

const digits = (line: string) => [...line].map(Number);
const PUZZLE = {
  rows: ['193527855', '347418965', '812319728', '456789123', '987654321'].map(digits),
  extra_rows: ['119234678', '551234678', '228134679', '331245678', '445123678'].map(digits),
};

/** The board driven by the real module, as the play screen does; `moves` records what it sent. */
function Harness({ moves, initial }: { moves: NumeroMove[]; initial?: NumeroState }) {
  const [state, setState] = useState(() => initial ?? numero.init(PUZZLE));
  const dispatch = (move: NumeroMove) => {
    const next = numero.apply(state, move);
    if (isInvalid(next)) return false;
    moves.push(move);
    setState(next);
    return true;
  };
  return <NumeroBoard state={state} dispatch={dispatch} disabled={false} confirm={async () => true} ask={async () => ({ ok: false, message: '' })} />;
}

const cell = (row: number, col: number) => document.querySelector(`[data-cell="${row}-${col}"]`) as HTMLElement;

describe('numero board', () => {
  it('names every cell, clears a pair by two clicks and shows the score', async () => {
    const moves: NumeroMove[] = [];
    render(<Harness moves={moves} />);
    expect(screen.getAllByRole('gridcell')).toHaveLength(45);
    expect(screen.getByText('Score : 0')).toBeTruthy();
    await userEvent.click(cell(0, 0));
    expect(cell(0, 0).getAttribute('aria-label')).toBe('Ligne 1, colonne 1, 1, choisie');
    await userEvent.click(cell(0, 1));
    expect(cell(0, 1).getAttribute('aria-label')).toBe('Ligne 1, colonne 2, vide');
    expect(screen.getByText('Score : 10')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Paire retirée, +10 points.');
    expect(moves).toEqual([
      { type: 'select', row: 0, col: 0 },
      { type: 'select', row: 0, col: 1 },
    ]);
  });

  it('announces a wrong pair and marks both cells', async () => {
    render(<Harness moves={[]} />);
    await userEvent.click(cell(0, 0));
    await userEvent.click(cell(0, 2));
    expect(screen.getByRole('status').textContent).toBe('Ces deux cases ne forment pas une paire.');
    expect(cell(0, 0).className).toContain('numero__cell--miss');
    expect(cell(0, 2).className).toContain('numero__cell--miss');
  });

  it('plays by keyboard: arrows move the focus, Enter chooses', async () => {
    const moves: NumeroMove[] = [];
    render(<Harness moves={moves} />);
    cell(0, 0).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{ArrowLeft}{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toBe(cell(0, 8));
    await userEvent.keyboard('{Enter}');
    expect(moves).toEqual([{ type: 'select', row: 0, col: 8 }]);
  });

  it('adds the day’s rows with the count of those left, and shows the hint of the joker', async () => {
    const moves: NumeroMove[] = [];
    const hinted = numero.apply(numero.init(generateNumero(createRng('web-tests')).puzzle), { type: 'joker' }) as NumeroState;
    render(<Harness moves={moves} initial={hinted} />);
    expect(screen.getAllByRole('gridcell', { name: /, indice$/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une ligne (5 restantes)' }));
    expect(screen.getAllByRole('row')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Ajouter une ligne (4 restantes)' })).toBeTruthy();
    expect(screen.queryAllByRole('gridcell', { name: /, indice$/ })).toHaveLength(0);
  });

  it.each([
    [4, 'Ajouter une ligne (1 restante)'],
    [5, 'Ajouter une ligne (plus aucune)'],
  ])('after %i rows added, says « %s » (never « 0 restantes »)', (added, label) => {
    const state = { ...numero.init(PUZZLE), added };
    render(<Harness moves={[]} initial={state} />);
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });

  it('says when the board can no longer be emptied', () => {
    const state = { ...numero.init(PUZZLE), rows: [digits('123456789').map((v) => (v > 2 ? 0 : v))], extraRows: [], hint: 'gameOver' as const };
    render(<Harness moves={[]} initial={state} />);
    expect(screen.getByText('Indice : la grille ne pourra plus être entièrement vidée.')).toBeTruthy();
  });

  it('Résoudre frees a chosen cell first, then plays a way to an empty board', () => {
    const { puzzle } = generateNumero(createRng('web-tests'));
    const chosen = numero.apply(numero.init(puzzle), { type: 'select', row: 2, col: 2 }) as NumeroState;
    const { instant, animated } = resolveMoves(chosen);
    const state = [...instant, ...animated].reduce<NumeroState>((s, move) => {
      const next = numero.apply(s, move);
      if (isInvalid(next)) throw new Error(next.reason);
      return next;
    }, chosen);
    expect(instant).toEqual([{ type: 'select', row: 2, col: 2 }]);
    expect(numero.status(state)).toBe('won');
    // A board that cannot be emptied: nothing to play.
    expect(resolveMoves({ ...numero.init(PUZZLE), rows: [digits('120000000')], extraRows: [] })).toEqual({ instant: [], animated: [] });
  });
});

describe('numero end section', () => {
  const score = { game: 'numero', date: '2026-11-21', score: 95, played_at: '', data: { won: true, jokers: 0, points: 240 }, pending: false };
  const renderEnd = (provider: string) =>
    render(
      <MemoryRouter>
        <NumeroEnd date="2026-11-21" today="2026-11-21" score={score} provider={provider} ask={async () => ({ ok: false, error: '' })} />
      </MemoryRouter>,
    );

  it('shows the points and « Retour » to home', () => {
    renderEnd('default');
    expect(screen.getByText('Score : 240 points')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/');
  });

  it('says the points once: not again under « Votre partie », which names them on the device that won (issue 40)', () => {
    rememberShareSummary('numero', '2026-11-21', numero.shareSummary({ ...numero.init(PUZZLE), points: 240 }));
    renderEnd('default');
    expect(screen.queryByText(/240 points/)).toBeNull();
  });

  it('has no « Retour » for the provider olj', () => {
    renderEnd('olj');
    expect(screen.queryByRole('link', { name: 'Retour' })).toBeNull();
  });
});
