import type { CSSProperties } from 'react';
import { tLetters as t } from '../../i18n/fr-letters.ts';
import './letters.css';

export interface PoolTile {
  letter: string;
  /** In a slot: its place in the pool stays, empty. */
  used: boolean;
}

/** The letters to place (anagram games): each keeps its place in the pool while it sits in a slot. */
export function LetterPool({ tiles, disabled = false, onTile }: { tiles: readonly PoolTile[]; disabled?: boolean; onTile(index: number): void }) {
  return (
    <div className="letter-pool" role="group" aria-label={t('letters.pool')} data-drop="pool" style={{ '--letters': tiles.length } as CSSProperties}>
      {tiles.map((tile, i) =>
        tile.used ? (
          <span key={i} className="letter-pool__tile letter-pool__tile--used" aria-hidden="true" />
        ) : (
          <button
            key={i}
            type="button"
            className="letter-pool__tile"
            aria-label={t('letters.pool.tile', { letter: tile.letter })}
            disabled={disabled}
            data-drag={`pool:${i}`}
            data-letter={tile.letter}
            onClick={() => onTile(i)}
          >
            <span aria-hidden="true">{tile.letter}</span>
          </button>
        ),
      )}
    </div>
  );
}
