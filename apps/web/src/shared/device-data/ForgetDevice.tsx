import { useId, useState } from 'react';
import { apiPost } from '../api/api-client.ts';
import { answers } from '../api/answers.ts';
import { readStorage } from '../storage/safe-storage.ts';
import { tDevice as t } from '../../i18n/fr-device.ts';
import { useSessionUser } from '../account/session-store.ts';
import { isUuid, LOCAL_USER_ID_KEY } from '../player/player-id.ts';
import { clearLocalData } from './local-data.ts';
import '../../styles/danger-button.css';
import './forget-device.css';

type Step = { kind: 'idle' } | { kind: 'confirm' } | { kind: 'busy' } | { kind: 'done'; scores: number } | { kind: 'failed' };

/**
 * Erases this browser's anonymous player on the server (proven with its key), then everything the browser
 * keeps. Nothing local is erased when the server could not be reached: the player can try again.
 */
async function forgetThisDevice(): Promise<number> {
  const id = readStorage('local', LOCAL_USER_ID_KEY)?.trim().toLowerCase();
  let scores = 0;
  // A browser that never had a player has nothing on the server.
  if (isUuid(id)) scores = (await apiPost('/api/players/forget', { local_user_id: id }, answers.forgetDevice)).erased.scores ?? 0;
  clearLocalData();
  return scores;
}

const scoresText = (n: number) => (n === 0 ? t('forget.scores.none') : t(n > 1 ? 'forget.scores.other' : 'forget.scores.one', { n }));

/** « Oublier cet appareil », for a player without an account (privacy page, stats page). */
export function ForgetDevice() {
  const signedIn = useSessionUser() !== null;
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const headingId = useId();
  const questionId = useId();

  const forget = () => {
    setStep({ kind: 'busy' });
    forgetThisDevice().then(
      (scores) => setStep({ kind: 'done', scores }),
      (error: unknown) => {
        console.warn('This device could not be forgotten', error);
        setStep({ kind: 'failed' });
      },
    );
  };

  return (
    <section className="forget-device" aria-labelledby={headingId} id="oublier-cet-appareil">
      <h2 id={headingId}>{t('forget.title')}</h2>
      {step.kind === 'done' ? (
        <>
          <p className="form-success" role="status">
            {t('forget.done', { scores: scoresText(step.scores) })}
          </p>
          {/* A full load: nothing of the forgotten player stays in the page's memory. */}
          <a className="button button--primary" href="/">
            {t('forget.home')}
          </a>
        </>
      ) : signedIn ? (
        <p>{t('forget.signed-in')}</p>
      ) : (
        <>
          <p>{t('forget.help')}</p>
          {step.kind === 'failed' && (
            <p className="form-error" role="alert">
              {t('forget.error')}
            </p>
          )}
          {step.kind === 'confirm' || step.kind === 'busy' ? (
            <div role="group" aria-labelledby={questionId} className="forget-device__confirm">
              <p id={questionId}>
                <strong>{t('forget.confirm-question')}</strong>
              </p>
              <div className="auth-actions">
                <button type="button" className="button button--danger" onClick={forget} disabled={step.kind === 'busy'}>
                  {t('forget.confirm')}
                </button>
                <button type="button" className="button button--ghost" onClick={() => setStep({ kind: 'idle' })}>
                  {t('forget.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="button button--ghost" onClick={() => setStep({ kind: 'confirm' })}>
              {t('forget.start')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
