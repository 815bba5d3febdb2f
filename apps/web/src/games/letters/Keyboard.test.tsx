import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Keyboard } from './Keyboard.tsx';
import { KEYBOARD_LAYOUT_KEY } from './keyboard-layout.ts';

const firstRow = () =>
  Array.from(document.querySelectorAll('.keyboard__row:first-child .keyboard__key'))
    .map((k) => k.textContent)
    .join('');

describe('the on-screen keyboard', () => {
  it('starts in AZERTY, switches to QWERTY and keeps the choice for the next visit', () => {
    const { unmount } = render(<Keyboard onKey={() => undefined} />);
    expect(firstRow()).toBe('AZERTYUIOP');
    fireEvent.click(screen.getByRole('button', { name: 'Clavier AZERTY : passer en QWERTY' }));
    expect(firstRow()).toBe('QWERTYUIOP');
    expect(localStorage.getItem(KEYBOARD_LAYOUT_KEY)).toBe('qwerty');
    unmount();
    render(<Keyboard onKey={() => undefined} />);
    expect(firstRow()).toBe('QWERTYUIOP');
    expect(screen.getByRole('button', { name: 'Clavier QWERTY : passer en AZERTY' }).textContent).toBe('Clavier QWERTY');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(KEYBOARD_LAYOUT_KEY, 'dvorak');
    render(<Keyboard onKey={() => undefined} />);
    expect(firstRow()).toBe('AZERTYUIOP');
  });

  it('sends letters, Backspace and Enter, and shows Enter only where a game checks on it', () => {
    const onKey = vi.fn();
    const { rerender } = render(<Keyboard onKey={onKey} />);
    fireEvent.click(screen.getByRole('button', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
    expect(onKey.mock.calls.map(([action]) => action)).toEqual([{ kind: 'letter', letter: 'M' }, { kind: 'backspace' }, { kind: 'enter' }]);
    rerender(<Keyboard onKey={onKey} showEnter={false} />);
    expect(screen.queryByRole('button', { name: 'Valider' })).toBeNull();
  });

  it('colours each known letter and names it for screen readers: right place, elsewhere, absent (issue 40)', () => {
    const known = new Map([
      ['M', 'right'],
      ['A', 'elsewhere'],
      ['E', 'absent'],
    ] as const);
    render(<Keyboard onKey={() => undefined} known={known} />);
    expect(screen.getByRole('button', { name: 'M, bien placée' }).className).toContain('keyboard__key--right');
    expect(screen.getByRole('button', { name: 'A, mal placée' }).className).toContain('keyboard__key--elsewhere');
    expect(screen.getByRole('button', { name: 'E, absente du mot' }).className).toContain('keyboard__key--absent');
    // A letter nothing is known of keeps its plain name, and every letter can still be typed.
    expect(screen.getByRole('button', { name: 'Z' }).className).toBe('keyboard__key');
    expect(screen.getByRole('button', { name: 'E, absente du mot' }).hasAttribute('disabled')).toBe(false);
  });
});
