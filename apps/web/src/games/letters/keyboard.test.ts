import { describe, expect, it } from 'vitest';
import { actionOfKey, foldLetter, KEYBOARD_ROWS } from './keyboard.ts';

describe('the keyboard adapter', () => {
  it.each([
    ['a', 'A'],
    ['Z', 'Z'],
    ['é', 'E'],
    ['È', 'E'],
    ['ê', 'E'],
    ['à', 'A'],
    ['ç', 'C'],
    ['ù', 'U'],
    ['ï', 'I'],
    ['ô', 'O'],
  ])('folds %s to %s: accents are never typed', (key, letter) => {
    expect(foldLetter(key)).toBe(letter);
    expect(actionOfKey(key)).toEqual({ kind: 'letter', letter });
  });

  it.each(['œ', 'æ', '1', ' ', "'", '-', 'ß', 'Shift', 'Tab', 'ArrowLeft', 'Delete', 'Escape', 'F5', 'ab'])('ignores %j', (key) => {
    expect(actionOfKey(key)).toBeNull();
  });

  it('takes Backspace and Enter', () => {
    expect(actionOfKey('Backspace')).toEqual({ kind: 'backspace' });
    expect(actionOfKey('Enter')).toEqual({ kind: 'enter' });
  });

  it('lays out the 26 letters once in AZERTY and in QWERTY', () => {
    for (const rows of Object.values(KEYBOARD_ROWS)) expect(rows.join('').split('').sort().join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(KEYBOARD_ROWS.azerty[0]?.startsWith('AZERTY')).toBe(true);
    expect(KEYBOARD_ROWS.qwerty[0]?.startsWith('QWERTY')).toBe(true);
    expect(KEYBOARD_ROWS.azerty[1]?.endsWith('M')).toBe(true);
  });
});
