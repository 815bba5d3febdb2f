/**
 * An address of the portal itself, outside the embed, for what must happen at top level (signing in: a
 * partner's frame has no cookies of ours when third-party cookies are blocked), with the page's provider.
 */
export function topLevelUrl(path: string): string {
  const provider = new URLSearchParams(location.search).get('provider');
  return `${location.origin}${path}${provider ? `?provider=${encodeURIComponent(provider)}` : ''}`;
}
