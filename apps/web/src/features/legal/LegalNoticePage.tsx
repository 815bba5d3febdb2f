import type { ReactNode } from 'react';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { tLegal as t } from '../../i18n/fr-legal.ts';
import { LegalLink, PRIVACY_PATH } from '../../shared/legal/legal-links.tsx';
import { LegalItems, textLines } from './LegalItems.tsx';
import { OwnPageNotice } from './OwnPageNotice.tsx';
import '../../styles/page.css';
import './legal.css';

/**
 * « Mentions légales » in the provider's name: every item French law asks for (LCEN art. 6-III: the editor, its
 * address, the director of publication, a contact, the host with its address and phone), each the provider's
 * own or the operator's; a missing one says « Non renseigné », and nothing sends the reader to details the
 * page does not show. The other mentions (free text of older settings) follow the items.
 */
export default function LegalNoticePage() {
  const { provider } = useProvider();
  const { legal } = provider;
  const site = provider.name;
  const details = textLines(legal.details);
  const email: ReactNode = legal.contact_email && <a href={`mailto:${legal.contact_email}`}>{legal.contact_email}</a>;
  return (
    <article className="page page--narrow legal">
      <h1 className="page__title">{t('legal.title')}</h1>
      {legal.notice_url && <OwnPageNotice url={legal.notice_url} text={t('legal.own-page', { site })} link={t('legal.own-page.link', { site })} />}
      <p>{t('legal.intro', { site })}</p>
      <section aria-labelledby="legal-editor">
        <h2 id="legal-editor">{t('legal.editor.title')}</h2>
        <LegalItems
          testId="legal-editor"
          items={[
            { label: t('legal.editor.name'), value: legal.editor_name },
            { label: t('legal.editor.address'), value: legal.editor_address, lines: true, feminine: true },
            { label: t('legal.editor.director'), value: legal.director },
          ]}
        />
      </section>
      <section aria-labelledby="legal-contact">
        <h2 id="legal-contact">{t('legal.contact.title')}</h2>
        <p>{t('legal.contact.text')}</p>
        <LegalItems
          testId="legal-contact"
          items={[
            { label: t('legal.contact.email'), value: legal.contact_email, shown: email },
            // Optional: a line only when the provider gives one (the email is the contact the page needs).
            ...(legal.contact_phone ? [{ label: t('legal.contact.phone'), value: legal.contact_phone }] : []),
          ]}
        />
      </section>
      <section aria-labelledby="legal-host">
        <h2 id="legal-host">{t('legal.host.title')}</h2>
        <LegalItems
          testId="legal-host"
          items={[
            { label: t('legal.host.name'), value: legal.host_name },
            { label: t('legal.host.address'), value: legal.host_address, lines: true, feminine: true },
            { label: t('legal.host.phone'), value: legal.host_phone },
          ]}
        />
      </section>
      {details.length > 0 && (
        <section aria-labelledby="legal-details">
          <h2 id="legal-details">{t('legal.details.title')}</h2>
          <p className="legal__lines" data-testid="legal-details">
            {details.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </p>
        </section>
      )}
      <section aria-labelledby="legal-ip">
        <h2 id="legal-ip">{t('legal.ip.title')}</h2>
        <p>{t('legal.ip.text')}</p>
      </section>
      <section aria-labelledby="legal-data">
        <h2 id="legal-data">{t('legal.data.title')}</h2>
        <p>
          {t('legal.data.text')} <LegalLink url={legal.privacy_url} to={PRIVACY_PATH} label={t('privacy.title')} />
        </p>
      </section>
    </article>
  );
}
