import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { GameDto } from '../../shared/api/api-types.ts';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { safeAccentColor, textColorOn } from '../../shared/ui/accent-color.ts';
import { LoginIcon, UserArea } from '../../shared/account/UserArea.tsx';
import { isEmbedded } from '../../shared/embed/embed-mode.ts';
import { topLevelUrl } from '../../shared/embed/top-level.ts';
import { inkOn } from '../../shared/ui/game-ink.ts';
import { BackIcon, HelpIcon } from '../../shared/ui/icons.tsx';

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
          {!hasFeature('no_login') && <UserArea stats={false} login={isEmbedded() ? <EmbeddedLogin /> : undefined} />}
        </div>
      </div>
    </header>
  );
}

/** In a partner's frame, signing in happens at top level, in a tab of its own (issue 38): the frame has no cookies of ours. */
function EmbeddedLogin() {
  return (
    <a
      href={topLevelUrl('/login')}
      target="_blank"
      rel="noopener"
      className="icon-button top-bar__user"
      aria-label={t('game.login-new-tab')}
      title={t('game.login-new-tab')}
    >
      <LoginIcon />
    </a>
  );
}
