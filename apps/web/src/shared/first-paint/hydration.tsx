import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';

/** True by default: a tree the browser renders alone has nothing to match. */
const HydratedContext = createContext(true);

/**
 * Around the server's render of a first screen: nothing read from the browser shows in it.
 */
export function ServerRender({ children }: { children: ReactNode }) {
  return <HydratedContext value={false}>{children}</HydratedContext>;
}

/**
 * Around the browser's hydration of that screen: false in its first render, which must produce the server's
 * markup exactly, then true, in a render React may interrupt (a transition): every part that waited for the
 * browser's data (this device's scores, the theme, the banners) renders again then, in slices of a few
 * milliseconds, instead of one synchronous pass over the page (issue 36).
 */
export function Hydration({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while React renders on the server or hydrates the server's HTML, true in every later render.
 * Anything read from the browser (this device's scores, the theme choice, the install banner's state)
 * waits for it: the first client render must produce the server's markup exactly, then React renders
 * again with the browser's data. A screen rendered on the client only gets true straight away.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
