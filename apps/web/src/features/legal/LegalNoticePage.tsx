import { useProvider } from '../../app/provider/provider-context.ts';
import { tLegal as t } from '../../i18n/fr-legal.ts';
import { LegalLink, PRIVACY_PATH } from './legal-links.tsx';
import { OwnPageNotice } from './OwnPageNotice.tsx';
import '../../styles/page.css';
import './legal.css';

/** « Mentions légales » in the provider's name: its publisher and host (operator-written lines), its contact. */
export default function LegalNoticePage() {
  const { provider } = useProvider();
  const { legal } = provider;
  const site = provider.name;
  const details = legal.details?.split('\n').map((line) => line.trim()).filter(Boolean) ?? [];
  return (
    <article className="page page--narrow legal">
      <h1 className="page__title">{t('legal.title')}</h1>
      {legal.notice_url && <OwnPageNotice url={legal.notice_url} text={t('legal.own-page', { site })} link={t('legal.own-page.link', { site })} />}
      <section aria-labelledby="legal-publisher">
        <h2 id="legal-publisher">{t('legal.publisher.title')}</h2>
        <p>{t('legal.publisher.name', { site })}</p>
        {details.length > 0 ? (
          <p className="legal__details" data-testid="legal-details">
            {details.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </p>
        ) : (
          <p>{t('legal.publisher.missing')}</p>
        )}
      </section>
      <section aria-labelledby="legal-contact">
        <h2 id="legal-contact">{t('legal.contact.title')}</h2>
        {legal.contact_email ? (
          <p>
            {t('legal.contact.text')} <a href={`mailto:${legal.contact_email}`}>{legal.contact_email}</a>
          </p>
        ) : (
          <p>{t('legal.contact.missing')}</p>
        )}
      </section>
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

