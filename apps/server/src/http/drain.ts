import type http from 'node:http';
import net from 'node:net';

/** How long requests in flight may take to finish once the process is asked to stop. */
export const DRAIN_GRACE_MS = 10_000;

/** Node keeps the response being written on its socket (stable since the first versions of http). */
type ServingSocket = net.Socket & { _httpMessage?: http.ServerResponse };

/**
 * Lets a server stop the way a load balancer expects. Tracks connections (one listener per connection,
 * nothing per request); `drain` then stops accepting connections at once (the proxy sends new requests
 * to another process) and answers every request in flight and every request still arriving on an open
 * keep-alive connection with `Connection: close`, so the proxy never sends another request on a
 * connection this process is about to close. After `graceMs` it cuts whatever is left.
 *
 * Idle keep-alive connections: closing one races with a proxy that is writing a request on it at that
 * very moment (the request is lost, a POST is not retried). With `leaveIdleToClients`, they are left for
 * the client to close (nginx's upstream keepalive_timeout is shorter than Node's 5 s) or to use once
 * more, answered with `Connection: close`: no race. Without it (tests, direct clients), they close now.
 */
export function drainable(server: http.Server): { drain(options?: DrainOptions): Promise<void> } {
  const sockets = new Set<ServingSocket>();
  server.on('connection', (socket: ServingSocket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const closeAfterAnswer = (response: http.ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
  };
  return {
    drain: ({ graceMs = DRAIN_GRACE_MS, leaveIdleToClients = false } = {}) =>
      new Promise<void>((resolve) => {
        server.prependListener('request', (_request: http.IncomingMessage, response: http.ServerResponse) => closeAfterAnswer(response));
        for (const socket of sockets) if (socket._httpMessage) closeAfterAnswer(socket._httpMessage);
        const cut = setTimeout(() => server.closeAllConnections(), graceMs);
        const done = () => {
          clearTimeout(cut);
          resolve();
        };
        // http.Server#close also closes the idle connections; net.Server#close only stops listening.
        if (leaveIdleToClients) net.Server.prototype.close.call(server, done);
        else server.close(done);
      }),
  };
}

export interface DrainOptions {
  graceMs?: number;
  leaveIdleToClients?: boolean;
}

/**
 * The handlers still running. A request whose client went away has no connection left for `drain` to wait
 * for, but its handler goes on (a score half stored): the database closes only once they are done.
 */
export class HandlersInFlight {
  private running = 0;
  private readonly whenIdle: (() => void)[] = [];

  /** Wraps a fetch handler: counts each call until its answer (or its failure). */
  track<A extends unknown[]>(handler: (...args: A) => Response | Promise<Response>): (...args: A) => Promise<Response> {
    return async (...args) => {
      this.running += 1;
      try {
        return await handler(...args);
      } finally {
        this.running -= 1;
        if (this.running === 0) for (const wake of this.whenIdle.splice(0)) wake();
      }
    };
  }

  /** Resolves once no handler runs, or after `graceMs` whatever is left. */
  idle(graceMs = DRAIN_GRACE_MS): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const cut = setTimeout(resolve, graceMs);
      this.whenIdle.push(() => {
        clearTimeout(cut);
        resolve();
      });
    });
  }
}
