/**
 * The one keyboard adapter of the five word games: physical keys and the on-screen keyboard both become
 * key actions. Only A–Z, Backspace and Enter exist (document 2 §5); an accented letter typed on a
 * French keyboard is folded to its letter (é → E), since answers are compared without accents.
 */
export type KeyboardLayout = 'azerty' | 'qwerty';

export type KeyAction = { kind: 'letter'; letter: string } | { kind: 'backspace' } | { kind: 'enter' };

/** Letter rows of each layout, top to bottom; Enter and Backspace frame the last row. */
export const KEYBOARD_ROWS: Record<KeyboardLayout, readonly string[]> = {
  azerty: ['AZERTYUIOP', 'QSDFGHJKLM', 'WXCVBN'],
  qwerty: ['QWERTYUIOP', 'ASDFGHJKL', 'ZXCVBNM'],
};

export const isKeyboardLayout = (value: unknown): value is KeyboardLayout => value === 'azerty' || value === 'qwerty';

export const otherLayout = (layout: KeyboardLayout): KeyboardLayout => (layout === 'azerty' ? 'qwerty' : 'azerty');

/** One typed character as an A–Z letter: accents and case dropped; null for anything else (œ, digits…). */
export function foldLetter(char: string): string | null {
  if ([...char].length !== 1) return null;
  const letter = char.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : null;
}

/** A physical key (KeyboardEvent.key) as an action, or null when the word games ignore it. */
export function actionOfKey(key: string): KeyAction | null {
  if (key === 'Backspace') return { kind: 'backspace' };
  if (key === 'Enter') return { kind: 'enter' };
  const letter = foldLetter(key);
  return letter === null ? null : { kind: 'letter', letter };
}

/**
 * A mouse click on a virtual key or a slot leaves the focus where it was: otherwise a physical Enter typed
 * next would press that key again instead of reaching the game. (Keyboard users still tab to them.)
 */
export function keepFocus(event: { preventDefault(): void }): void {
  event.preventDefault();
}
