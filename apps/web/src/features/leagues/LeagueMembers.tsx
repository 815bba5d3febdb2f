import { useId, useState } from 'react';
import type { LeagueDto } from '../../shared/api/api-types.ts';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { FoldToggle } from './FoldToggle.tsx';
import { foldRows } from './folded-rows.ts';
import type { LeagueApi } from './league-api.ts';

interface LeagueMembersProps {
  api: LeagueApi;
  league: LeagueDto;
  /** An owner's action answered with the league as it now is. */
  onChanged(league: LeagueDto): void;
  onFailure(error: unknown): void;
}

/** The members by username (all a member sees of another); the owner may remove one or hand over. */
export function LeagueMembers({ api, league, onChanged, onFailure }: LeagueMembersProps) {
  const [unfolded, setUnfolded] = useState(false);
  /** The member whose actions are open, one at a time. */
  const [managed, setManaged] = useState<string | null>(null);
  const menuId = useId();
  // Members in the order they joined; the player's own entry is kept in view, after the first ones.
  const folded = foldRows(league.members, (member) => member.you, unfolded);
  const act = (action: () => Promise<LeagueDto>) => async () => {
    try {
      onChanged(await action());
      setManaged(null);
    } catch (error) {
      onFailure(error);
    }
  };
  return (
    <section className="league-card" aria-labelledby="league-members-title">
      <h2 id="league-members-title" className="league-card__title">
        {t('league.members.title', { n: league.members.length, max: league.max_members })}
      </h2>
      <ul className="league-members">
        {folded.rows.map((member) => (
          <li key={member.id} className="league-members__item">
            <span className="league-members__name">
              {member.username}
              {member.you && ` ${t('league.you')}`}
              {member.owner && ` ${t('league.owner-mark')}`}
            </span>
            {league.owner && !member.you && (
              <button
                type="button"
                className="button button--ghost league-members__manage"
                aria-expanded={managed === member.id}
                aria-controls={`${menuId}-${member.id}`}
                aria-label={t('league.members.manage.label', { name: member.username })}
                onClick={() => setManaged(managed === member.id ? null : member.id)}
              >
                {t('league.members.manage')}
              </button>
            )}
            {/* One menu per member (issue 39): a hundred members are a hundred rows, not two hundred buttons. */}
            {league.owner && !member.you && managed === member.id && (
              <span className="league-members__actions" id={`${menuId}-${member.id}`}>
                <ConfirmAction
                  label={t('league.members.hand-over', { name: member.username })}
                  question={t('league.members.hand-over.confirm', { name: member.username })}
                  onConfirm={act(() => api.handOver(league.id, member.id))}
                />
                <ConfirmAction
                  danger
                  label={t('league.members.remove', { name: member.username })}
                  question={t('league.members.remove.confirm', { name: member.username })}
                  onConfirm={act(() => api.removeMember(league.id, member.id))}
                />
              </span>
            )}
          </li>
        ))}
      </ul>
      <FoldToggle folded={folded} unfolded={unfolded} onToggle={() => setUnfolded(!unfolded)} />
    </section>
  );
}
