import { storedUnplaced } from '@jdj/puzzles';
import { tDecrypto as t } from '../../i18n/fr-decrypto.ts';
import type { EndSectionProps } from '../game-definition.ts';

/** Decrypto's part of the end screen: the day's code, found, and how many attempts it took (score data). */
export function DecryptoEnd({ score }: EndSectionProps) {
  const code = score?.data?.code;
  const attempts = score?.data?.attempts;
  const jokers = score?.data?.jokers;
  // A code the jokers gave is not « found at the first attempt » (issue 34).
  const revealed = storedUnplaced(score?.data) === 'jokers' && typeof jokers === 'number';
  if (typeof code !== 'string' || !/^\d{5}$/.test(code)) return null;
  return (
    <section className="decrypto-end" aria-labelledby="decrypto-end-title">
      <h2 id="decrypto-end-title" className="decrypto-end__title">
        {t('decrypto.end.code')}
      </h2>
      <div className="decrypto__marks decrypto-end__code" role="img" aria-label={t('decrypto.end.code-label', { code: [...code].join(' ') })}>
        {[...code].map((digit, i) => (
          <span key={i} className="decrypto__mark decrypto__mark--correct" aria-hidden="true">
            <span className="decrypto__mark-digit">{digit}</span>
          </span>
        ))}
      </div>
      {revealed ? (
        <p className="decrypto-end__attempts">{t('decrypto.end.revealed', { n: jokers })}</p>
      ) : (
        typeof attempts === 'number' && (
          <p className="decrypto-end__attempts">{t(attempts > 1 ? 'decrypto.end.attempts' : 'decrypto.end.attempt', { n: attempts })}</p>
        )
      )}
    </section>
  );
}
