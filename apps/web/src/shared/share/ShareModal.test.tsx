import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShareModal } from './ShareModal.tsx';

const shareOf = (platforms?: []) =>
  render(
    <ShareModal
      title="Sudoku"
      slug="sudoku"
      text="Sudoku 04:12 2ᵉ sur 5 dans la ligue Bureau aujourd’hui."
      url="https://jeux.example/ligues/L1?jeu=sudoku&date=2026-12-02"
      onClose={() => {}}
      {...(platforms ? { platforms } : {})}
    />,
  );

describe('the share dialog', () => {
  it('offers the networks for a public result', () => {
    shareOf();
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Copier' })).toBeTruthy();
    expect(dialog.getByRole('link', { name: /Facebook/ })).toBeTruthy();
  });

  it('offers no public network for a league’s line, only the copy (issue 39)', () => {
    shareOf([]);
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('button', { name: 'Copier' })).toBeTruthy();
    expect(dialog.queryAllByRole('link')).toEqual([]);
  });
});
