import { useState } from 'react';
import { apiPost } from '../../shared/api/api-client.ts';
import type { ProviderSettingsDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { errorMessage } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { ConfirmAction } from './ConfirmAction.tsx';

/** A provider's life cycle (issue 42): archived, it is served to nobody; its figures and settings stay. */
export function ProviderArchive({ provider, onChange }: { provider: ProviderSettingsDto; onChange: (p: ProviderSettingsDto) => void }) {
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const archive = async (archived: boolean) => {
    setMessage(null);
    try {
      const saved = await apiPost(`/api/console/providers/${encodeURIComponent(provider.slug)}/archive`, { archived }, consoleAnswers.provider);
      onChange(saved);
      setMessage({ kind: 'done', text: tc(archived ? 'provider.archived' : 'provider.restored') });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, tc('console.error')) });
    }
  };
  const hosts = provider.hostnames.join(', ') || tc('provider.archive.no-host');
  return (
    <section aria-labelledby="archive-title" className="console-choices">
      <h2 id="archive-title">{tc('provider.archive.title')}</h2>
      <p>{provider.archived ? tc('provider.archive.is') : tc('provider.archive.help')}</p>
      <ConfirmAction
        label={provider.archived ? tc('provider.restore') : tc('provider.archive')}
        question={tc(provider.archived ? 'provider.restore.confirm' : 'provider.archive.confirm', { name: provider.name, hosts })}
        confirmLabel={provider.archived ? tc('provider.restore') : tc('provider.archive')}
        danger={!provider.archived}
        onConfirm={() => archive(!provider.archived)}
      />
      <p className={message?.kind === 'error' ? 'console__error' : 'console__done'} role={message?.kind === 'error' ? 'alert' : 'status'}>
        {message?.text}
      </p>
    </section>
  );
}
