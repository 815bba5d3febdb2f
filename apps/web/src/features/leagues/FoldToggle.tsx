import { Fragment, type ReactNode } from 'react';
import type { LeagueDayEntryDto } from '../../shared/api/api-types.ts';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';
import type { Folded } from './folded-rows.ts';
import { ordinal } from './ordinal.ts';

/** Under a folded list: unfold it (« Voir tout (89 de plus) »), or fold it again. */
export function FoldToggle({ folded, unfolded, onToggle }: { folded: Folded<unknown>; unfolded: boolean; onToggle(): void }) {
  if (!unfolded && folded.hidden === 0) return null;
  return (
    <button type="button" className="button button--ghost league-fold" aria-expanded={unfolded} onClick={onToggle}>
      {unfolded ? t('league.fold.less') : t('league.fold.more', { n: folded.hidden })}
    </button>
  );
}

/** The row standing for the rows left out before the player's own, in a table of `columns` cells. */
export function GapRow({ count, columns }: { count: number | null; columns: number }) {
  if (count === null || count === 0) return null;
  return (
    <tr className="league-table__gap">
      <td colSpan={columns}>{t('league.fold.gap', { n: count })}</td>
    </tr>
  );
}

/** A day ranking's rows (place, player, result), folded: the gap row before the player's pinned own row. */
export function DayRankingRows({ folded, result }: { folded: Folded<LeagueDayEntryDto>; result(entry: LeagueDayEntryDto): ReactNode }) {
  return folded.rows.map((entry, i) => (
    <Fragment key={entry.member.id}>
      {i === folded.rows.length - 1 && <GapRow count={folded.gapBefore} columns={3} />}
      <tr className={entry.member.you ? 'league-table__you' : undefined} data-status={entry.status}>
        <td>{entry.place === null ? '–' : ordinal(entry.place)}</td>
        <th scope="row">
          {entry.member.username}
          {entry.member.you && ` ${t('league.you')}`}
        </th>
        <td>{result(entry)}</td>
      </tr>
    </Fragment>
  ));
}
