import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { tc } from '../../i18n/fr-console.ts';
import { useConsoleData } from './console-api.ts';
import { consoleAnswers } from './console-answers.ts';

/** The console's address of a provider's settings, for the calls of its subpages. */
export const providerApi = (slug: string) => `/api/console/providers/${encodeURIComponent(slug)}`;

/** A page of one provider's (its brand, its embed kit): back to the provider, a title with its name, a help line, then `children(name)`. */
export function ProviderSubpage({
  slug,
  id,
  title,
  help,
  children,
}: {
  slug: string;
  id: string;
  title: (name: string) => string;
  help: string;
  children: (name: string) => ReactNode;
}) {
  const [provider] = useConsoleData(providerApi(slug), consoleAnswers.provider);
  const name = provider.status === 'ready' ? provider.data.name : slug;
  return (
    <section aria-labelledby={id}>
      <p>
        <Link to={`/admin/providers/${slug}`}>{tc('brand.back')}</Link>
      </p>
      <h1 id={id}>{title(name)}</h1>
      <p className="console__hint">{help}</p>
      {children(name)}
    </section>
  );
}
