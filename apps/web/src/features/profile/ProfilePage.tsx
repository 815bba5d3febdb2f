import type { LinkedAccountDto } from '@jdj/api/account';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { accountAnswers } from '../../shared/account/account-answers.ts';
import { authCall } from '../../shared/account/auth-api.ts';
import { DataSection } from './DataSection.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { EmailSection } from './EmailSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import { frenchDateTime, useAccount } from './use-account.ts';
import '../../shared/account/auth-forms.css';
import '../../styles/page.css';

interface LinkSectionProps {
  id: string;
  title: string;
  help: string;
  to: string;
  link: string;
}

/** A profile section that leads to a page of its own (leagues, reminders): a heading, a line of help, a link. */
function LinkSection({ id, title, help, to, link }: LinkSectionProps) {
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{help}</p>
      <Link className="button button--ghost" to={to}>
        {link}
      </Link>
    </section>
  );
}

function accountLabel(providerId: string): string {
  return providerId === 'credential' ? t('profile.account.credential') : t('profile.account.oidc');
}

function Row({ label, value, testId }: { label: string; value: string | null | undefined; testId: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value ? value : t('profile.not-set')}</dd>
    </>
  );
}

export default function ProfilePage() {
  const [account, reload] = useAccount();
  const [linked, setLinked] = useState<LinkedAccountDto[] | null>(null);
  const [sessionsVersion, setSessionsVersion] = useState(0);

  useEffect(() => {
    authCall('list-accounts', { answer: accountAnswers.linkedAccounts }).then(
      (accounts) => setLinked(accounts),
      (error: unknown) => {
        console.warn('Connected accounts could not be loaded', error);
        setLinked([]);
      },
    );
  }, []);

  if (account.status !== 'ready') {
    return (
      <article className="page page--narrow">
        <h1 className="page__title">{t('profile.title')}</h1>
        {account.status === 'loading' ? (
          <p role="status">{t('profile.loading')}</p>
        ) : (
          <p className="form-error" role="alert">
            {t('auth.generic-error')}
          </p>
        )}
      </article>
    );
  }

  const { user } = account;
  const hasPassword = linked === null || linked.some((entry) => entry.providerId === 'credential');
  return (
    <article className="page page--narrow">
      <h1 className="page__title">{t('profile.title')}</h1>

      <section className="profile-section" aria-labelledby="profile-details">
        <h2 id="profile-details">{t('profile.account-details')}</h2>
        <dl className="profile-list">
          <Row label={t('profile.username')} value={user.username} testId="profile-username" />
          <Row label={t('profile.firstname')} value={user.first_name} testId="profile-first-name" />
          <Row label={t('profile.lastname')} value={user.last_name} testId="profile-last-name" />
          <Row label={t('profile.phone')} value={user.phone} testId="profile-phone" />
          <Row
            label={t('profile.email')}
            value={`${user.email} (${user.emailVerified ? t('profile.email-verified') : t('profile.email-not-verified')})`}
            testId="profile-email"
          />
          <Row label={t('profile.created-at')} value={frenchDateTime(user.createdAt)} testId="profile-created-at" />
          <Row label={t('profile.updated-at')} value={frenchDateTime(user.updatedAt)} testId="profile-updated-at" />
          <Row label={t('profile.id')} value={user.id} testId="profile-id" />
        </dl>
        <div className="auth-actions">
          <Link className="button button--primary" to="/profile/edit">
            {t('profile.edit-link')}
          </Link>
          <Link className="button button--ghost" to="/logout">
            {t('profile.logout')}
          </Link>
        </div>
        <EmailSection />
      </section>

      <LinkSection id="profile-leagues" title={t('profile.leagues')} help={t('profile.leagues-help')} to="/ligues" link={t('profile.leagues-link')} />
      <LinkSection id="profile-reminders" title={t('profile.reminders')} help={t('profile.reminders-help')} to="/rappels" link={t('profile.reminders-link')} />

      <section className="profile-section" aria-labelledby="profile-authentication">
        <h2 id="profile-authentication">{t('profile.authentication')}</h2>
        <TwoFactorSection enabled={user.twoFactorEnabled === true} hasPassword={hasPassword} onChange={reload} />
        <h3 className="profile-section__sub">{t('profile.password')}</h3>
        <PasswordSection hasPassword={hasPassword} onChanged={() => setSessionsVersion((n) => n + 1)} />
      </section>

      <section className="profile-section" aria-labelledby="profile-sessions">
        <h2 id="profile-sessions">{t('profile.sessions')}</h2>
        {/* Reloaded after a password change that signed the other devices out. */}
        <SessionsSection key={sessionsVersion} />
      </section>

      <section className="profile-section" aria-labelledby="profile-connected">
        <h2 id="profile-connected">{t('profile.connected-accounts')}</h2>
        {linked === null ? (
          <p role="status">{t('profile.loading')}</p>
        ) : linked.length === 0 ? (
          <p>{t('profile.no-connected-accounts')}</p>
        ) : (
          <ul data-testid="connected-accounts">
            {linked.map((entry) => (
              <li key={entry.id}>{accountLabel(entry.providerId)}</li>
            ))}
          </ul>
        )}
      </section>

      <section className="profile-section" aria-labelledby="profile-data">
        <h2 id="profile-data">{t('profile.data')}</h2>
        <DataSection />
      </section>

      <section className="profile-section" aria-labelledby="profile-delete">
        <h2 id="profile-delete">{t('profile.delete')}</h2>
        <DeleteAccountSection hasPassword={hasPassword} twoFactor={user.twoFactorEnabled === true} />
      </section>
    </article>
  );
}
