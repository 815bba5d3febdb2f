import { formatDuration, storedUnplaced } from '@jdj/puzzles';
import { useEffect, useState } from 'react';
import { apiGet } from '../../shared/api/api-client.ts';
import { answers } from '../../shared/api/answers.ts';
import type { DayStatsDto, HistogramBinDto } from '../../shared/api/api-types.ts';
import { tPlayer as t } from '../../i18n/fr-player.ts';
import { isLostScore } from '../../shared/calendar/calendar.ts';
import type { EndScreenExtensionProps } from '../../shared/extensions/end-screen.ts';
import './day-comparison.css';

type Load = { status: 'loading' } | { status: 'ready'; stats: DayStatsDto } | { status: 'failed' };

function useDayStats(slug: string, date: string, provider: string, time: number | null): Load {
  const [load, setLoad] = useState<{ key: string; value: Load }>({ key: '', value: { status: 'loading' } });
  const key = `${slug}/${date}/${provider}/${time}`;
  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ provider });
    if (time !== null) query.set('score', String(time));
    apiGet(`/api/day-stats/${slug}/${date}?${query}`, answers.dayStats, { signal: controller.signal }).then(
      (stats) => setLoad({ key, value: { status: 'ready', stats } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Day stats not loaded', error);
        setLoad({ key, value: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [slug, date, provider, time, key]);
  return load.key === key ? load.value : { status: 'loading' };
}

const plural = (n: number, one: string, other: string) => (n > 1 ? other : one);

function binRange(bin: HistogramBinDto): string {
  return bin.to === null
    ? t('day.bin.open', { from: formatDuration(bin.from) })
    : t('day.bin.range', { from: formatDuration(bin.from), to: formatDuration(bin.to) });
}

/** The day's won times as bars, the player's own bar marked; each bar is a list item a screen reader reads. */
function Histogram({ bins, yours }: { bins: HistogramBinDto[]; yours: number }) {
  const highest = Math.max(1, ...bins.map((bin) => bin.count));
  return (
    <figure className="histogram">
      <figcaption className="histogram__caption">{t('day.histogram')}</figcaption>
      <ol className="histogram__bars">
        {bins.map((bin, i) => {
          const count = t(bin.count > 1 ? 'day.bin.count.other' : 'day.bin.count.one', { n: bin.count });
          return (
            <li
              key={bin.from}
              className={`histogram__bin${i === yours ? ' histogram__bin--yours' : ''}`}
              data-from={bin.from}
              data-to={bin.to ?? ''}
              data-count={bin.count}
            >
              <span className="visually-hidden">
                {binRange(bin)} : {count}
                {i === yours && ` (${t('day.bin.yours')})`}
              </span>
              <span className="histogram__count" aria-hidden="true">
                {bin.count}
              </span>
              <span className="histogram__bar" aria-hidden="true" style={{ '--share': Math.max(0.02, bin.count / highest) } as React.CSSProperties} />
              <span className="histogram__label" aria-hidden="true">
                {bin.to === null ? `${formatDuration(bin.from)}+` : formatDuration(bin.from)}
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}

interface DayComparisonProps {
  slug: string;
  date: string;
  today: string;
  provider: string;
  /** The player's won time of the day. */
  score: number;
  /** The time still waits to reach the server (offline): compared once the server has accepted it. */
  pending: boolean;
}

/**
 * « How did I do today? » (end screen): the share of the day's players this time beat, and the spread of
 * everyone's times, from the server's cached aggregate of the provider's winners.
 */
export function DayComparison({ slug, date, today, provider, score, pending }: DayComparisonProps) {
  const load = useDayStats(slug, date, provider, pending ? null : score);
  const isToday = date === today;
  let body: React.ReactNode;
  if (load.status === 'loading') body = <p className="day-comparison__note">…</p>;
  else if (load.status === 'failed') body = <p className="day-comparison__note">{t('day.unavailable')}</p>;
  else {
    const { stats } = load;
    const enough = stats.players >= stats.min_players;
    const players = t(plural(stats.players, 'day.players.one', 'day.players.other') as 'day.players.one', { n: stats.players });
    body = (
      <>
        {stats.you?.faster_than != null && (
          <p className="day-comparison__rank">{t(isToday ? 'day.faster-than.today' : 'day.faster-than.past', { n: stats.you.faster_than })}</p>
        )}
        {stats.you === null && pending && <p className="day-comparison__note">{t('day.pending')}</p>}
        {enough ? (
          <>
            <p className="day-comparison__players">{players}</p>
            <Histogram bins={stats.bins} yours={stats.you?.bin ?? -1} />
            <p className="day-comparison__note">{t('day.counted')}</p>
          </>
        ) : (
          <p className="day-comparison__note">{t('day.too-few', { n: stats.players, min: stats.min_players })}</p>
        )}
      </>
    );
  }
  return (
    <section className="day-comparison" aria-labelledby="day-comparison-title" aria-busy={load.status === 'loading'}>
      <h2 id="day-comparison-title" className="day-comparison__title">
        {t(isToday ? 'day.title.today' : 'day.title.past')}
      </h2>
      {body}
    </section>
  );
}

/** The comparison as a section of every end screen: shown for a won day whose time the server has not refused. */
export function DayComparisonSection({ slug, date, today, provider, score }: EndScreenExtensionProps) {
  // A win the jokers gave away, or faster than a person, is not compared (issue 34): the end screen says why.
  if (!score || isLostScore(score) || score.refused || storedUnplaced(score.data)) return null;
  return <DayComparison slug={slug} date={date} today={today} provider={provider.slug} score={score.score} pending={score.pending} />;
}
