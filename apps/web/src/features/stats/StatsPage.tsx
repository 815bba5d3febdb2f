import { formatDuration } from '@jdj/puzzles';
import { Link } from 'react-router';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { gameRegistry, isGameImplemented, type GameRegistry } from '../../games/registry.ts';
import { tPlayer as t } from '../../i18n/fr-player.ts';
import { safeAccentColor, textColorOn } from '../../shared/ui/accent-color.ts';
import { inkOn } from '../../shared/ui/game-ink.ts';
import { useSessionUser } from '../../shared/account/session-store.ts';
import { usePlayerScores } from '../../shared/scores/player-scores.ts';
import { providerToday } from '../../shared/streaks/streaks.ts';
import { gameStats, type GameStats } from './game-stats.ts';
import { ForgetDevice } from '../../shared/device-data/ForgetDevice.tsx';
import { HistoryChart } from './HistoryChart.tsx';
import '../../styles/page.css';
import './stats.css';

const days = (n: number) => t(n > 1 ? 'stats.days.other' : 'stats.days.one', { n });
const time = (seconds: number | null) => (seconds === null ? t('stats.none-value') : formatDuration(seconds));

function Figures({ stats }: { stats: GameStats }) {
  const figures: [string, string][] = [
    [t('stats.played'), String(stats.played)],
    [t('stats.current-streak'), days(stats.currentStreak)],
    [t('stats.best-streak'), days(stats.bestStreak)],
    [t('stats.average'), time(stats.averageTime)],
    [t('stats.best'), time(stats.bestTime)],
  ];
  return (
    <dl className="stats-figures">
      {figures.map(([label, value]) => (
        <div key={label} className="stats-figures__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * « Mes statistiques » (/stats): per game of the provider, games played, current and best streak, average
 * and best time, and the last 30 days. An anonymous player's come from this device's scores (and the
 * server's copy of them); an account's from every device. Loaded on demand, out of the home page's bundle.
 */
export default function StatsPage({ registry = gameRegistry }: { registry?: GameRegistry }) {
  const { provider, hasFeature } = useProvider();
  const { scores, loading } = usePlayerScores(provider.slug);
  const signedIn = useSessionUser() !== null;
  const today = providerToday(provider.timezone);
  const games = provider.games.filter((game) => isGameImplemented(game.slug, registry));
  return (
    <article className="page page--wide">
      <h1 className="page__title">{t('stats.title')}</h1>
      <p className="stats__intro">{signedIn ? t('stats.account') : t('stats.device')}</p>
      {hasFeature('reminders') && (
        <p className="stats__intro">
          <Link to="/rappels">{t('stats.reminders')}</Link>
        </p>
      )}
      {loading && (
        <p className="stats__intro" role="status">
          {t('stats.loading')}
        </p>
      )}
      <ul className="stats-grid">
        {games.map((game) => {
          const stats = gameStats(scores, game.slug, today, provider.timezone);
          const accent = safeAccentColor(game.color);
          const style = { '--game-color': accent, '--game-on-color': textColorOn(accent), '--game-ink-light': inkOn(accent) } as React.CSSProperties;
          const headingId = `stats-${game.slug}`;
          return (
            <li key={game.slug} className="stats-card" style={style}>
              <h2 id={headingId} className="stats-card__name">
                <img src={game.logo || `/logos/${game.slug}.svg`} width="32" height="32" alt="" />
                {game.name}
              </h2>
              {stats.played === 0 ? (
                <p className="stats-card__none">{t('stats.none')}</p>
              ) : (
                <>
                  <Figures stats={stats} />
                  <h3 className="stats-card__history">{t('stats.history')}</h3>
                  {stats.history.some((day) => day.score !== null) ? (
                    <HistoryChart history={stats.history} label={`${t('stats.history')} – ${game.name}`} />
                  ) : (
                    <p className="stats-card__none">{t('stats.history.empty')}</p>
                  )}
                </>
              )}
              <Link className="button button--game stats-card__play" to={`/${game.slug}`}>
                {t('stats.play', { game: game.name })}
              </Link>
            </li>
          );
        })}
      </ul>
      <ForgetDevice />
    </article>
  );
}
