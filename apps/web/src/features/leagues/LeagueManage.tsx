import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { LeagueDto } from '../../app/api-types.ts';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';
import { toast } from '../toasts/toast-store.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import type { LeagueApi } from './league-api.ts';
import { LeagueNameField } from './LeagueNameField.tsx';
import { failureText } from './use-load.ts';

interface LeagueManageProps {
  api: LeagueApi;
  league: LeagueDto;
  onChanged(league: LeagueDto): void;
  onFailure(error: unknown): void;
}

/** The owner renames or deletes the league; a member leaves it. */
export function LeagueManage({ api, league, onChanged, onFailure }: LeagueManageProps) {
  const navigate = useNavigate();
  const [name, setName] = useState(league.name);
  const [error, setError] = useState('');
  const inputId = useId();
  const leaveOrDelete = async (action: () => Promise<unknown>) => {
    try {
      await action();
      toast.success(t('league.saved'));
      navigate('/ligues', { replace: true });
    } catch (failure) {
      onFailure(failure);
    }
  };

  async function rename(event: FormEvent) {
    event.preventDefault();
    try {
      onChanged(await api.rename(league.id, name.trim()));
      toast.success(t('league.saved'));
    } catch (failure) {
      setError(failureText(failure));
    }
  }

  return (
    <section className="league-card" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="league-card__title">
        {t('league.manage.title')}
      </h2>
      {league.owner && (
        <form className="league-form league-form--inline" onSubmit={rename} noValidate>
          <LeagueNameField
            id={inputId}
            value={name}
            error={error}
            onChange={(value) => {
              setName(value);
              setError('');
            }}
          />
          <button type="submit" className="button button--ghost">
            {t('league.manage.rename')}
          </button>
        </form>
      )}
      <div className="league-actions">
        {league.owner ? (
          <ConfirmAction danger label={t('league.manage.delete')} question={t('league.manage.delete.confirm', { league: league.name })} onConfirm={() => leaveOrDelete(() => api.remove(league.id))} />
        ) : (
          <ConfirmAction danger label={t('league.manage.leave')} question={t('league.manage.leave.confirm', { league: league.name })} onConfirm={() => leaveOrDelete(() => api.leave(league.id))} />
        )}
      </div>
    </section>
  );
}
