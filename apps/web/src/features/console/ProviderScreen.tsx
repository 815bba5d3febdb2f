import { type FormEvent, useEffect, useState } from 'react';
import { isValidTimeZone, MAIN_STREAM, puzzleCalendarOf, streamById } from '@jdj/puzzles';
import { Link, useNavigate } from 'react-router';
import { PROVIDER_FEATURES } from '@jdj/api/catalogue';
import { apiPost } from '../../shared/api/api-client.ts';
import type { ConsoleGameDto, NewProviderInput, ProviderFeature, ProviderSettingsDto, ProviderSettingsInput } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { errorMessage, useConsoleData } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { useConsoleMe } from './console-context.ts';
import { LoadState } from './ConsoleState.tsx';
import { ProviderArchive } from './ProviderArchive.tsx';
import { LegalFields, type LegalDraft, legalDraftOf } from './LegalFields.tsx';

/** Every feature a provider may have, in the contract's order. */
const FEATURES: readonly ProviderFeature[] = PROVIDER_FEATURES;

interface Draft extends LegalDraft {
  slug: string;
  name: string;
  features: ProviderFeature[];
  games: string[];
  feedback_url: string;
  share_url: string;
  timezone: string;
  hostnames: string;
  frame_ancestors: string;
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
    ...legalDraftOf(p),
  };
}

/** Creates or edits a provider; the server checks every field with the rules it reads them with. */
/** What a time zone implies for the provider's days and grids (issue 34), said under the field. */
function timezoneImplication(zone: string): string {
  const trimmed = zone.trim();
  if (!isValidTimeZone(trimmed)) return tc('provider.timezone.unknown');
  const calendar = puzzleCalendarOf(trimmed);
  const stream = streamById(calendar.stream);
  if (!calendar.own) return tc('provider.timezone.no-stream', { label: stream.label });
  return tc(calendar.stream === MAIN_STREAM ? 'provider.timezone.main' : 'provider.timezone.own', { label: stream.label, zone: stream.zone });
}

export default function ProviderScreen({ params }: { params: Record<string, string> }) {
  const { slug } = params;
  const me = useConsoleMe();
  const [provider, retry, replace] = useConsoleData(slug ? `/api/console/providers/${encodeURIComponent(slug)}` : null, consoleAnswers.provider);
  const [games] = useConsoleData('/api/console/games', consoleAnswers.games);
  const catalogue = games.status === 'ready' ? games.data : [];
  if (!slug) return <ProviderForm initial={undefined} games={catalogue} />;
  return (
    <LoadState state={provider} retry={retry}>
      {(data) => (
        <>
          <ProviderForm key={data.updated_at} initial={data} games={catalogue} />
          {me.role === 'admin' && <ProviderArchive provider={data} onChange={replace} />}
        </>
      )}
    </LoadState>
  );
}

function ProviderForm({ initial, games }: { initial: ProviderSettingsDto | undefined; games: ConsoleGameDto[] }) {
  const me = useConsoleMe();
  const navigate = useNavigate();
  const admin = me.role === 'admin';
  // A publisher changes its own provider's legal fields, and nothing else (issue 37).
  const legalOnly = !admin && initial !== undefined;
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // The title follows what was saved, not what the screen opened with (a rename shows at once).
  const [savedName, setSavedName] = useState(initial?.name);
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
    const legal = legalDraftOf(draft) satisfies Partial<ProviderSettingsInput>;
    const body: ProviderSettingsInput = {
      name: draft.name,
      features: draft.features,
      games: draft.games,
      feedback_url: draft.feedback_url,
      share_url: draft.share_url,
      timezone: draft.timezone,
      hostnames: lines(draft.hostnames),
      frame_ancestors: lines(draft.frame_ancestors),
      ...legal,
    };
    try {
      const path = initial && `/api/console/providers/${encodeURIComponent(initial.slug)}`;
      const saved = !path
        ? await apiPost('/api/console/providers', { ...body, slug: draft.slug } satisfies NewProviderInput, consoleAnswers.provider)
        : legalOnly
          ? await apiPost(`${path}/legal`, legal, consoleAnswers.provider)
          : await apiPost(path, body, consoleAnswers.provider);
      setMessage({ kind: 'done', text: tc('console.saved') });
      if (!initial) navigate(`/admin/providers/${saved.slug}`, { replace: true });
      else {
        setDraft(draftOf(saved));
        setSavedName(saved.name);
      }
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
      <h1 id="provider-title">{initial ? tc('provider.title.edit', { name: savedName ?? initial.name }) : tc('provider.title.new')}</h1>
      {initial && (
        <p className="console__actions">
          <a href={`/?provider=${encodeURIComponent(initial.slug)}`} target="_blank" rel="noopener">
            {tc('providers.preview')}
          </a>
          <Link to={`/admin/providers/${initial.slug}/brand`}>{tc('provider.brand-link')}</Link>
          <Link to={`/admin/providers/${initial.slug}/embed`}>{tc('provider.embed-link')}</Link>
        </p>
      )}
      {legalOnly && <p className="console__hint">{tc('provider.publisher-hint')}</p>}
      <form className="console-form" onSubmit={submit}>
        <fieldset disabled={busy || (!admin && !legalOnly)}>
          <fieldset className="console-form__plain" disabled={!admin}>
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
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={tc('provider.games.up', { game: nameOf(game) })}
                    >
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
              <input
                value={draft.timezone}
                onChange={(e) => setDraft({ ...draft, timezone: e.target.value })}
                aria-describedby="provider-timezone-stream"
                required
              />
            </label>
            <p id="provider-timezone-stream" className="console__hint">
              {timezoneImplication(draft.timezone)}
            </p>
            <label>
              {tc('provider.hostnames')}
              <textarea rows={3} value={draft.hostnames} onChange={(e) => setDraft({ ...draft, hostnames: e.target.value })} />
            </label>
            <label>
              {tc('provider.frames')}
              <textarea rows={3} value={draft.frame_ancestors} onChange={(e) => setDraft({ ...draft, frame_ancestors: e.target.value })} />
            </label>
          </fieldset>
          <LegalFields draft={draft} saved={initial} onChange={(legal) => setDraft({ ...draft, ...legal })} />
          {(admin || legalOnly) && (
            <button type="submit" className="button button--primary">
              {!initial ? tc('provider.create') : legalOnly ? tc('provider.save-legal') : tc('provider.save')}
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
