import { heatEmoji, permilleOf, type ProximoGuess, temperatureOf } from '@jdj/puzzles';
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

const degrees = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The temperature as shown: « 42,53 °C », « 100 °C » when found, « froid » beyond the list. */
export function temperatureText(guess: Pick<ProximoGuess, 'status' | 'rank'>): string {
  const temperature = temperatureOf(guess);
  if (temperature === null) return t('proximo.temperature.cold');
  return t('proximo.temperature', { value: guess.status === 'found' ? '100' : degrees.format(temperature) });
}

/** What a screen reader hears of the heat, with the words a figure's signs stand for. */
function heatLabel(guess: Pick<ProximoGuess, 'status' | 'rank'>): string {
  const temperature = temperatureOf(guess);
  const permille = permilleOf(guess);
  if (guess.status === 'found') return t('proximo.heat.label.found');
  if (temperature === null || permille === null) return t('proximo.heat.label.cold');
  return t('proximo.heat.label', { temperature: degrees.format(temperature), permille });
}

/**
 * One guess: the word, its temperature and rank, and the ‰ bar of where it stands among the nearest
 * thousand (full when found, empty beyond the list), as Cémantix shows them.
 */
export function GuessRow({ guess, note, highlighted = false }: GuessRowProps) {
  const permille = permilleOf(guess);
  const rank = guess.status === 'ranked' && guess.rank !== null ? t('proximo.rank.label', { rank: guess.rank }) : rankText(guess);
  return (
    <div
      className={`proximo-guess proximo-guess--${guess.status}${highlighted ? ' proximo-guess--latest' : ''}`}
      style={{ '--permille': (permille ?? 0) / 1000 } as CSSProperties}
    >
      <span>
        <span className="proximo-guess__word">{guess.word}</span>
        {note && <span className="proximo-guess__note"> · {note}</span>}
      </span>
      <span className="proximo-guess__rank">
        <span aria-hidden="true">{rankText(guess)}</span>
        <span className="visually-hidden">
          {rank}, {heatLabel(guess)}
        </span>
      </span>
      <span className="proximo-guess__progress" aria-hidden="true">
        <span className="proximo-guess__heat">
          {heatEmoji(guess)} {temperatureText(guess)}
        </span>
        <span className="proximo-guess__bar">
          <span className="proximo-guess__fill" />
        </span>
        <span className="proximo-guess__permille">{permille !== null && guess.status === 'ranked' ? t('proximo.permille', { value: permille }) : ''}</span>
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
