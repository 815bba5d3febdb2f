import type { ProviderSettingsDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';

/** The legal fields of a provider as the form holds them (empty: not given). */
export interface LegalDraft {
  legal_editor_name: string;
  legal_editor_address: string;
  legal_director: string;
  contact_email: string;
  legal_contact_phone: string;
  legal_host_name: string;
  legal_host_address: string;
  legal_host_phone: string;
  legal_notice_url: string;
  privacy_url: string;
  legal_details: string;
}

type LegalItem = ProviderSettingsDto['legal_missing'][number];

const LEGAL_KEYS: (keyof LegalDraft)[] = [
  'legal_editor_name',
  'legal_editor_address',
  'legal_director',
  'contact_email',
  'legal_contact_phone',
  'legal_host_name',
  'legal_host_address',
  'legal_host_phone',
  'legal_notice_url',
  'privacy_url',
  'legal_details',
];

/** The legal fields of stored settings or of the form (every one sent: an emptied field is cleared). */
export function legalDraftOf(p: Partial<Record<keyof LegalDraft, string | null>> | undefined): LegalDraft {
  return Object.fromEntries(LEGAL_KEYS.map((key) => [key, p?.[key] ?? ''])) as unknown as LegalDraft;
}

/** Where the saved page stands: the items still missing, in words, or that none is. */
function LegalState({ saved }: { saved: ProviderSettingsDto | undefined }) {
  if (!saved) return null;
  if (saved.legal_notice_url) return <p className="console__hint">{tc('provider.legal.own')}</p>;
  const missing: readonly LegalItem[] = saved.legal_missing;
  if (missing.length === 0) return <p className="console__done">{tc('provider.legal.complete')}</p>;
  return (
    <p className="console__warning" data-testid="legal-missing">
      {tc('provider.legal.missing', { items: missing.map((item) => tc(`legal-item.${item}`)).join(', ') })}
    </p>
  );
}

/**
 * « Mentions légales » of a provider's page in the console: the items French law asks for (LCEN art. 6-III),
 * grouped as the public page shows them, then the provider's own pages and its other mentions. The server
 * checks each value (https addresses, an email, a phone number, plain text) and answers a refusal in French.
 */
export function LegalFields({
  draft,
  saved,
  onChange,
}: {
  draft: LegalDraft;
  /** The settings as saved (undefined: a provider not created yet), for what its page lacks. */
  saved: ProviderSettingsDto | undefined;
  onChange: (change: Partial<LegalDraft>) => void;
}) {
  const text = (key: keyof LegalDraft, label: string, props: { type?: string; maxLength: number; describedBy?: string; autoComplete?: string }) => (
    <label>
      {label}
      <input
        type={props.type ?? 'text'}
        value={draft[key]}
        onChange={(e) => onChange({ [key]: e.target.value })}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete ?? 'off'}
        {...(props.describedBy ? { 'aria-describedby': props.describedBy } : {})}
      />
    </label>
  );
  const area = (key: keyof LegalDraft, label: string, maxLength: number, describedBy: string) => (
    <label>
      {label}
      <textarea rows={3} value={draft[key]} onChange={(e) => onChange({ [key]: e.target.value })} maxLength={maxLength} aria-describedby={describedBy} />
    </label>
  );
  return (
    <fieldset aria-describedby="legal-help">
      <legend>{tc('provider.legal')}</legend>
      <p id="legal-help" className="console__hint">
        {tc('provider.legal.help')}
      </p>
      <LegalState saved={saved} />
      <p id="address-help" className="console__hint">
        {tc('provider.legal.address.help')}
      </p>
      <fieldset>
        <legend>{tc('provider.legal.editor')}</legend>
        {text('legal_editor_name', tc('provider.legal.editor-name'), { maxLength: 200 })}
        {area('legal_editor_address', tc('provider.legal.editor-address'), 300, 'address-help')}
        {text('legal_director', tc('provider.legal.director'), { maxLength: 200 })}
      </fieldset>
      <fieldset>
        <legend>{tc('provider.legal.contact-group')}</legend>
        {text('contact_email', tc('provider.legal.contact'), { type: 'email', maxLength: 254 })}
        {text('legal_contact_phone', tc('provider.legal.phone'), { type: 'tel', maxLength: 30 })}
      </fieldset>
      <fieldset aria-describedby="host-help">
        <legend>{tc('provider.legal.host')}</legend>
        <p id="host-help" className="console__hint">
          {tc('provider.legal.host.help')}
        </p>
        {text('legal_host_name', tc('provider.legal.host-name'), { maxLength: 200 })}
        {area('legal_host_address', tc('provider.legal.host-address'), 300, 'address-help')}
        {text('legal_host_phone', tc('provider.legal.host-phone'), { type: 'tel', maxLength: 30 })}
      </fieldset>
      <fieldset aria-describedby="pages-help">
        <legend>{tc('provider.legal.pages')}</legend>
        <p id="pages-help" className="console__hint">
          {tc('provider.legal.pages.help')}
        </p>
        {text('legal_notice_url', tc('provider.legal.notice'), { type: 'url', maxLength: 2000 })}
        {text('privacy_url', tc('provider.legal.privacy'), { type: 'url', maxLength: 2000 })}
      </fieldset>
      {area('legal_details', tc('provider.legal.details'), 4000, 'details-help')}
      <p id="details-help" className="console__hint">
        {tc('provider.legal.details.help')}
      </p>
    </fieldset>
  );
}
