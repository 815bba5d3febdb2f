import { Link } from 'react-router';
import type { PrivacyFactsDto } from '../../app/api-types.ts';
import { useProvider } from '../../app/provider/provider-context.ts';
import { frLegal, tLegal as t } from '../../i18n/fr-legal.ts';
import { CONSENT_MAX_AGE_MS } from '../consent/consent-choice.ts';
import { ConsentLink, useMeasurementId } from '../consent/Consent.tsx';
import { ForgetDevice } from '../device-data/ForgetDevice.tsx';
import { LEGAL_NOTICE_PATH } from './legal-links.tsx';
import { frenchDuration } from './durations.ts';
import { OwnPageNotice } from './OwnPageNotice.tsx';
import { type FactsState, usePrivacyFacts } from './privacy-facts.ts';
import '../../styles/page.css';
import './legal.css';

/** The kinds of data of the page, in the order a player meets them; `third-party` only when the site has one. */
const KINDS = ['account', 'scores', 'device', 'sessions', 'links', 'audience', 'abuse', 'known-device', 'browser', 'third-party'] as const;
type Kind = (typeof KINDS)[number];
/** What exists only with accounts: a provider without them (no_login) keeps none of it. */
const ACCOUNT_KINDS: readonly Kind[] = ['account', 'sessions', 'links', 'known-device'];

/** The retention times, in words, for the texts' placeholders. */
function durations(state: FactsState): Record<string, string> {
  const text = (pick: (facts: PrivacyFactsDto) => number) =>
    state.status === 'ready' ? frenchDuration(pick(state.facts)) : state.status === 'loading' ? '…' : t('privacy.unavailable');
  return {
    moveLog: text((f) => f.move_log_s),
    session: text((f) => f.session_s),
    verificationLink: text((f) => f.verification_link_s),
    resetLink: text((f) => f.reset_link_s),
    usedCode: text((f) => f.used_code_s),
    analytics: text((f) => f.analytics_s),
    counters: text((f) => f.counters_s),
    signInWindow: text((f) => f.sign_in_window_s),
    knownDevice: text((f) => f.known_device_s),
    // Kept by the browser, not the server: the consent module's own constant.
    consent: frenchDuration(CONSENT_MAX_AGE_MS / 1000),
  };
}

/** The how-long texts name several times at once: filled here rather than through t(). */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

function Kind({ kind, values }: { kind: Kind; values: Record<string, string> }) {
  const headingId = `privacy-${kind}`;
  return (
    <section className="privacy-kind" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`privacy.${kind}.title`)}</h3>
      <dl className="privacy-kind__facts">
        <dt>{t('privacy.what')}</dt>
        <dd>{t(`privacy.${kind}.what`)}</dd>
        <dt>{t('privacy.why')}</dt>
        <dd>{t(`privacy.${kind}.why`)}</dd>
        <dt>{t('privacy.how-long')}</dt>
        <dd data-testid={`privacy-${kind}-how-long`}>{fill(frLegal[`privacy.${kind}.how-long`], values)}</dd>
      </dl>
    </section>
  );
}

/**
 * « Politique de confidentialité » in the provider's name: what is stored, why, for how long (the times the
 * code applies, from GET /api/privacy) and how to exercise each right, « Oublier cet appareil » included.
 */
export default function PrivacyPage() {
  const { provider, hasFeature } = useProvider();
  const { legal } = provider;
  const site = provider.name;
  const values = durations(usePrivacyFacts());
  const measured = useMeasurementId() !== null;
  const accounts = !hasFeature('no_login');
  const kinds = KINDS.filter((kind) => (kind !== 'third-party' || measured) && (accounts || !ACCOUNT_KINDS.includes(kind)));
  const contact = legal.contact_email;
  return (
    <article className="page page--narrow legal">
      <h1 className="page__title">{t('privacy.title')}</h1>
      {legal.privacy_url && <OwnPageNotice url={legal.privacy_url} text={t('privacy.own-page', { site })} link={t('privacy.own-page.link', { site })} />}
      <p>{t('privacy.intro', { site })}</p>

      <section aria-labelledby="privacy-stored">
        <h2 id="privacy-stored">{t('privacy.stored.title')}</h2>
        {kinds.map((kind) => (
          <Kind key={kind} kind={kind} values={values} />
        ))}
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t('privacy.rights.title')}</h2>
        <ul className="legal__rights">
          {accounts ? (
            <>
              <li>
                {t('privacy.rights.access')} <Link to="/profile">{t('privacy.rights.profile')}</Link>
              </li>
              <li>{t('privacy.rights.rectify')}</li>
              <li>{t('privacy.rights.erase')}</li>
            </>
          ) : (
            <li>{t('privacy.rights.erase-device')}</li>
          )}
          <li>{measured ? t('privacy.rights.consent') : t('privacy.rights.no-consent')}</li>
          <li>
            {contact ? (
              <>
                {t('privacy.rights.other-before')} <a href={`mailto:${contact}`}>{contact}</a>
                {t('privacy.rights.other-after')}
              </>
            ) : (
              <>
                {t('privacy.rights.other-no-contact')} <Link to={LEGAL_NOTICE_PATH}>{t('privacy.rights.legal-link')}</Link>
              </>
            )}
          </li>
          <li>
            {t('privacy.rights.cnil')}{' '}
            <a href="https://www.cnil.fr/fr/plaintes" target="_blank" rel="noopener noreferrer">
              www.cnil.fr
            </a>
          </li>
        </ul>
        {measured && (
          <p className="legal__consent">
            {t('privacy.manage-consent')} <ConsentLink className="button button--ghost" />
          </p>
        )}
      </section>

      <ForgetDevice />
    </article>
  );
}
