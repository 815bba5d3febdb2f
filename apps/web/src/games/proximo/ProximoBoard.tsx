import { alreadyGuessed, orderedHistory, type ProximoGuess, type ProximoMove, type ProximoState } from '@jdj/puzzles';
import { useEffect, useState } from 'react';
import { attemptsLabel, tProximo as t } from '../../i18n/fr-proximo.ts';
import type { BoardProps } from '../game-definition.ts';
import { rememberPlay } from './finished-days.ts';
import { GuessForm } from './GuessForm.tsx';
import { GuessRow, ProximoHistory, temperatureText } from './ProximoHistory.tsx';
import { ProximoStats } from './ProximoStats.tsx';
import './proximo.css';

/** What the live region says of an answered guess. */
export function announce(guess: ProximoGuess): string {
  if (guess.status === 'found') return t('proximo.announce.found', { word: guess.word });
  if (guess.status === 'ranked') return t('proximo.announce.ranked', { word: guess.word, rank: guess.rank ?? 0, heat: temperatureText(guess) });
  return t('proximo.announce.not-ranked', { word: guess.word });
}

/**
 * The play of Proximo: the input, the latest answer, the stats and the history, a projection of the
 * module's state. A guess goes to the server (`ask`); its answered form is what the state then holds.
 */
export function ProximoBoard({ state, disabled, ask, seconds = 0 }: BoardProps<ProximoState, ProximoMove>) {
  const [message, setMessage] = useState('');
  const latest = state.history.at(-1);

  // Each answer is announced as it arrives (a restored game stays quiet until the next one).
  const [announced, setAnnounced] = useState(state.history.length);
  useEffect(() => {
    if (state.history.length === announced) return;
    setAnnounced(state.history.length);
    if (latest) setMessage(announce(latest));
  }, [state.history.length, announced, latest]);

  // The end screen shows this play's guesses: kept on this device once the word is found.
  useEffect(() => {
    if (state.won) rememberPlay(state.date, state.history);
  }, [state.won, state.date, state.history]);

  const guess = async (typed: string): Promise<boolean> => {
    const repeated = alreadyGuessed(state, typed);
    if (repeated) {
      setMessage(t('proximo.already', { word: repeated.word }));
      return true;
    }
    const outcome = await ask({ type: 'guess', word: typed });
    if (!outcome.ok) setMessage(outcome.message);
    return outcome.ok;
  };

  return (
    <div className={`board proximo${state.won ? ' proximo--won' : ''}`}>
      {/* The input first on a phone (the system keyboard comes up under it); beside the history on a wide screen. */}
      <div className="board-controls">
        <p className="proximo__count">{attemptsLabel(state.attempts)}</p>
        <GuessForm onGuess={guess} disabled={disabled || state.won} />
        <p className="proximo__message" role="status">
          {message}
        </p>
        {latest && (
          <section className="proximo__latest" aria-label={t('proximo.history.latest')}>
            <GuessRow key={latest.word} guess={latest} highlighted />
          </section>
        )}
        <ProximoStats seconds={seconds} attempts={state.attempts} bestRank={state.bestRank} timeLabel={t('proximo.stats.time')} />
      </div>
      <div className="board-main">
        <h2 className="proximo__heading">{t('proximo.history')}</h2>
        {state.history.length === 0 ? (
          <p className="proximo__empty">{t('proximo.history.empty')}</p>
        ) : (
          <ProximoHistory guesses={orderedHistory(state.history)} label={t('proximo.history')} />
        )}
      </div>
    </div>
  );
}
