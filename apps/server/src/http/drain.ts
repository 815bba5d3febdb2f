import type http from 'node:http';

/** How long requests in flight may take to finish once the process is asked to stop. */
export const DRAIN_GRACE_MS = 10_000;

/**
 * Stops a server the way a load balancer expects: it stops accepting connections at once (the proxy
 * sends new requests to another process), lets the requests in flight finish, closes each keep-alive
 * connection as soon as it falls idle, and after `graceMs` cuts whatever is left.
 */
export function drain(server: http.Server, graceMs = DRAIN_GRACE_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    // Requests that still arrive on open connections are answered, then their connection is closed.
    server.prependListener('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
      response.shouldKeepAlive = false;
    });
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
