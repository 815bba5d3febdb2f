import { attemptProblem, CODE_LENGTH, type DecryptoMove, type DecryptoState, type DigitMark, marksOf } from '@jdj/puzzles';
import { useCallback, useEffect, useRef, useState } from 'react';
import { tDecrypto as t } from '../../i18n/fr-decrypto.ts';
import type { BoardProps } from '../game-definition.ts';
import './decrypto.css';

/** Document 2 §9: the check runs 250 ms after the fifth digit; keys vibrate 50 ms. */
export const CHECK_DELAY_MS = 250;
const VIBRATION_MS = 50;

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];
const EMPTY_INPUT: (string | null)[] = new Array<string | null>(CODE_LENGTH).fill(null);

/** Each mark has its own symbol and frame as well as its colour, so it reads without colour. */
export const MARK_SYMBOLS: Readonly<Record<DigitMark, string>> = { correct: '✓', misplaced: '↔', duplicate: '+', none: '–' };
const MARKS: readonly DigitMark[] = ['correct', 'misplaced', 'duplicate', 'none'];

export const markLabel = (mark: DigitMark): string => t(`decrypto.mark.${mark}`);

/** What a screen reader hears after an attempt: how many digits got each mark. */
export function attemptSummary(digits: string, marks: string): string {
  const count = (mark: DigitMark) => marksOf(marks).filter((m) => m === mark).length;
  return t('decrypto.announce.attempt', {
    code: [...digits].join(' '),
    correct: count('correct'),
    misplaced: count('misplaced'),
    duplicate: count('duplicate'),
    none: count('none'),
  });
}

function MarkedDigit({ digit, mark }: { digit: string; mark: DigitMark }) {
  return (
    <li className={`decrypto__mark decrypto__mark--${mark}`} aria-label={t('decrypto.attempt.digit', { digit, mark: markLabel(mark) })}>
      <span className="decrypto__mark-digit" aria-hidden="true">
        {digit}
      </span>
      <span className="decrypto__mark-symbol" aria-hidden="true">
        {MARK_SYMBOLS[mark]}
      </span>
    </li>
  );
}

/**
 * The code being typed (revealed digits locked in place), the digit pad, and the attempts with their
 * marks. At the fifth digit the attempt is asked to the server (which alone knows the code); its answer
 * is played by the shell. A failed question (offline) keeps the digits and offers to try again.
 */
