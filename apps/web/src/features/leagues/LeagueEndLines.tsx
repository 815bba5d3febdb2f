import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { apiGet } from '../../shared/api/api-client.ts';
import type { LeaguePlaceDto } from '../../shared/api/api-types.ts';
import { tPlayer as t } from '../../i18n/fr-player.ts';
import { useSessionUser } from '../../shared/account/session-store.ts';
import type { EndScreenExtensionProps } from '../../shared/extensions/end-screen.ts';
import { ShareIcon } from '../../shared/ui/icons.tsx';
import { shareText } from '../../shared/share/share.ts';
import { ShareModal } from '../../shared/share/ShareModal.tsx';
import { leagueDayUrl } from './invitation.ts';
import { leagueAnswers } from './league-answers.ts';
import { ordinal } from './ordinal.ts';
import './league-end-lines.css';

/** The player's place in each of their leagues for this game and day, once the server has the score. */
function useLeaguePlaces(slug: string, date: string, provider: string, ready: boolean): LeaguePlaceDto[] {
  const [places, setPlaces] = useState<LeaguePlaceDto[]>([]);
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    apiGet(`/api/leagues/places/${slug}/${date}?provider=${encodeURIComponent(provider)}`, leagueAnswers.places, { signal: controller.signal }).then(
      (answer) => setPlaces(answer.leagues),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('League places not loaded', error);
      },
    );
    return () => controller.abort();
  }, [slug, date, provider, ready]);
  return ready ? places : [];
}

/**
 * On every game's end screen: one line per league of the signed-in player (« Ligue Bureau : 2ᵉ sur 7
 * aujourd'hui »), linking to that day's ranking, with a share whose text names the league.
 */
export function LeagueEndLines({ slug, gameName, date, today, provider, score }: EndScreenExtensionProps) {
  const signedIn = useSessionUser() !== null;
  const places = useLeaguePlaces(slug, date, provider.slug, signedIn && score !== undefined && !score.pending);
  const [sharing, setSharing] = useState<LeaguePlaceDto | null>(null);
  if (places.length === 0 || !score) return null;
  const when = date === today ? 'today' : 'past';
  const placeText = (league: LeaguePlaceDto) =>
    league.place === null
      ? t('league.line.unranked', { league: league.name })
      : t(`league.line.${when}`, { league: league.name, place: ordinal(league.place), placed: league.placed });
  return (
    <section className="league-lines" aria-labelledby="league-lines-title">
      <h2 id="league-lines-title" className="visually-hidden">
        {t('league.line.title')}
      </h2>
      <ul className="league-lines__list">
        {places.map((league) => (
          <li key={league.id} className="league-lines__item">
            <Link className="league-lines__link" to={`/ligues/${league.id}?jeu=${slug}&date=${date}`}>
              {placeText(league)}
            </Link>
            {league.place !== null && (
              <button
                type="button"
                className="icon-button league-lines__share"
                aria-label={t('league.line.share', { league: league.name })}
                title={t('league.line.share', { league: league.name })}
                onClick={() => setSharing(league)}
              >
                <ShareIcon />
              </button>
            )}
          </li>
        ))}
      </ul>
      {sharing && sharing.place !== null && (
        <ShareModal
          title={gameName}
          slug={slug}
          text={t(`league.share.${when}`, {
            result: shareText(gameName, score.score),
            place: ordinal(sharing.place),
            placed: sharing.placed,
            league: sharing.name,
          })}
          // Among the league's members: its day ranking, copied or sent through the phone's own share sheet.
          url={leagueDayUrl(window.location.origin, sharing.id, slug, date)}
          platforms={[]}
          onClose={() => setSharing(null)}
        />
      )}
    </section>
  );
}
