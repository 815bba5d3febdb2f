import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PrivacyFactsDto, ProviderLegalDto } from '../../shared/api/api-types.ts';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { frLegal, tLegal as t } from '../../i18n/fr-legal.ts';
import { keepPunctuationAttached } from '../../i18n/typography.ts';
import { CONSENT_MAX_AGE_MS } from '../../shared/consent/consent-choice.ts';
import { ConsentLink, useMeasurementId } from '../../shared/consent/Consent.tsx';
import { ForgetDevice } from '../../shared/device-data/ForgetDevice.tsx';
import { frenchDuration } from './durations.ts';
import { LegalItems, textLines } from './LegalItems.tsx';
import { OwnPageNotice } from './OwnPageNotice.tsx';
import { type FactsState, usePrivacyFacts } from './privacy-facts.ts';
import '../../styles/page.css';
import './legal.css';

/**
 * The uses of data the page describes, in the order a player meets them; `third-party` only when the site has
 * one. Each has its purpose, legal basis (GDPR art. 6), data, recipients and retention.
 */
const KINDS = [
  'account',
  'scores',
  'leagues',
  'reminders',
  'device',
  'sessions',
  'links',
  'mails',
  'audience',
  'abuse',
  'known-device',
  'browser',
  'third-party',
] as const;
type Kind = (typeof KINDS)[number];
/** What exists only with accounts: a provider without them (no_login) keeps none of it. */
const ACCOUNT_KINDS: readonly Kind[] = ['account', 'leagues', 'sessions', 'links', 'mails', 'known-device'];

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

/** The texts name several values at once (times, recipients): filled here rather than through t(). */
function fill(text: string, values: Record<string, string>): string {
  return keepPunctuationAttached(text.replace(/\{([a-zA-Z]+)\}/g, (placeholder, name: string) => values[name] ?? placeholder));
}

function Kind({ kind, values, children }: { kind: Kind; values: Record<string, string>; children?: ReactNode }) {
  const headingId = `privacy-${kind}`;
  return (
    <section className="privacy-kind" aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`privacy.${kind}.title`)}</h3>
      <dl className="privacy-kind__facts">
        <dt>{t('privacy.what')}</dt>
        <dd>{t(`privacy.${kind}.what`)}</dd>
        <dt>{t('privacy.why')}</dt>
        <dd>{t(`privacy.${kind}.why`)}</dd>
        <dt>{t('privacy.basis')}</dt>
        <dd data-testid={`privacy-${kind}-basis`}>{t(`privacy.${kind}.basis`)}</dd>
        <dt>{t('privacy.to')}</dt>
        <dd data-testid={`privacy-${kind}-to`}>{fill(frLegal[`privacy.${kind}.to`], values)}</dd>
        <dt>{t('privacy.how-long')}</dt>
        <dd data-testid={`privacy-${kind}-how-long`}>{fill(frLegal[`privacy.${kind}.how-long`], values)}</dd>
      </dl>
      {children}
    </section>
  );
}

/** Who answers for the data (GDPR art. 13.1.a): the editor of the « Mentions légales », each item or « Non renseigné ». */
function Controller({ legal }: { legal: ProviderLegalDto }) {
  return (
    <section aria-labelledby="privacy-controller">
      <h2 id="privacy-controller">{t('privacy.controller.title')}</h2>
      <p>{t('privacy.controller.text')}</p>
      <LegalItems
        testId="privacy-controller-items"
        items={[
          { label: t('privacy.controller.name'), value: legal.editor_name },
          { label: t('privacy.controller.address'), value: legal.editor_address, lines: true, feminine: true },
          {
            label: t('privacy.controller.contact'),
            value: legal.contact_email,
            shown: legal.contact_email && <a href={`mailto:${legal.contact_email}`}>{legal.contact_email}</a>,
          },
        ]}
      />
    </section>
  );
}

/** Where to write for what the site's own tools do not do: the email, else the postal address shown here, else say there is none. */
function OtherRequests({ legal }: { legal: ProviderLegalDto }) {
  const contact = legal.contact_email;
  if (contact)
    return (
      <li>
        {t('privacy.rights.other-before')} <a href={`mailto:${contact}`}>{contact}</a>
        {t('privacy.rights.other-after')}
      </li>
    );
  if (legal.editor_address)
    return (
      <li>
        {t('privacy.rights.other-postal', {
          editor: legal.editor_name ?? t('privacy.rights.editor-unknown'),
          address: textLines(legal.editor_address).join(', '),
        })}
      </li>
    );
  return <li>{t('privacy.rights.other-none')}</li>;
}

/**
 * « Politique de confidentialité » in the provider's name (GDPR art. 13): who answers for the data, then for
 * each use what is stored, why, on which legal basis, who receives it (the host of the « Mentions légales »,
 * the mail sender, Google only after consent) and for how long (the times the code applies, from GET
 * /api/privacy), and how to exercise each right, « Oublier cet appareil » included.
 */
export default function PrivacyPage() {
  const { provider, hasFeature } = useProvider();
  const { legal } = provider;
  const site = provider.name;
  const values = {
    ...durations(usePrivacyFacts()),
    host: legal.host_name ? t('privacy.host', { host: legal.host_name }) : t('privacy.host.unknown'),
    mailer: legal.mail_provider ? t('privacy.mailer', { mailer: legal.mail_provider }) : t('privacy.mailer.unknown'),
  };
  const measured = useMeasurementId() !== null;
  const accounts = !hasFeature('no_login');
  const kinds = KINDS.filter(
    (kind) => (kind !== 'third-party' || measured) && (kind !== 'reminders' || hasFeature('reminders')) && (accounts || !ACCOUNT_KINDS.includes(kind)),
  );
  return (
    <article className="page page--narrow legal">
      <h1 className="page__title">{t('privacy.title')}</h1>
      {legal.privacy_url && <OwnPageNotice url={legal.privacy_url} text={t('privacy.own-page', { site })} link={t('privacy.own-page.link', { site })} />}
      <p>{t('privacy.intro', { site })}</p>

      <Controller legal={legal} />

      <section aria-labelledby="privacy-stored">
        <h2 id="privacy-stored">{t('privacy.stored.title')}</h2>
        {kinds.map((kind) => (
          <Kind key={kind} kind={kind} values={values}>
            {kind === 'leagues' && (
              <p className="privacy-kind__note" data-testid="privacy-leagues-name">
                {t('privacy.leagues.name')}
              </p>
            )}
          </Kind>
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
          <OtherRequests legal={legal} />
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
