import { type ProximoGuess, warmthOf } from '@jdj/puzzles';
import type { CSSProperties } from 'react';
import { tProximo as t } from '../../i18n/fr-proximo.ts';

/** The rank as shown: « #42 », « Trouvé ! » or « Hors Top 1000 » (one wording: docs/decisions.md). */
export function rankText(guess: Pick<ProximoGuess, 'status' | 'rank'>): string {
  if (guess.status === 'found') return t('proximo.found');
  if (guess.status === 'ranked' && guess.rank !== null) return t('proximo.rank', { rank: guess.rank });
  return t('proximo.not-ranked');
}

interface GuessRowProps {
  guess: ProximoGuess;
  /** Marks the latest guess, or one made exploring after the game. */
  note?: string | undefined;
  highlighted?: boolean;
}

/** One guess: the word, its rank and a warmth bar (full when found, empty when not ranked). */
export function GuessRow({ guess, note, highlighted = false }: GuessRowProps) {
  const warmth = warmthOf(guess);
  const rank = guess.status === 'ranked' && guess.rank !== null ? t('proximo.rank.label', { rank: guess.rank }) : rankText(guess);
  return (
    <div
      className={`proximo-guess proximo-guess--${guess.status}${highlighted ? ' proximo-guess--latest' : ''}`}
      style={{ '--warmth': warmth } as CSSProperties}
    >
      <span>
        <span className="proximo-guess__word">{guess.word}</span>
        {note && <span className="proximo-guess__note"> · {note}</span>}
      </span>
      <span className="proximo-guess__rank">
        <span aria-hidden="true">{rankText(guess)}</span>
        <span className="visually-hidden">{rank}</span>
      </span>
      <span className="proximo-guess__bar" aria-hidden="true">
        <span className="proximo-guess__fill" />
      </span>
    </div>
  );
}

interface HistoryProps {
  /** Already in the order to show. */
  guesses: readonly ProximoGuess[];
  /** Words made exploring after the game, marked as such. */
  explored?: ReadonlySet<string>;
  label: string;
}

export function ProximoHistory({ guesses, explored, label }: HistoryProps) {
  return (
    <ol className="proximo-history" aria-label={label}>
      {guesses.map((guess) => (
        <li key={guess.word}>
          <GuessRow guess={guess} note={explored?.has(guess.word) ? t('proximo.history.explored') : undefined} />
        </li>
      ))}
    </ol>
  );
}
