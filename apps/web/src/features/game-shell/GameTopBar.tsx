import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { GameDto } from '../../app/api-types.ts';
import { useProvider } from '../../app/provider/provider-context.ts';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { safeAccentColor, textColorOn } from '../home/accent-color.ts';
import { UserArea } from '../top-bar/UserArea.tsx';
import { inkOn } from './game-ink.ts';
import { BackIcon, HelpIcon } from './icons.tsx';

/** The accent colour of a game, the text colour readable on it and its ink on the light page, as CSS variables. */
export function gameColors(game: Pick<GameDto, 'color'>): CSSProperties {
  const accent = safeAccentColor(game.color);
  return { '--game-color': accent, '--game-on-color': textColorOn(accent), '--game-ink-light': inkOn(accent) } as CSSProperties;
}

/**
 * The top bar of game screens (document 1 §2): back to home (hidden with no_homepage), the game's name,
 * a help button opening the rules, and the user area (hidden with no_login).
 */
export function GameTopBar({ game, onHelp }: { game: GameDto; onHelp(): void }) {
  const { hasFeature } = useProvider();
  return (
    <header className="game-top-bar">
      <div className="game-top-bar__inner">
        {hasFeature('no_homepage') ? (
          <span className="game-top-bar__spacer" />
        ) : (
          <Link to="/" className="icon-button game-top-bar__button" aria-label={t('game.back.label')} title={t('game.back.label')}>
            <BackIcon />
          </Link>
        )}
        <p className="game-top-bar__name">{game.name}</p>
        <div className="game-top-bar__actions">
          <button type="button" className="icon-button game-top-bar__button" aria-label={t('game.help')} title={t('game.help')} onClick={onHelp}>
            <HelpIcon />
          </button>
          {!hasFeature('no_login') && <UserArea stats={false} />}
        </div>
      </div>
    </header>
  );
}
