import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';
import { leagueApi } from './league-api.ts';
import { LeagueNameForm } from './LeagueNameForm.tsx';
import { useLoad } from './use-load.ts';
import '../../styles/page.css';
import './leagues.css';

export const membersText = (n: number) => t(n > 1 ? 'leagues.members.other' : 'leagues.members.one', { n });

/** « Mes ligues » (/ligues): the player's leagues of this provider, and a form to create one. */
export function LeaguesPage() {
  const { provider } = useProvider();
  const api = leagueApi(provider.slug);
  const { load } = useLoad(provider.slug, (signal) => api.list(signal));
  const navigate = useNavigate();
  const titleId = useId();

  async function create(name: string) {
    const league = await api.create(name);
    navigate(`/ligues/${league.id}`);
  }

  return (
    <article className="page page--narrow leagues">
      <h1 className="page__title">{t('leagues.title')}</h1>
      <p>{t('leagues.intro')}</p>
      {load.status === 'loading' && <p role="status">{t('leagues.loading')}</p>}
      {load.status === 'failed' && (
        <p className="league-error" role="alert">
          {load.message}
        </p>
      )}
      {load.status === 'ready' &&
        (load.data.leagues.length === 0 ? (
          <p className="leagues__none">{t('leagues.none')}</p>
        ) : (
          <ul className="leagues__list">
            {load.data.leagues.map((league) => (
              <li key={league.id}>
                <Link className="leagues__item" to={`/ligues/${league.id}`}>
                  <span className="leagues__name">{league.name}</span>
                  <span className="leagues__meta">
                    {membersText(league.members)}
                    {league.owner && ` · ${t('leagues.owner')}`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
      <section className="league-card" aria-labelledby={`${titleId}-title`}>
        <h2 id={`${titleId}-title`} className="league-card__title">
          {t('leagues.create.title')}
        </h2>
        <LeagueNameForm initialName="" submitLabel={t('leagues.create.submit')} buttonClassName="button button--primary" onSubmit={create} />
        {load.status === 'ready' && (
          <p className="league-form__hint">{t('leagues.limits', { members: load.data.max_members, leagues: load.data.max_leagues })}</p>
        )}
      </section>
    </article>
  );
}
