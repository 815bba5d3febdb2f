import { useProvider } from '../../shared/provider/provider-context.ts';
import { gameRegistry, isGameImplemented, type GameRegistry } from '../../games/registry.ts';
import { t } from '../../i18n/index.ts';
import { usePlayerScores } from '../../shared/scores/player-scores.ts';
import { providerToday, streakOf } from '../../shared/streaks/streaks.ts';
import { GameCard } from './GameCard.tsx';
import '../../styles/page.css';
import './home.css';

/** One card per game of the provider, in the provider's order. */
export default function HomePage({ registry = gameRegistry }: { registry?: GameRegistry }) {
  const { provider } = useProvider();
  // Every game's scores in one call; each card's streak is computed here, in the provider's timezone.
  const { scores } = usePlayerScores(provider.slug);
  // Without scores (a first visit, and every render until the app has taken over the server's page) every
  // streak is 0: no provider's day to compute, so the first Intl date formatter, slow to create on a phone,
  // stays out of the hydration (issue 24's blocking time).
  const today = scores.length > 0 ? providerToday(provider.timezone) : null;
  return (
    <div className="page page--wide">
      <header className="home__header">
        <h1 className="page__title">{t('home.title')}</h1>
        <p className="home__subtitle">{t('home.subtitle')}</p>
      </header>
      {provider.games.length === 0 ? (
        <p className="notice">{t('home.empty')}</p>
      ) : (
        <ul className="game-grid">
          {provider.games.map((game, index) => (
            <GameCard
              key={game.slug}
              game={game}
              playable={isGameImplemented(game.slug, registry)}
              eager={index < 4}
              streak={today === null ? 0 : streakOf(scores, game.slug, today, provider.timezone).streak}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
