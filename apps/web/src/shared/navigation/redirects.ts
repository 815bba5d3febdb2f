/** Where a page is: the parts of a location a redirect keeps. */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Only same-site paths are followed after login (an open redirect would hand players to any site). */
export function safeRedirectTarget(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export function loginPathFor(location: PageLocation): string {
  const fullPath = `${location.pathname}${location.search}${location.hash}`;
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}
