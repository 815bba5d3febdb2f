import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { LeagueDto } from '../../shared/api/api-types.ts';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';
import { toast } from '../../shared/toasts/toast-store.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import type { LeagueApi } from './league-api.ts';
import { LeagueNameForm } from './LeagueNameForm.tsx';

interface LeagueManageProps {
  api: LeagueApi;
  league: LeagueDto;
  onChanged(league: LeagueDto): void;
  onFailure(error: unknown): void;
}

/** The owner renames or deletes the league; a member leaves it. */
export function LeagueManage({ api, league, onChanged, onFailure }: LeagueManageProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const leaveOrDelete = async (action: () => Promise<unknown>) => {
    try {
      await action();
      toast.success(t('league.saved'));
      navigate('/ligues', { replace: true });
    } catch (failure) {
      onFailure(failure);
    }
  };

  async function rename(name: string) {
    onChanged(await api.rename(league.id, name));
    toast.success(t('league.saved'));
  }

  return (
    <section className="league-card" aria-labelledby={`${titleId}-title`}>
      <h2 id={`${titleId}-title`} className="league-card__title">
        {t('league.manage.title')}
      </h2>
      {league.owner && (
        <LeagueNameForm
          initialName={league.name}
          submitLabel={t('league.manage.rename')}
          className="league-form--inline"
          buttonClassName="button button--ghost"
          onSubmit={rename}
        />
      )}
      <div className="league-actions">
        {league.owner ? (
          <ConfirmAction
            danger
            label={t('league.manage.delete')}
            question={t('league.manage.delete.confirm', { league: league.name })}
            onConfirm={() => leaveOrDelete(() => api.remove(league.id))}
          />
        ) : (
          <ConfirmAction
            danger
            label={t('league.manage.leave')}
            question={t('league.manage.leave.confirm', { league: league.name })}
            onConfirm={() => leaveOrDelete(() => api.leave(league.id))}
          />
        )}
      </div>
    </section>
  );
}
