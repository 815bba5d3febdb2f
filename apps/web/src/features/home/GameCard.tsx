import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { GameDto } from '../../shared/api/api-types.ts';
import { t } from '../../i18n/index.ts';
import { streakLabel } from '../../shared/streaks/streak-label.ts';
import { safeAccentColor, textColorOn } from '../../shared/ui/accent-color.ts';
import { CalendarIcon } from './CalendarIcon.tsx';

interface GameCardProps {
  game: GameDto;
  /** The game has screens in this app: only then a "Jouer" link is shown (document 1 §1). */
  playable: boolean;
  /** Cards in the first screenful load their logo at once; later ones lazily. */
  eager: boolean;
  /** The player's current streak in this game, in days. */
  streak: number;
}

export function GameCard({ game, playable, eager, streak }: GameCardProps) {
  const accent = safeAccentColor(game.color);
  const style = { '--game-color': accent, '--game-on-color': textColorOn(accent) } as CSSProperties;
  const logo = game.logo || `/logos/${game.slug}.svg`;
  return (
    <li className="game-card" style={style}>
      <div className="game-card__header">
        <img className="game-card__logo" src={logo} width="56" height="56" alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" />
        <h2 className="game-card__name">{game.name}</h2>
      </div>
      <p className="game-card__description">{game.description}</p>
      <div className="game-card__footer">
        <p className="game-card__streak">
          <CalendarIcon />
          <span className="visually-hidden">{t('home.streak.label')} </span>
          <span>{streakLabel(streak)}</span>
        </p>
        {playable && (
          <Link className="game-card__play" to={`/${game.slug}`} aria-label={t('home.play.label', { game: game.name })}>
            {t('home.play')}
          </Link>
        )}
      </div>
    </li>
  );
}
