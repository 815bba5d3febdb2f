import { Component, createContext, type ReactNode, useContext, useMemo } from 'react';
import { matchRoutes, renderMatches, type RouteObject, useLocation } from 'react-router';
import { type RouteHandle, routeHandles } from './route-handle.ts';
import { RouteError } from './RouteError.tsx';

const RouteHandlesContext = createContext<readonly RouteHandle[]>([]);

/** The handles of the routes the location matches, outermost first. */
export function useRouteHandles(): readonly RouteHandle[] {
  return useContext(RouteHandlesContext);
}

type Matches = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>;

let lastMatch: { routes: RouteObject[]; pathname: string; matches: Matches } | null = null;

/**
 * The routes a path matches (the browser's location, or the server's path). The last answer is kept:
 * matching ranks every route again (milliseconds on a phone), and the start asks for the first screen's
 * matches before its first render asks again.
 */
export function matchesOf(routes: RouteObject[], pathname: string): Matches {
  if (lastMatch?.routes === routes && lastMatch.pathname === pathname) return lastMatch.matches;
  const matches = matchRoutes(routes, pathname) ?? [];
  lastMatch = { routes, pathname, matches };
  return matches;
}

/**
 * The app's routes at the current location (react-router's declarative mode: the data router's code, a
 * third of the home page's script, did nothing this app needs, docs/decisions.md issue 36), with their
 * handles for the layout and any page's crash caught as the data router's `errorElement` did.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchesOf(routes, pathname), [routes, pathname]);
  const handles = useMemo(() => routeHandles(matches.map((match) => ({ handle: match.route.handle }))), [matches]);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <RouteHandlesContext value={handles}>{renderMatches(matches)}</RouteHandlesContext>
    </RouteErrorBoundary>
  );
}

interface BoundaryState {
  error: unknown;
  /** The path the error happened on: another path is another chance. */
  pathname: string | null;
}

/** Last resort when a page crashes (for example its code failed to download after a deployment). */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return { pathname: props.pathname };
    return state.pathname !== props.pathname ? { error: null, pathname: props.pathname } : null;
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}
