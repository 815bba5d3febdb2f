import { useProvider } from '../../app/provider/provider-context.ts';
import { gameRegistry, isGameImplemented, type GameRegistry } from '../../games/registry.ts';
import { t } from '../../i18n/index.ts';
import { GameCard } from './GameCard.tsx';
import '../../styles/page.css';
import './home.css';

/** One card per game of the provider, in the provider's order. */
export default function HomePage({ registry = gameRegistry }: { registry?: GameRegistry }) {
  const { provider } = useProvider();
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
            <GameCard key={game.slug} game={game} playable={isGameImplemented(game.slug, registry)} eager={index < 4} />
          ))}
        </ul>
      )}
    </div>
  );
}
