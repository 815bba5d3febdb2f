import { type DigitMark, marksOf } from '@jdj/puzzles';
import { useEffect, useState } from 'react';
import { tDecrypto as t } from '../../i18n/fr-decrypto.ts';
import type { RulesProps } from '../game-definition.ts';
import { MARK_SYMBOLS } from './DecryptoBoard.tsx';

/** The demo: against the code 4 7 4 1 0, the attempt 4 4 1 9 4 gets its marks one digit at a time. */
const DEMO_DIGITS = '44194';
const DEMO_MARKS = marksOf('cmmnd');
const DEMO_STEP_MS = 700;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function DecryptoDemo() {
  const [step, setStep] = useState(() => (prefersReducedMotion() ? DEMO_MARKS.length : 0));
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const timer = window.setInterval(() => setStep((s) => (s + 1) % (DEMO_MARKS.length + 3)), DEMO_STEP_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <ol className="decrypto__marks decrypto-demo" aria-hidden="true">
      {[...DEMO_DIGITS].map((digit, i) => {
        const mark: DigitMark | null = i < step ? (DEMO_MARKS[i] as DigitMark) : null;
        return (
          <li key={i} className={`decrypto__mark${mark ? ` decrypto__mark--${mark}` : ''}`}>
            <span className="decrypto__mark-digit">{digit}</span>
            {mark && <span className="decrypto__mark-symbol">{MARK_SYMBOLS[mark]}</span>}
          </li>
        );
      })}
    </ol>
  );
}

/** The rules of Decrypto in French (document 2 §4, §5), with the animated demo. */
export function DecryptoRules({ jokerPenalty }: RulesProps) {
  return (
    <div className="decrypto-rules">
      <DecryptoDemo />
      <p>{t('decrypto.rules.goal')}</p>
      <ul>
        <li>{t('decrypto.rules.input')}</li>
        <li>
          {t('decrypto.rules.marks')}
          <ul className="decrypto-rules__marks">
            {(['correct', 'misplaced', 'duplicate', 'none'] as const).map((mark) => (
              <li key={mark}>
                <span className={`decrypto__mark decrypto__mark--${mark} decrypto__mark--small`} aria-hidden="true">
                  <span className="decrypto__mark-symbol">{MARK_SYMBOLS[mark]}</span>
                </span>
                {t(`decrypto.rules.${mark}`)}
              </li>
            ))}
          </ul>
        </li>
        <li>{t('decrypto.rules.unlimited')}</li>
        <li>{jokerPenalty ? t('decrypto.rules.joker', { n: jokerPenalty }) : t('decrypto.rules.joker-free')}</li>
        <li>{t('decrypto.rules.online')}</li>
        <li>{t('decrypto.rules.timer')}</li>
      </ul>
    </div>
  );
}
