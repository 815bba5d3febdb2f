import { useEffect } from 'react';
import { create } from 'zustand';
import { apiGet } from '../../app/api-client.ts';
import type { SiteConfigDto } from '../../app/api-types.ts';
import { tPlayer as t } from '../../i18n/fr-player.ts';
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
  configured ??= apiGet<SiteConfigDto>('/api/site-config').then(
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
  useEffect(() => void loadSiteConfig(), []);
  if (measurementId === null || !open) return null;
  return (
    <section className="floating-bar consent" aria-labelledby="consent-title">
      <div className="consent__text">
        <h2 id="consent-title" className="consent__title">
          {t('consent.title')}
        </h2>
        <p>{t('consent.text')}</p>
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

/** « Cookies » in the footer, when there is something to consent to: opens the banner again. */
export function ConsentLink() {
  const measurementId = useConsentStore((state) => state.measurementId);
  useEffect(() => void loadSiteConfig(), []);
  if (measurementId === null) return null;
  return (
    <button type="button" className="site-footer__button" onClick={() => useConsentStore.setState({ open: true })}>
      {t('consent.manage')}
    </button>
  );
}
