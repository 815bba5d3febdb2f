import { forwardPageViews } from '../analytics/page-views.ts';

/**
 * The third-party measurement (a Google Analytics 4 id from the server's environment), loaded only once the
 * visitor has consented. Page views are sent by hand on each route change (no automatic ones).
 */
type Gtag = (...args: unknown[]) => void;
interface MeasuredWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  [disable: `ga-disable-${string}`]: boolean | undefined;
}

export const MEASUREMENT_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

let loaded: string | null = null;

export function startMeasurement(id: string): void {
  const w = window as unknown as MeasuredWindow;
  w[`ga-disable-${id}`] = false;
  if (loaded !== id) {
    loaded = id;
    w.dataLayer = w.dataLayer ?? [];
    w.gtag = function gtag() {
      // gtag.js reads the arguments object itself.
      // biome-ignore lint: the library expects `arguments`, not an array.
      w.dataLayer?.push(arguments);
    };
    w.gtag('js', new Date());
    w.gtag('config', id, { send_page_view: false });
    const script = document.createElement('script');
    script.async = true;
    script.src = `${MEASUREMENT_SCRIPT}?id=${encodeURIComponent(id)}`;
    document.head.append(script);
  }
  forwardPageViews((path, title) => w.gtag?.('event', 'page_view', { page_path: path, page_title: title, page_location: location.origin + path }));
  w.gtag?.('event', 'page_view', { page_path: location.pathname, page_title: document.title, page_location: location.origin + location.pathname });
}

/** A withdrawn consent: nothing more is sent, and the measurement's cookies on this site are removed. */
export function stopMeasurement(id: string): void {
  const w = window as unknown as MeasuredWindow;
  w[`ga-disable-${id}`] = true;
  forwardPageViews(null);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the measurement's own cookies are removed the way they were set (no Cookie Store API in Safari).
    if (name?.startsWith('_ga')) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}
