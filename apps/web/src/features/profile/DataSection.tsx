import { useId } from 'react';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { FormError } from '../../shared/account/form-fields.tsx';
import { AuthCallError } from '../../shared/account/auth-api.ts';
import { readConsentRecord } from '../../shared/consent/consent-choice.ts';
import { LegalLink, PRIVACY_PATH } from '../../shared/legal/legal-links.tsx';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { toast } from '../../shared/toasts/toast-store.ts';
import { useAction } from '../../shared/account/use-action.ts';

/** The server's file (GET /api/account/export), with what only this browser keeps: the consent choice. */
export async function downloadMyData(): Promise<{ name: string; json: string }> {
  let response: Response;
  try {
    response = await fetch('/api/account/export', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new AuthCallError(0, 'NETWORK_ERROR', String(error));
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body) throw new AuthCallError(response.status, 'EXPORT_FAILED', typeof body?.message === 'string' ? body.message : '');
  const consent = readConsentRecord();
  body.consents = [
    {
      purpose: 'third-party-audience-measurement',
      stored_in: 'this-browser',
      choice: consent?.choice ?? null,
      at: consent ? new Date(consent.at).toISOString() : null,
    },
  ];
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'mes-donnees.json';
  return { name, json: JSON.stringify(body, null, 2) };
}

function saveFile(name: string, json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** « Télécharger mes données » (right of access and portability). */
export function DataSection() {
  const { provider } = useProvider();
  const { busy, error, run } = useAction();
  const errorId = useId();
  const download = () =>
    run(async () => {
      const { name, json } = await downloadMyData();
      saveFile(name, json);
      toast.success(t('profile.data.downloaded'));
    });
  return (
    <div>
      <p>
        {t('profile.data.help')} <LegalLink url={provider.legal.privacy_url} to={PRIVACY_PATH} label={t('profile.data.privacy')} />
      </p>
      <FormError id={errorId}>{error}</FormError>
      <div className="auth-actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void download()}>
          {t('profile.data.download')}
        </button>
      </div>
    </div>
  );
}
