import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../../shared/storage/safe-storage.ts';
import { isKeyboardLayout, type KeyboardLayout, otherLayout } from './keyboard.ts';

/** One choice for the five word games, kept on the device. */
export const KEYBOARD_LAYOUT_KEY = 'jdj.keyboard-layout';

/** AZERTY unless the player chose QWERTY (a French audience types on AZERTY). */
export function readKeyboardLayout(): KeyboardLayout {
  const stored = readStorage('local', KEYBOARD_LAYOUT_KEY);
  return isKeyboardLayout(stored) ? stored : 'azerty';
}

export function useKeyboardLayout(): [KeyboardLayout, () => void] {
  const [layout, setLayout] = useState(readKeyboardLayout);
  const toggle = useCallback(() => {
    setLayout((current) => {
      const next = otherLayout(current);
      writeStorage('local', KEYBOARD_LAYOUT_KEY, next);
      return next;
    });
  }, []);
  return [layout, toggle];
}
