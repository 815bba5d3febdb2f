import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages are lazily loaded: on a busy machine the first import of a chunk can take over a second.
configure({ asyncUtilTimeout: 5000 });

/**
 * The network of a unit test when the test mocks none (and again after `vi.unstubAllGlobals`, which
 * restores this): fire-and-forget page views and tracking events are accepted, as the server would, so a
 * view sent while a test ends neither reaches the real network nor prints an error; any other call answers
 * 503 like an unreachable server.
 */
globalThis.fetch = async (input: RequestInfo | URL) => {
  const path = new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname;
  if (path === '/api/tracking') return Response.json({ code: 201, data: { id: 'event' } }, { status: 201 });
  return Response.json({ code: 503, message: 'Aucune API dans les tests unitaires' }, { status: 503 });
};

// Testing Library unmounts between tests only when globals are on; this project keeps them off.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
