import { useState } from 'react';
import type { EmbedKitDto } from '../../shared/api/api-types.ts';
import { tc } from '../../i18n/fr-console.ts';
import { useConsoleData } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';
import { LoadState } from './ConsoleState.tsx';
import { ProviderSubpage, providerApi } from './ProviderSubpage.tsx';

/** The host page's code for one embed address: the frame, and the script that makes its height follow (public/embed.js). */
export function embedSnippet(url: string, title: string, scriptUrl: string): string {
  const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return [
    `<iframe src="${escapeText(url)}" title="${escapeText(title)}" data-jdj-embed width="100%" height="640" style="border:0" allow="clipboard-write; web-share"></iframe>`,
    `<script src="${escapeText(scriptUrl)}" async></script>`,
  ].join('\n');
}

/** With a day (YYYY-MM-DD), the embed address of that day's game instead of today's. */
const onDay = (url: string, day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return url;
  const at = url.indexOf('?');
  return at === -1 ? `${url}/${day}` : `${url.slice(0, at)}/${day}${url.slice(at)}`;
};

/** The embed kit of a provider (issue 38): the allowed origins, and a snippet for the portal and for each game. */
export default function EmbedScreen({ params }: { params: Record<string, string> }) {
  const slug = params.slug ?? '';
  const [kit, retry] = useConsoleData(`${providerApi(slug)}/embed`, consoleAnswers.embedKit);
  return (
    <ProviderSubpage slug={slug} id="embed-title" title={(name) => tc('embed.title', { name })} help={tc('embed.help')}>
      {(name) => (
        <LoadState state={kit} retry={retry}>
          {(data) => <Kit kit={data} name={name} />}
        </LoadState>
      )}
    </ProviderSubpage>
  );
}

function Kit({ kit, name }: { kit: EmbedKitDto; name: string }) {
  const [day, setDay] = useState('');
  return (
    <>
      <h2>{tc('embed.origins')}</h2>
      {kit.allowed_origins.length === 0 ? (
        <p role="alert" className="console__error">
          {tc('embed.origins.none')}
        </p>
      ) : (
        <ul aria-label={tc('embed.origins')}>
          {kit.allowed_origins.map((origin) => (
            <li key={origin}>
              <code>{origin}</code>
            </li>
          ))}
        </ul>
      )}
      <p className="console__hint">{tc('embed.origins.help')}</p>
      <Snippet what={tc('embed.portal')} code={embedSnippet(kit.portal.url, name, kit.script_url)} />
      <label className="console-form">
        {tc('embed.date')}
        <input type="date" value={day} onChange={(e) => setDay(e.target.value)} />
      </label>
      {kit.games.map((game) => (
        <Snippet
          key={game.slug}
          what={tc('embed.game', { game: game.name })}
          code={embedSnippet(onDay(game.url, day), `${game.name} – ${name}`, kit.script_url)}
        />
      ))}
    </>
  );
}

function Snippet({ what, code }: { what: string; code: string }) {
  const [copied, setCopied] = useState(false);
  const label = tc('embed.snippet', { what });
  const copy = () =>
    navigator.clipboard?.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className="console-embed">
      <label>
        {label}
        <textarea readOnly rows={3} value={code} onFocus={(e) => e.currentTarget.select()} spellCheck={false} />
      </label>
      <p className="console__actions">
        <button type="button" className="button button--ghost" onClick={() => void copy()}>
          {copied ? tc('embed.copied') : tc('embed.copy')}
        </button>
      </p>
    </div>
  );
}
