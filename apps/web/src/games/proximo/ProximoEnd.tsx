import {
  isAnsweredGuess,
  isUnknownWord,
  orderedHistory,
  parseProximoMove,
  type ProximoGuess,
  spellingOf,
  storedUnplaced,
  unknownWordMessage,
} from '@jdj/puzzles';
import { useState } from 'react';
import { Link } from 'react-router';
import { tProximo as t } from '../../i18n/fr-proximo.ts';
import type { EndSectionProps } from '../game-definition.ts';
import { type FinishedDay, readFinishedDay, writeFinishedDay } from './finished-days.ts';
import { GuessForm } from './GuessForm.tsx';
import { announce } from './ProximoBoard.tsx';
import { ProximoFinder } from './ProximoFinder.tsx';
import { GuessRow, ProximoHistory } from './ProximoHistory.tsx';
import { ProximoStats } from './ProximoStats.tsx';
import './proximo.css';

const numberOr = <T,>(value: unknown, fallback: T): number | T => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/**
 * Proximo's end screen (document 2 §2): « Partie terminée ! », the results, the history and « Nouvelle
 * partie »; then, beyond the spec, more guesses to explore (their rank shows, the score stays) and the day's
 * hundred nearest words, which the server reveals only to a player whose win it has stored.
 */
export function ProximoEnd({ date, today, score, provider, ask }: EndSectionProps) {
  const [day, setDay] = useState<FinishedDay>(() => readFinishedDay(date) ?? { played: [], explored: [], nearest: null });
  const [message, setMessage] = useState('');
  const [revealing, setRevealing] = useState(false);
  if (!score || score.data?.won === false) return null;

  const save = (next: FinishedDay) => {
    writeFinishedDay(date, next);
    setDay(next);
  };
  const known = [...day.played, ...day.explored];
  const repeatOf = (word: string): ProximoGuess | undefined => known.find((g) => spellingOf(g.word) === spellingOf(word));

  const explore = async (typed: string): Promise<boolean> => {
    const repeated = repeatOf(typed);
    if (repeated) {
      setMessage(t('proximo.already', { word: repeated.word }));
      return true;
    }
    const answer = await ask({ type: 'guess', word: typed });
    const move = answer.ok ? parseProximoMove(answer.value) : answer;
    if (!move.ok) {
      setMessage(move.error);
      return false;
    }
    // A typo costs nothing here either: say so and leave the word to correct.
    if (isUnknownWord(move.value)) {
      setMessage(unknownWordMessage(move.value.word));
      return false;
    }
    if (!isAnsweredGuess(move.value)) return false;
    const { word, status } = move.value;
    // « chevaux » after « cheval »: the server's lemma is the repeat.
    const lemma = repeatOf(word);
    if (lemma) {
      setMessage(t('proximo.already', { word: lemma.word }));
      return true;
    }
    const guess: ProximoGuess = { word, status, rank: move.value.status === 'ranked' ? move.value.rank : null };
    save({ ...day, explored: [...day.explored, guess] });
    setMessage(announce(guess));
    return true;
  };

  const reveal = async () => {
    setRevealing(true);
    const answer = await ask({ type: 'nearest' });
    setRevealing(false);
    const move = answer.ok ? parseProximoMove(answer.value) : answer;
    if (!move.ok) return setMessage(move.error);
    if (move.value.type === 'nearest' && 'words' in move.value) save({ ...day, nearest: move.value.words });
  };

  const target = day.played.find((g) => g.status === 'found')?.word;
  // The day's finders are the wins the server stored and verified (it says which: no rank otherwise); a
  // win still waiting in the outbox, refused, or not placed (the jokers gave the word) is not asked about.
  const finderPlay = !score.pending && !score.refused && !storedUnplaced(score.data) ? score.client_play_id : undefined;
  const exploredWords = new Set(day.explored.map((g) => g.word));
  return (
    <section className="proximo-end" aria-labelledby="proximo-end-title">
      <h2 id="proximo-end-title" className="proximo-end__title">
        {t('proximo.end.title')}
      </h2>
      {target && <p className="proximo-end__word">{t('proximo.end.word', { word: target })}</p>}
      {finderPlay && <ProximoFinder date={date} today={today} provider={provider} play={finderPlay} />}
      <h3 className="proximo__heading">{t('proximo.end.results')}</h3>
      <ProximoStats
        seconds={score.score}
        attempts={numberOr(score.data?.attempts, day.played.length)}
        bestRank={numberOr(score.data?.bestRank, null)}
        timeLabel={t('proximo.end.total-time')}
      />
      <Link className="button button--ghost proximo-end__new" to="/proximo">
        {t('proximo.end.new-game')}
      </Link>

      <h3 className="proximo__heading">{t('proximo.end.explore')}</h3>
      <p className="proximo-end__text">{t('proximo.end.explore.text')}</p>
      <GuessForm onGuess={explore} disabled={false} />
      <p className="proximo__message" role="status">
        {message}
      </p>

      <h3 className="proximo__heading">{t('proximo.history')}</h3>
      {known.length === 0 ? (
        <p className="proximo__empty">{t('proximo.end.no-history')}</p>
      ) : (
        <ProximoHistory guesses={orderedHistory(known)} explored={exploredWords} label={t('proximo.history')} />
      )}

      {/* The nearest words are the server's to winners whose win it stored: a refused one does not ask. */}
      {day.nearest === null && score.refused ? null : day.nearest === null ? (
        <button type="button" className="button button--game proximo-end__reveal" disabled={revealing} onClick={() => void reveal()}>
          {t('proximo.end.nearest.show')}
        </button>
      ) : (
        <>
          <h3 className="proximo__heading">{t('proximo.end.nearest.title')}</h3>
          <ol className="proximo-history proximo-history--nearest" aria-label={t('proximo.end.nearest.title')}>
            {day.nearest.map((word, i) => (
              <li key={word}>
                <GuessRow guess={{ word, status: 'ranked', rank: i + 1 }} note={repeatOf(word) ? t('proximo.end.nearest.yours') : undefined} />
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
