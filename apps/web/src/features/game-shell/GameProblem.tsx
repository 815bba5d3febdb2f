import { Link } from 'react-router';
import { tShell as t } from '../../i18n/fr-shell.ts';

/** A French message in place of a game screen (bad date, future day, no puzzle, game not offered). */
export function GameProblem({ message, backTo, backLabel, onRetry }: { message: string; backTo: string; backLabel: string; onRetry?: () => void }) {
  return (
    <div className="game-problem" role="alert">
      <p>{message}</p>
      <div className="game-problem__actions">
        {onRetry && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('app.retry')}
          </button>
        )}
        <Link className="button button--ghost" to={backTo}>
          {backLabel}
        </Link>
      </div>
    </div>
  );
}

/** The provider does not offer this game (its routes exist for every implemented game). */
export function NotOffered() {
  return <GameProblem message={t('game.unavailable')} backTo="/" backLabel={t('not-found.home')} />;
}
