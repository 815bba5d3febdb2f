import { formatDuration } from '@jdj/puzzles';
import { tProximo as t } from '../../i18n/fr-proximo.ts';

interface StatsProps {
  seconds: number;
  attempts: number;
  bestRank: number | null;
  /** « Temps » during the play, « Temps total » on the end screen. */
  timeLabel: string;
}

/** Temps, Tentatives and Meilleur rang (#N), or « — » before any ranked word. */
export function ProximoStats({ seconds, attempts, bestRank, timeLabel }: StatsProps) {
  return (
    <dl className="proximo-stats">
      <div className="proximo-stats__item">
        <dt>{timeLabel}</dt>
        <dd>{formatDuration(seconds)}</dd>
      </div>
      <div className="proximo-stats__item">
        <dt>{t('proximo.stats.attempts')}</dt>
        <dd>{attempts}</dd>
      </div>
      <div className="proximo-stats__item">
        <dt>{t('proximo.stats.best')}</dt>
        <dd>{bestRank === null ? t('proximo.rank.none') : t('proximo.rank', { rank: bestRank })}</dd>
      </div>
    </dl>
  );
}
