import { Link } from 'react-router';
import { tNumero as t } from '../../i18n/fr-numero.ts';
import { readShareSummary } from '../../shared/share/share-summaries.ts';
import type { EndSectionProps } from '../game-definition.ts';

/** Document 2 §6: the provider olj has no 'Retour' on Numero's end screen. */
const NO_BACK_PROVIDERS = new Set(['olj']);

/**
 * Numero's part of the end screen: the points of the game and 'Retour' to home (except for olj). The points
 * are said once: the shell's « Votre partie » already names them where this device won the game.
 */
export function NumeroEnd({ date, score, provider }: EndSectionProps) {
  const points = score?.data?.points;
  const summarised = score?.data?.won !== false && !score?.refused && readShareSummary('numero', date) !== null;
  return (
    <div className="numero-end">
      {typeof points === 'number' && !summarised && <p>{t('numero.end.points', { n: points })}</p>}
      {!NO_BACK_PROVIDERS.has(provider) && (
        <Link className="button button--ghost" to="/">
          {t('numero.end.back')}
        </Link>
      )}
    </div>
  );
}
