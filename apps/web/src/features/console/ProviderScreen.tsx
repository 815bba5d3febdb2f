import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { apiPost } from '../../app/api-client.ts';
import type { ConsoleGameDto, ProviderFeature, ProviderSettingsDto } from '../../app/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { errorMessage, useConsoleData } from './console-api.ts';
import { useConsoleMe } from './console-context.ts';
import { LoadState } from './ConsoleState.tsx';

const FEATURES: ProviderFeature[] = ['show_score', 'replay_today_game', 'show_last_games', 'debug_resolve', 'allow_theme_change', 'no_login', 'no_homepage'];

interface Draft {
  slug: string;
  name: string;
  features: ProviderFeature[];
  games: string[];
  feedback_url: string;
  share_url: string;
  timezone: string;
  hostnames: string;
  frame_ancestors: string;
  legal_notice_url: string;
  privacy_url: string;
  contact_email: string;
  legal_details: string;
}

const lines = (text: string) =>
  text
    .split(/\s*\n\s*/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

function draftOf(p: ProviderSettingsDto | undefined): Draft {
  return {
    slug: p?.slug ?? '',
    name: p?.name ?? '',
    features: p?.features ?? [],
    games: p?.games ?? [],
    feedback_url: p?.feedback_url ?? '',
    share_url: p?.share_url ?? '',
    timezone: p?.timezone ?? 'Europe/Paris',
    hostnames: (p?.hostnames ?? []).join('\n'),
    frame_ancestors: (p?.frame_ancestors ?? []).join('\n'),
    legal_notice_url: p?.legal_notice_url ?? '',
    privacy_url: p?.privacy_url ?? '',
    contact_email: p?.contact_email ?? '',
    legal_details: p?.legal_details ?? '',
  };
}

/** Creates or edits a provider; the server checks every field with the rules it reads them with. */
export default function ProviderScreen({ params }: { params: Record<string, string> }) {
  const { slug } = params;
  const [provider, retry] = useConsoleData<ProviderSettingsDto>(slug ? `/api/console/providers/${encodeURIComponent(slug)}` : null);
  const [games] = useConsoleData<ConsoleGameDto[]>('/api/console/games');
  const catalogue = games.status === 'ready' ? games.data : [];
  if (!slug) return <ProviderForm initial={undefined} games={catalogue} />;
  return (
    <LoadState state={provider} retry={retry}>
      {(data) => <ProviderForm key={data.updated_at} initial={data} games={catalogue} />}
    </LoadState>
  );
}

function ProviderForm({ initial, games }: { initial: ProviderSettingsDto | undefined; games: ConsoleGameDto[] }) {
  const me = useConsoleMe();
  const navigate = useNavigate();
  const readOnly = me.role !== 'admin';
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(draftOf(initial)), [initial]);
  const nameOf = (s: string) => games.find((g) => g.slug === s)?.name ?? s;
  const offered = draft.games;
  const others = games.map((g) => g.slug).filter((s) => !offered.includes(s));

  const move = (index: number, by: number) => {
    const next = [...offered];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setDraft({ ...draft, games: next });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const body = {
      name: draft.name,
      features: draft.features,
      games: draft.games,
      feedback_url: draft.feedback_url,
      share_url: draft.share_url,
      timezone: draft.timezone,
      hostnames: lines(draft.hostnames),
      frame_ancestors: lines(draft.frame_ancestors),
      legal_notice_url: draft.legal_notice_url,
      privacy_url: draft.privacy_url,
      contact_email: draft.contact_email,
      legal_details: draft.legal_details,
    };
    try {
      const saved = initial
        ? await apiPost<ProviderSettingsDto>(`/api/console/providers/${encodeURIComponent(initial.slug)}`, body)
        : await apiPost<ProviderSettingsDto>('/api/console/providers', { ...body, slug: draft.slug });
      setMessage({ kind: 'done', text: tc('console.saved') });
      if (!initial) navigate(`/admin/providers/${saved.slug}`, { replace: true });
      else setDraft(draftOf(saved));
    } catch (error) {
      setMessage({ kind: 'error', text: errorMessage(error, tc('console.error')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="provider-title">
      <p>
        <Link to="/admin/providers">{tc('provider.back')}</Link>
      </p>
      <h1 id="provider-title">{initial ? tc('provider.title.edit', { name: initial.name }) : tc('provider.title.new')}</h1>
      {initial && (
        <p>
          <a href={`/?provider=${encodeURIComponent(initial.slug)}`} target="_blank" rel="noopener">
            {tc('providers.preview')}
          </a>
        </p>
      )}
      <form className="console-form" onSubmit={submit}>
        <fieldset disabled={readOnly || busy}>
          {!initial && (
            <label>
              {tc('provider.slug')}
              <input value={draft.slug} onChange={(e) => setDraft({ ...draft, slug: e.target.value })} required maxLength={64} aria-describedby="slug-help" />
              <span id="slug-help" className="console__hint">
                {tc('provider.slug.help')}
              </span>
            </label>
          )}
          <label>
            {tc('provider.name')}
            <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} required maxLength={100} />
          </label>
          <fieldset>
            <legend>{tc('provider.features')}</legend>
            {FEATURES.map((feature) => (
              <label key={feature} className="console-form__check">
                <input
                  type="checkbox"
                  checked={draft.features.includes(feature)}
                  onChange={(e) =>
                    setDraft({ ...draft, features: e.target.checked ? [...draft.features, feature] : draft.features.filter((f) => f !== feature) })
                  }
                />
                {tc(`feature.${feature}`)}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{tc('provider.games')}</legend>
            <ol className="console-form__games">
              {offered.map((game, index) => (
                <li key={game}>
                  <label className="console-form__check">
                    <input type="checkbox" checked onChange={() => setDraft({ ...draft, games: offered.filter((g) => g !== game) })} />
                    {nameOf(game)}
                  </label>
                  <button type="button" className="button button--ghost" disabled={index === 0} onClick={() => move(index, -1)} aria-label={tc('provider.games.up', { game: nameOf(game) })}>
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={index === offered.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={tc('provider.games.down', { game: nameOf(game) })}
                  >
                    ↓
                  </button>
                </li>
              ))}
              {others.map((game) => (
                <li key={game}>
                  <label className="console-form__check">
                    <input type="checkbox" checked={false} onChange={() => setDraft({ ...draft, games: [...offered, game] })} />
                    {nameOf(game)}
                  </label>
                </li>
              ))}
            </ol>
          </fieldset>
          <label>
            {tc('provider.feedback')}
            <input value={draft.feedback_url} onChange={(e) => setDraft({ ...draft, feedback_url: e.target.value })} />
          </label>
          <label>
            {tc('provider.share')}
            <input value={draft.share_url} onChange={(e) => setDraft({ ...draft, share_url: e.target.value })} />
          </label>
          <label>
            {tc('provider.timezone')}
            <input value={draft.timezone} onChange={(e) => setDraft({ ...draft, timezone: e.target.value })} required />
          </label>
          <label>
            {tc('provider.hostnames')}
            <textarea rows={3} value={draft.hostnames} onChange={(e) => setDraft({ ...draft, hostnames: e.target.value })} />
          </label>
          <label>
            {tc('provider.frames')}
            <textarea rows={3} value={draft.frame_ancestors} onChange={(e) => setDraft({ ...draft, frame_ancestors: e.target.value })} />
          </label>
          <fieldset aria-describedby="legal-help">
            <legend>{tc('provider.legal')}</legend>
            <p id="legal-help" className="console__hint">
              {tc('provider.legal.help')}
            </p>
            <label>
              {tc('provider.legal.notice')}
              <input type="url" value={draft.legal_notice_url} onChange={(e) => setDraft({ ...draft, legal_notice_url: e.target.value })} maxLength={2000} />
            </label>
            <label>
              {tc('provider.legal.privacy')}
              <input type="url" value={draft.privacy_url} onChange={(e) => setDraft({ ...draft, privacy_url: e.target.value })} maxLength={2000} />
            </label>
            <label>
              {tc('provider.legal.contact')}
              <input type="email" value={draft.contact_email} onChange={(e) => setDraft({ ...draft, contact_email: e.target.value })} maxLength={254} />
            </label>
            <label>
              {tc('provider.legal.details')}
              <textarea rows={5} value={draft.legal_details} onChange={(e) => setDraft({ ...draft, legal_details: e.target.value })} maxLength={4000} />
            </label>
          </fieldset>
          {!readOnly && (
            <button type="submit" className="button button--primary">
              {initial ? tc('provider.save') : tc('provider.create')}
            </button>
          )}
        </fieldset>
        <p className={message?.kind === 'error' ? 'console__error' : 'console__done'} role={message?.kind === 'error' ? 'alert' : 'status'}>
          {message?.text}
        </p>
      </form>
    </section>
  );
}
