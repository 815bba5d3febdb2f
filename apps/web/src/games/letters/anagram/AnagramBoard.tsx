import { ANAGRAM_MAX_MISTAKES, type AnagramMove, type AnagramState, anagramStatus, currentTarget, freeTiles, hasPlacedLetters } from '@jdj/puzzles';
import { useEffect, useState } from 'react';
import { keepPunctuationAttached as tie } from '../../../i18n/typography.ts';
import { tLetters as t } from '../../../i18n/fr-letters.ts';
import type { BoardProps } from '../../game-definition.ts';
import { Keyboard } from '../Keyboard.tsx';
import type { KeyAction } from '../keyboard.ts';
import { LetterPool } from '../LetterPool.tsx';
import { LetterSlots } from '../LetterSlots.tsx';
import { LiveMessage } from '../LiveMessage.tsx';
import { JOKER_FLASH_MS, RESULT_DELAY_MS, useDelayedAction, useFlashOnAdd } from '../motion.ts';
import { slotForLetter } from '../slots.ts';
import { useLetterDrag } from '../use-letter-drag.ts';
import { usePhysicalKeys } from '../use-physical-keys.ts';
import { type Aimed, anagramCells, dropLetter, eraseLetter, placeLetter, placeTile, shuffledOrder, tapSlot } from './anagram-input.ts';

export interface AnagramBoardProps extends BoardProps<AnagramState, AnagramMove> {
  /** Melimelo shows « n / total » over its five words. */
  showProgress?: boolean;
}

/** What the live region says after a check or a joker. */
function useAnnouncements(state: AnagramState, flash: number | null) {
  const [message, setMessage] = useState({ text: '', count: 0 });
  const say = (text: string) => setMessage((m) => ({ text, count: m.count + 1 }));
  const { result } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: spoken once per answer (`result`), with the state of that moment.
  useEffect(() => {
    if (result === null) return;
    if (result.correct) say(t('anagram.found', { word: state.found.at(-1) ?? '' }));
    else if (anagramStatus(state) === 'lost') say(t('anagram.lost'));
    else say(t('anagram.wrong', { n: state.mistakes, max: ANAGRAM_MAX_MISTAKES }));
    // A new result object is a new check; the state's other fields are read as they were then.
  }, [result]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: spoken once per hint, with the state of that moment.
  useEffect(() => {
    if (flash === null) return;
    const letter = state.tiles[state.slots[flash] ?? -1] ?? '';
    say(t('anagram.revealed', { letter, n: flash + 1 }));
  }, [flash]);
  return message;
}

/**
 * The board of Anagrammo and Melimelo: the hint, the row of slots, the pool, shuffle and clear, and the
 * keyboard. Every gesture becomes one module move; a result shows 0.8 s, then `continue` goes on.
 */
export function AnagramBoard({ state, dispatch, disabled, showProgress = false }: AnagramBoardProps) {
  const target = currentTarget(state);
  const { result } = state;
  // Letters are ignored while a result shows (document 2 §4) and whenever the shell holds the board.
  const busy = disabled || result !== null;
  const [cursor, setCursor] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the word and the answer are the triggers.
  useEffect(() => setCursor(null), [state.index, result]);

  useDelayedAction(result !== null && !disabled, RESULT_DELAY_MS, () => dispatch({ type: 'continue' }));
  const flash = useFlashOnAdd(state.revealed, state.index, JOKER_FLASH_MS);
  const message = useAnnouncements(state, flash);

  const play = (aimed: Aimed | null) => {
    if (aimed !== null && !busy && dispatch(aimed.move)) setCursor(aimed.cursor);
  };
  const onKey = (action: KeyAction) => {
    if (action.kind === 'letter') play(placeLetter(state, action.letter, cursor));
    else if (action.kind === 'backspace') play(eraseLetter(state, cursor));
    // Enter: a full row is already checked the moment its last letter lands.
  };
  usePhysicalKeys(onKey, !disabled);

  const drag = useLetterDrag((from, to) => {
    const move = dropLetter(from, to);
    if (move !== null && !busy && dispatch(move)) setCursor(null);
  }, !busy);

  const onTile = (tile: number) => {
    if (!drag.clickEndsDrag()) play(placeTile(state, tile, cursor));
  };
  const onSlot = (slot: number) => {
    if (busy || drag.clickEndsDrag()) return;
    const tapped = tapSlot(state, slot);
    if (tapped === null) return;
    if (tapped.move === null) setCursor(tapped.cursor);
    else play(tapped as Aimed);
  };

  const cells = anagramCells(state);
  const placed = hasPlacedLetters(state);
  const free = freeTiles(state);
  const usable = new Set(free.map((tile) => state.tiles[tile] as string));
  const resultState = result === null ? null : result.correct ? 'validated' : 'invalidated';

  return (
    <div className="board anagram" onPointerDown={drag.onPointerDown}>
      <div className="board-main">
        <div className="anagram__head">
          {showProgress && (
            // biome-ignore lint/a11y/useAriaPropsSupportedByRole: read as words where supported (« Mot 2 sur 5 »); elsewhere the figure itself is read.
            <p className="anagram__progress" aria-label={t('anagram.progress', { n: state.index + 1, total: state.words.length })}>
              {state.index + 1} / {state.words.length}
            </p>
          )}
          <p className="anagram__mistakes">{t('anagram.mistakes', { n: state.mistakes, max: ANAGRAM_MAX_MISTAKES })}</p>
        </div>
        <p className="anagram__hint">
          <span className="anagram__hint-label">{t('anagram.hint')}</span> {tie(target.hint)}
        </p>
        <LetterSlots
          cells={cells}
          label={t('anagram.answer')}
          cursor={busy ? null : slotForLetter(cells, cursor)}
          flash={flash}
          result={resultState}
          disabled={busy}
          onSlot={onSlot}
          draggable
        />
        <LetterPool tiles={state.tiles.map((letter, i) => ({ letter, used: !free.includes(i) }))} disabled={busy} onTile={onTile} />
      </div>
      <div className="board-controls">
        <div className="anagram__tools">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy || placed}
            onClick={() => dispatch({ type: 'shuffle', order: shuffledOrder(state.tiles.length, Math.random) })}
          >
            {t('anagram.shuffle')}
          </button>
          <button type="button" className="button button--ghost" disabled={busy || !placed} onClick={() => play({ move: { type: 'clear' }, cursor: null })}>
            {t('anagram.clear')}
          </button>
        </div>
        <Keyboard onKey={onKey} disabled={busy} usableLetters={usable} showEnter={false} />
      </div>
      <LiveMessage text={message.text} count={message.count} />
      {drag.ghost && (
        <span className="letter-ghost" style={{ left: drag.ghost.x, top: drag.ghost.y }} aria-hidden="true">
          {drag.ghost.letter}
        </span>
      )}
    </div>
  );
}
