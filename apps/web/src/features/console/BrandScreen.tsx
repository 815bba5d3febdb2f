import { type FormEvent, useState } from 'react';
import { apiPost } from '../../shared/api/api-client.ts';
import type { BrandColorsInput, BrandSettingsDto, LogoUpload } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { errorMessage, useConsoleData } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { LoadState } from './ConsoleState.tsx';
import { ProviderSubpage, providerApi } from './ProviderSubpage.tsx';

/**
 * A provider's colours and logo (issue 38), for its publisher or an administrator. The server checks every
 * colour's contrast and every file (and says why in French); this screen only sends what was typed or chosen.
 */
export default function BrandScreen({ params }: { params: Record<string, string> }) {
  const slug = params.slug ?? '';
  const base = providerApi(slug);
  const [brand, retry, replace] = useConsoleData(`${base}/brand`, consoleAnswers.brand);
  return (
    <ProviderSubpage slug={slug} id="brand-title" title={(name) => tc('brand.title', { name })} help={tc('brand.help')}>
      {() => (
        <LoadState state={brand} retry={retry}>
          {(data) => (
            <>
              <ColorsForm base={base} brand={data} onSaved={replace} />
              <LogoForm base={base} brand={data} onSaved={replace} />
            </>
          )}
        </LoadState>
      )}
    </ProviderSubpage>
  );
}

type Message = { kind: 'error' | 'done'; text: string } | null;

function Outcome({ message }: { message: Message }) {
  return (
    <p className={message?.kind === 'error' ? 'console__error' : 'console__done'} role={message?.kind === 'error' ? 'alert' : 'status'}>
      {message?.text}
    </p>
  );
}

/** Sends `send()`, showing the server's French refusal or « Enregistré ». */
function useSave(onSaved: (brand: BrandSettingsDto) => void) {
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);
  const save = async (send: () => Promise<BrandSettingsDto>, then?: (brand: BrandSettingsDto) => void) => {
    setBusy(true);
    setMessage(null);
    try {
      const saved = await send();
      onSaved(saved);
      then?.(saved);
      setMessage({ kind: 'done', text: tc('console.saved') });
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, tc('console.error')) });
    } finally {
      setBusy(false);
    }
  };
  return { message, setMessage, busy, save };
}

const FIELDS = [
  ['primary', 'brand.primary'],
  ['accent', 'brand.accent'],
  ['primary_dark', 'brand.primary-dark'],
  ['accent_dark', 'brand.accent-dark'],
] as const;

/** The fields as the server stored them ('' for none). */
const draftOf = (brand: BrandSettingsDto): Record<(typeof FIELDS)[number][0], string> => ({
  primary: brand.colors?.primary ?? '',
  accent: brand.colors?.accent ?? '',
  primary_dark: brand.colors?.primary_dark ?? '',
  accent_dark: brand.colors?.accent_dark ?? '',
});

function ColorsForm({ base, brand, onSaved }: { base: string; brand: BrandSettingsDto; onSaved: (brand: BrandSettingsDto) => void }) {
  const [draft, setDraft] = useState(() => draftOf(brand));
  const { message, busy, save } = useSave(onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const colors: BrandColorsInput['colors'] = {
      primary: draft.primary,
      accent: draft.accent,
      primary_dark: draft.primary_dark,
      accent_dark: draft.accent_dark,
    };
    void save(
      () => apiPost(`${base}/brand`, { colors } satisfies BrandColorsInput, consoleAnswers.brand),
      (saved) => setDraft(draftOf(saved)),
    );
  };
  return (
    <form className="console-form" onSubmit={submit} aria-labelledby="brand-colors">
      <h2 id="brand-colors">{tc('brand.colors')}</h2>
      {!brand.colors && <p className="console__hint">{tc('brand.colors.none')}</p>}
      <fieldset disabled={busy}>
        {FIELDS.map(([field, label]) => (
          <label key={field}>
            {tc(label)}
            <input
              value={draft[field]}
              onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
              required={field === 'primary' || field === 'accent'}
              placeholder="#17306b"
              spellCheck={false}
              aria-describedby="brand-format"
            />
          </label>
        ))}
        <p id="brand-format" className="console__hint">
          {tc('brand.format')}
        </p>
        <p className="console__actions">
          <button type="submit" className="button button--primary">
            {tc('brand.save-colors')}
          </button>
          {brand.colors && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() =>
                void save(
                  () => apiPost(`${base}/brand`, { colors: null } satisfies BrandColorsInput, consoleAnswers.brand),
                  (saved) => setDraft(draftOf(saved)),
                )
              }
            >
              {tc('brand.reset-colors')}
            </button>
          )}
        </p>
      </fieldset>
      <Outcome message={message} />
    </form>
  );
}

/** The file as base64, as the upload carries it. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function LogoForm({ base, brand, onSaved }: { base: string; brand: BrandSettingsDto; onSaved: (brand: BrandSettingsDto) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const { message, setMessage, busy, save } = useSave(onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMessage({ kind: 'error', text: tc('brand.logo.choose') });
    void save(async () => apiPost(`${base}/logo`, { name: file.name, data: await base64Of(file) } satisfies LogoUpload, consoleAnswers.brand));
  };
  const logo = brand.logo;
  return (
    <form className="console-form" onSubmit={submit} aria-labelledby="brand-logo">
      <h2 id="brand-logo">{tc('brand.logo')}</h2>
      <p className="console__hint">{tc('brand.logo.help')}</p>
      {logo ? (
        <>
          <p>{tc('brand.logo.current', { type: logo.type === 'image/svg+xml' ? 'SVG' : 'PNG', size: `${Math.ceil(logo.bytes / 1024)} Ko` })}</p>
          {/* In the partner's colour, set through the CSSOM (the CSP allows no style attribute). */}
          <div
            className="console-brand__bar"
            aria-label={tc('brand.preview')}
            role="img"
            ref={(bar) => bar?.style.setProperty('background-color', brand.colors?.primary ?? '')}
          >
            <img src={logo.url} alt="" height="32" />
          </div>
          <h3>{tc('brand.icons')}</h3>
          <ul className="console-brand__icons">
            {logo.icons.map((icon) => (
              <li key={icon.name}>
                <img src={icon.url} alt="" width="48" height="48" />
                <span>
                  {icon.name} ({icon.size})
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="console__hint">{tc('brand.logo.none')}</p>
      )}
      <fieldset disabled={busy}>
        <label>
          {tc('brand.logo.file')}
          <input type="file" accept="image/png,image/svg+xml,.png,.svg" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <p className="console__actions">
          <button type="submit" className="button button--primary">
            {tc('brand.logo.send')}
          </button>
          {logo && (
            <button type="button" className="button button--ghost" onClick={() => void save(() => apiPost(`${base}/logo/remove`, {}, consoleAnswers.brand))}>
              {tc('brand.logo.remove')}
            </button>
          )}
        </p>
      </fieldset>
      <Outcome message={message} />
    </form>
  );
}
