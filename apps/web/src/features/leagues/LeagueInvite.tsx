import { lazy, Suspense, useId } from 'react';
import type { LeagueDto } from '../../shared/api/api-types.ts';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';
import { copyText } from '../../shared/share/copy.ts';
import { toast } from '../../shared/toasts/toast-store.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { invitationUrl } from './invitation.ts';
import type { LeagueApi } from './league-api.ts';

// The QR code's encoder comes in its own chunk, as for the two-factor set-up.
const QrCode = lazy(() => import('../../shared/qr-code/QrCode.tsx'));

interface LeagueInviteProps {
  api: LeagueApi;
  league: LeagueDto;
  onChanged(league: LeagueDto): void;
  onFailure(error: unknown): void;
}

/** The invitation link and its QR code; the owner may replace them (older ones stop working). */
/** The invitation card's anchor, for the link at the top of a long league page. */
export const LEAGUE_INVITE_ID = 'inviter';

export function LeagueInvite({ api, league, onChanged, onFailure }: LeagueInviteProps) {
  const link = invitationUrl(window.location.origin, league.invite_token);
  const fieldId = useId();
  const copy = async () => {
    const outcome = await copyText(link);
    if (outcome === 'manual') document.getElementById(fieldId)?.focus();
    else toast.success(t('league.invite.copied'));
  };
  return (
    <section id={LEAGUE_INVITE_ID} className="league-card" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="league-card__title">
        {t('league.invite.title')}
      </h2>
      <p>{t('league.invite.help')}</p>
      <label className="league-form__label" htmlFor={fieldId}>
        {t('league.invite.link')}
      </label>
      <input id={fieldId} className="league-form__input" value={link} readOnly onFocus={(event) => event.target.select()} />
      <div className="league-actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {t('league.invite.copy')}
        </button>
        {league.owner && (
          <ConfirmAction
            label={t('league.invite.renew')}
            question={t('league.invite.renew.confirm')}
            onConfirm={async () => {
              try {
                onChanged(await api.renewInvitation(league.id));
                toast.success(t('league.invite.renewed'));
              } catch (error) {
                onFailure(error);
              }
            }}
          />
        )}
      </div>
      <Suspense fallback={<div className="qr-code qr-code--loading" />}>
        <QrCode text={link} label={t('league.invite.qr', { league: league.name })} />
      </Suspense>
    </section>
  );
}
