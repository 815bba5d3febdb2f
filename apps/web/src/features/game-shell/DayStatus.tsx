import { formatDuration, type IsoDate } from '@jdj/puzzles';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { tShell as t } from '../../i18n/fr-shell.ts';
import { keepPunctuationAttached } from '../../i18n/index.ts';
import { frenchDate, isLostScore } from '../../shared/calendar/calendar.ts';
import type { PlayedScore } from '../../shared/scores/local-scores.ts';
import { hasPuzzle } from './game-api.ts';
import { LostIcon, PlayIcon } from '../../shared/ui/icons.tsx';

type Availability = 'loading' | 'yes' | 'no' | 'unknown';

/** Whether a day has a puzzle; 'unknown' when it could not be asked (offline). */
function usePuzzleAvailability(slug: string, date: IsoDate | null, provider: string, skip: boolean): Availability {
  const [known, setKnown] = useState<{ key: string; value: Availability } | null>(null);
  const key = `${slug}/${date}`;
  useEffect(() => {
    if (date === null || skip) return;
    let live = true;
    hasPuzzle(slug, date, provider).then(
      (value) => live && setKnown({ key, value: value ? 'yes' : 'no' }),
      () => live && setKnown({ key, value: 'unknown' }),
    );
    return () => {
      live = false;
    };
  }, [slug, date, provider, skip, key]);
  return known?.key === key ? known.value : 'loading';
}

interface DayStatusProps {
  slug: string;
  /** The selected day; null while the landing still looks for the last playable date. */
  date: IsoDate | null;
  score: PlayedScore | undefined;
  provider: string;
  /** The scores are still loading: a day without a local score may yet turn out played. */
  scoresLoading: boolean;
}

/**
 * The selected day (document 1 §4 "day status"): played → 'Partie jouée le {date}' and the time, no replay
 * (lost → 'Partie perdue le {date}' beside a cross); unplayed with a puzzle → 'Jouer'; no puzzle → a short
 * notice.
 */
export function DayStatus({ slug, date, score, provider, scoresLoading }: DayStatusProps) {
  const availability = usePuzzleAvailability(slug, date, provider, score !== undefined);
  if (date === null || (score === undefined && (scoresLoading || availability === 'loading'))) {
    return (
      <div className="day-status" role="status">
        <p className="day-status__loading">{t('app.loading')}</p>
      </div>
    );
  }
  if (score !== undefined) {
    const lost = isLostScore(score);
    return (
      <div className={`day-status day-status--played${lost ? ' day-status--lost' : ''}`}>
        <p className="day-status__played">
          {lost && <LostIcon size={20} />}
          {t(lost ? 'game.landing.lost-on' : 'game.landing.played-on', { date: frenchDate(date) })}
        </p>
        <p className="day-status__time">
          <span className="visually-hidden">
            {t('game.end.your-time')}
            {'\u00a0: '}
          </span>
          {formatDuration(score.score)}
        </p>
        {score.pending && <p className="day-status__pending">{t('game.landing.pending')}</p>}
        {score.refused && <p className="day-status__refused">{keepPunctuationAttached(t('game.refused', { reason: score.refused }))}</p>}
      </div>
    );
  }
  if (availability === 'no') {
    return (
      <div className="day-status">
        <p className="day-status__none">{t('game.landing.no-puzzle')}</p>
      </div>
    );
  }
  return (
    <div className="day-status">
      <Link className="button button--game day-status__play" to={`/${slug}/${date}`}>
        <PlayIcon />
        {t('game.play')}
      </Link>
    </div>
  );
}