export function DecryptoBoard({ state, disabled, ask }: BoardProps<DecryptoState, DecryptoMove>) {
  const [input, setInput] = useState(EMPTY_INPUT);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const locked = disabled || pending;

  const shown = input.map((digit, position) => {
    const revealed = state.revealed[position];
    return revealed === null || revealed === undefined ? digit : String(revealed);
  });
  const full = shown.every((digit) => digit !== null);
  const code = shown.join('');

  const type = (digit: string) => {
    const position = shown.indexOf(null);
    if (locked || position < 0) return;
    setProblem(null);
    setInput((current) => current.map((d, i) => (i === position ? digit : d)));
  };
  const erase = () => {
    if (locked) return;
    const position = input.findLastIndex((d, i) => d !== null && state.revealed[i] === null);
    setProblem(null);
    if (position >= 0) setInput((current) => current.map((d, i) => (i === position ? null : d)));
  };
  const press = (action: () => void) => () => {
    navigator.vibrate?.(VIBRATION_MS);
    action();
  };

  const check = useCallback(async () => {
    const refused = attemptProblem(state, code);
    if (refused) return setProblem(refused);
    setPending(true);
    const outcome = await ask({ type: 'attempt', digits: code });
    setPending(false);
    if (outcome.ok) {
      setInput(EMPTY_INPUT);
      setProblem(null);
    } else setProblem(outcome.message);
  }, [state, code, ask]);

  // The fifth digit starts the check after 250 ms (a problem shown waits for the player).
  useEffect(() => {
    if (!full || pending || problem !== null || disabled) return;
    const timer = window.setTimeout(() => void check(), CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [full, pending, problem, disabled, check]);

  // Announced: each answered attempt, the win, each revealed digit.
  const lastAttempt = state.attempts.at(-1);
  useEffect(() => {
    if (!lastAttempt) return;
    setAnnouncement(state.won ? t('decrypto.announce.won', { code: lastAttempt.digits }) : attemptSummary(lastAttempt.digits, lastAttempt.marks));
  }, [lastAttempt, state.won]);
  const revealedKey = state.revealed.join(',');
  const previousRevealed = useRef(revealedKey);
  useEffect(() => {
    if (previousRevealed.current === revealedKey) return;
    const before = previousRevealed.current.split(',');
    previousRevealed.current = revealedKey;
    const position = state.revealed.findIndex((d, i) => d !== null && before[i] === '');
    if (position >= 0) setAnnouncement(t('decrypto.announce.revealed', { n: position + 1, digit: state.revealed[position] as number }));
  }, [revealedKey, state.revealed]);

  // Physical keyboard: digits 0-9 (also on the numeric keypad), Backspace or Delete.
  const keys = useRef({ type, erase });
  keys.current = { type, erase };
  useEffect(() => {
    if (disabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        keys.current.type(event.key);
      } else if (event.key === 'Backspace' || event.key === 'Delete') {
        event.preventDefault();
        keys.current.erase();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [disabled]);

  const attempts = state.attempts.map((attempt, index) => ({ ...attempt, n: index + 1 })).reverse();

  return (
    <div className={`board decrypto${locked ? ' decrypto--locked' : ''}`}>
      <div className="board-main">
        <ol className="decrypto__input" aria-label={t('decrypto.input')}>
          {shown.map((digit, position) => {
            const revealed = state.revealed[position] !== null;
            const n = position + 1;
            const label =
              digit === null ? t('decrypto.slot.empty', { n }) : revealed ? t('decrypto.slot.revealed', { n, digit }) : t('decrypto.slot.digit', { n, digit });
            const next = !full && position === shown.indexOf(null);
            return (
              <li
                key={position}
                className={`decrypto__slot${revealed ? ' decrypto__slot--revealed' : ''}${next ? ' decrypto__slot--next' : ''}`}
                aria-label={label}
              >
                <span aria-hidden="true">{digit ?? ''}</span>
              </li>
            );
          })}
        </ol>

        <div className="decrypto__status">
          {pending && <p className="decrypto__checking">{t('decrypto.checking')}</p>}
          {problem !== null && (
            <div className="decrypto__problem" role="alert">
              <p>{problem}</p>
              {full && attemptProblem(state, code) === null && (
                <button type="button" className="button button--ghost" disabled={disabled} onClick={() => void check()}>
                  {t('decrypto.retry')}
                </button>
              )}
            </div>
          )}
        </div>

        <section className="decrypto__attempts" aria-labelledby="decrypto-attempts">
          <h2 id="decrypto-attempts" className="decrypto__heading">
            {t('decrypto.attempts')}
          </h2>
          {attempts.length === 0 ? (
            <p className="decrypto__none">{t('decrypto.attempts.none')}</p>
          ) : (
            <ol className="decrypto__list">
              {attempts.map((attempt) => (
                <li key={attempt.n} className="decrypto__attempt">
                  <span className="decrypto__attempt-n">{attempt.n}</span>
                  <ol className="decrypto__marks" aria-label={t('decrypto.attempt', { n: attempt.n, code: attempt.digits })}>
                    {marksOf(attempt.marks).map((mark, i) => (
                      <MarkedDigit key={i} digit={attempt.digits[i] as string} mark={mark} />
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          )}
          <DecryptoLegend />
        </section>
      </div>

      <div className="board-controls">
        <div className="decrypto__pad" role="group" aria-label={t('decrypto.pad')}>
          {DIGITS.map((digit) => (
            <button
              key={digit}
              type="button"
              className="decrypto__key"
              disabled={locked || full}
              aria-label={t('decrypto.key', { digit })}
              onClick={press(() => type(digit))}
            >
              {digit}
            </button>
          ))}
          <button
            type="button"
            className="decrypto__key decrypto__key--erase"
            disabled={locked || input.every((d, i) => d === null || state.revealed[i] !== null)}
            onClick={press(erase)}
          >
            {t('decrypto.erase')}
          </button>
        </div>
      </div>

      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}

/** The four marks with their symbol and name (also in the rules). */
export function DecryptoLegend() {
  return (
    <div className="decrypto__legend">
      <h3 className="decrypto__legend-title">{t('decrypto.legend')}</h3>
      <ul>
        {MARKS.map((mark) => (
          <li key={mark} className="decrypto__legend-item">
            <span className={`decrypto__mark decrypto__mark--${mark} decrypto__mark--small`} aria-hidden="true">
              <span className="decrypto__mark-symbol">{MARK_SYMBOLS[mark]}</span>
            </span>
            {markLabel(mark)}
          </li>
        ))}
      </ul>
    </div>
  );
}
