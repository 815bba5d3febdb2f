import { useEffect } from 'react';
import { create } from 'zustand';
import { apiGet } from '../api/api-client.ts';
import { answers } from '../api/answers.ts';
import { tPlayer as t } from '../../i18n/fr-player.ts';
import { useProvider } from '../provider/provider-context.ts';
import { LegalLink, PRIVACY_PATH } from '../legal/legal-links.tsx';
import { type ConsentChoice, readConsent, saveConsent } from './consent-choice.ts';
import { startMeasurement, stopMeasurement } from './measurement.ts';
import './consent.css';

/**
 * The consent banner for the optional third-party audience measurement (platform §9): shown only when the
 * server has a measurement id, and nothing third-party is loaded before « Accepter ». Refusing is as easy as
 * accepting, and the footer's « Cookies » link brings the choice back. This module is its own chunk.
 */
interface ConsentState {
  measurementId: string | null;
  choice: ConsentChoice | null;
  open: boolean;
}

const useConsentStore = create<ConsentState>()(() => ({ measurementId: null, choice: readConsent(), open: false }));

let configured: Promise<void> | null = null;

function loadSiteConfig(): Promise<void> {
  configured ??= apiGet('/api/site-config', answers.siteConfig).then(
    ({ measurement_id: id }) => {
      if (!id) return;
      const { choice } = useConsentStore.getState();
      useConsentStore.setState({ measurementId: id, open: choice === null });
      if (choice === 'granted') startMeasurement(id);
    },
    (error: unknown) => {
      configured = null;
      console.warn('Site settings not loaded: no third-party measurement', error);
    },
  );
  return configured;
}

function answer(choice: ConsentChoice): void {
  const { measurementId } = useConsentStore.getState();
  saveConsent(choice);
  useConsentStore.setState({ choice, open: false });
  if (measurementId === null) return;
  if (choice === 'granted') startMeasurement(measurementId);
  else stopMeasurement(measurementId);
}

export function ConsentBanner() {
  const { measurementId, open } = useConsentStore();
  const { provider } = useProvider();
  useEffect(() => void loadSiteConfig(), []);
  if (measurementId === null || !open) return null;
  return (
    <section className="floating-bar consent" aria-labelledby="consent-title">
      <div className="consent__text">
        <h2 id="consent-title" className="consent__title">
          {t('consent.title')}
        </h2>
        <p>
          {t('consent.text')}{' '}
          <LegalLink
            url={provider.legal.privacy_url}
            to={PRIVACY_PATH}
            label={t('consent.privacy')}
            onClick={() => useConsentStore.setState({ open: false })}
          />
        </p>
      </div>
      <div className="consent__actions">
        <button type="button" className="button button--ghost" onClick={() => answer('denied')}>
          {t('consent.refuse')}
        </button>
        <button type="button" className="button button--primary" onClick={() => answer('granted')}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}

/** The third-party measurement id when the site has one (null while unknown or without one). */
export function useMeasurementId(): string | null {
  const measurementId = useConsentStore((state) => state.measurementId);
  useEffect(() => void loadSiteConfig(), []);
  return measurementId;
}

/** « Cookies » (footer, privacy page), when there is something to consent to: opens the banner again. */
export function ConsentLink({ className = 'site-footer__button' }: { className?: string }) {
  const measurementId = useMeasurementId();
  if (measurementId === null) return null;
  return (
    <button type="button" className={className} onClick={() => useConsentStore.setState({ open: true })}>
      {t('consent.manage')}
    </button>
  );
}
