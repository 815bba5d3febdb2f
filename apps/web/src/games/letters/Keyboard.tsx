import type { LetterMark } from '@jdj/puzzles';
import { tLetters as t } from '../../i18n/fr-letters.ts';
import './letters.css';
import { type KeyAction, KEYBOARD_ROWS, keepFocus, otherLayout } from './keyboard.ts';
import { useKeyboardLayout } from './keyboard-layout.ts';

/** Document 2 §9: a virtual key vibrates 50 ms where the device can. */
export const KEY_VIBRATION_MS = 50;

function vibrate(): void {
  try {
    navigator.vibrate?.(KEY_VIBRATION_MS);
  } catch {
    // Some browsers refuse it outside a gesture or in a frame: a key still works without it.
  }
}

export interface KeyboardProps {
  onKey(action: KeyAction): void;
  disabled?: boolean;
  /** Letters that can be typed now; the others show disabled. Every letter when absent. */
  usableLetters?: ReadonlySet<string>;
  /** Games that check a word on Enter show the key; the anagram games check a full row by themselves. */
  showEnter?: boolean;
  /** What the player knows of each letter of the word being typed (its colour, and its name for screen readers). */
  known?: ReadonlyMap<string, LetterMark>;
}

/** The on-screen keyboard, AZERTY or QWERTY (the choice is kept on the device for every word game). */
export function Keyboard({ onKey, disabled = false, usableLetters, showEnter = true, known }: KeyboardProps) {
  const [layout, toggleLayout] = useKeyboardLayout();
  const press = (action: KeyAction) => {
    vibrate();
    onKey(action);
  };
  const rows = KEYBOARD_ROWS[layout];
  const name = layout.toUpperCase();
  return (
    <div className="keyboard">
      <div className="keyboard__bar">
        <button
          type="button"
          className="keyboard__layout"
          aria-label={t('letters.keyboard.switch', { layout: name, other: otherLayout(layout).toUpperCase() })}
          onClick={toggleLayout}
        >
          {t('letters.keyboard.layout', { layout: name })}
        </button>
      </div>
      <div className="keyboard__keys" role="group" aria-label={t('letters.keyboard')}>
        {rows.map((row, r) => (
          <div key={row} className="keyboard__row">
            {r === rows.length - 1 && showEnter && (
              <button
                type="button"
                className="keyboard__key keyboard__key--wide"
                disabled={disabled}
                onMouseDown={keepFocus}
                onClick={() => press({ kind: 'enter' })}
              >
                {t('letters.key.enter')}
              </button>
            )}
            {[...row].map((letter) => {
              const mark = known?.get(letter);
              return (
                <button
                  key={letter}
                  type="button"
                  className={mark ? `keyboard__key keyboard__key--${mark}` : 'keyboard__key'}
                  aria-label={mark ? t(`letters.key.${mark}`, { letter }) : undefined}
                  disabled={disabled || (usableLetters !== undefined && !usableLetters.has(letter))}
                  onMouseDown={keepFocus}
                  onClick={() => press({ kind: 'letter', letter })}
                >
                  {letter}
                </button>
              );
            })}
            {r === rows.length - 1 && (
              <button
                type="button"
                className="keyboard__key keyboard__key--wide"
                aria-label={t('letters.key.backspace')}
                title={t('letters.key.backspace')}
                disabled={disabled}
                onMouseDown={keepFocus}
                onClick={() => press({ kind: 'backspace' })}
              >
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                  <path d="M9 5h11v14H9l-6-7z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
                  <path d="m12 9 5 6m0-6-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
