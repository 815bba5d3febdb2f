import { Link } from 'react-router';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { gameRegistry, isGameImplemented, type GameRegistry } from '../../games/registry.ts';
import { tPages as t } from '../../i18n/fr-pages.ts';
import '../../styles/page.css';
import './about.css';

/** A short presentation of the portal. */
export default function AboutPage({ registry = gameRegistry }: { registry?: GameRegistry }) {
  const { provider } = useProvider();
  const sections = [
    ['about.daily.title', 'about.daily.text'],
    ['about.streak.title', 'about.streak.text'],
    ['about.free.title', 'about.free.text'],
  ] as const;

  return (
    <article className="page page--narrow about">
      <h1 className="page__title">{t('about.title')}</h1>
      <p className="about__intro">{t('about.intro', { site: provider.name })}</p>
      {sections.map(([title, text]) => (
        <section key={title}>
          <h2>{t(title)}</h2>
          <p>{t(text)}</p>
        </section>
      ))}
      <section>
        <h2>{t('about.games.title')}</h2>
        {provider.games.length === 0 ? (
          <p>{t('about.games.empty')}</p>
        ) : (
          <ul className="about__games">
            {provider.games.map((game) => (
              <li key={game.slug}>
                {isGameImplemented(game.slug, registry) ? <Link to={`/${game.slug}`}>{game.name}</Link> : <strong>{game.name}</strong>}
                {' – '}
                {game.description}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link className="button button--primary" to="/">
            {t('about.home-link')}
          </Link>
        </p>
      </section>
      <p>
        <Link to="/version">{t('about.version-link')}</Link>
      </p>
    </article>
  );
}
