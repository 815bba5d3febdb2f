import { useMemo } from 'react';
import { Link } from 'react-router';
import { tPages as t } from '../../i18n/fr-pages.ts';
import { APP_ENVIRONMENT, APP_VERSION, BUILD_DATE, formatBuildDate } from './build-info.ts';
import { useApiVersion } from './use-api-version.ts';
import { parseUserAgent } from '../../shared/user-agent/user-agent.ts';
import '../../styles/page.css';
import './version.css';

/** Information for support: app and API versions, build date, browser and system. */
export default function VersionPage() {
  const apiVersion = useApiVersion();
  const client = useMemo(() => parseUserAgent(navigator.userAgent), []);
  const unknown = t('version.unknown');

  const rows: Array<[string, string]> = [
    [t('version.app'), APP_VERSION],
    [t('version.build-date'), formatBuildDate(BUILD_DATE) ?? unknown],
    [t('version.environment'), APP_ENVIRONMENT],
    [
      t('version.api'),
      apiVersion.status === 'ready' ? apiVersion.version : apiVersion.status === 'loading' ? t('version.api.loading') : t('version.api.unavailable'),
    ],
    [t('version.browser'), client.browser ?? unknown],
    [t('version.os'), client.os ?? unknown],
  ];

  return (
    <article className="page page--narrow">
      <h1 className="page__title">{t('version.title')}</h1>
      <dl className="version-list">
        {rows.map(([label, value]) => (
          <div className="version-list__row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link className="button button--primary" to="/">
          {t('version.back')}
        </Link>
      </p>
    </article>
  );
}
