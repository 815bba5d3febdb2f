import net from 'node:net';

/** How the relay treats bytes: passes them, holds them (frozen), or swallows them for good (black hole). */
type Flow = 'forward' | 'hold' | 'drop';

/** One connection through the relay; `upstream` is absent for a connection the black hole took. */
interface Pair {
  client: net.Socket;
  upstream: net.Socket | undefined;
  flow: Flow;
  /** Bytes held while frozen, in order, with their direction; sent on restore. */
  held: { to: net.Socket; chunk: Buffer }[];
}

/**
 * A TCP relay between a server under test and its database, that a test can cut, freeze or black-hole,
 * without touching the shared PostgreSQL other suites use:
 * - `cut()`: as during a restart or a failover — open connections drop, new ones are refused;
 * - `freeze()`: as PostgreSQL under SIGSTOP — connections stay open (new ones are accepted) but no byte
 *   passes either way; `restore()` delivers what was held, as SIGCONT would;
 * - `blackHole()`: as a host gone without a reset — connections are accepted, nothing is ever answered, and
 *   the bytes are lost: the connections open at that moment stay silent for good, even after `restore()`.
 * `restore()` forwards again (new connections, and frozen ones), on the same port.
 */
export class CuttableProxy {
  private server: net.Server | undefined;
  private readonly pairs = new Set<Pair>();
  /** What a new connection gets. */
  private flow: Flow = 'forward';
  /** Chosen at the first listen, kept for every restore. */
  private listeningPort = 0;

  private constructor(private readonly target: { host: string; port: number }) {}

  get port(): number {
    return this.listeningPort;
  }

  /** A relay to the host and port of `databaseUrl`, listening on a free port of the loopback. */
  static async start(databaseUrl: string): Promise<CuttableProxy> {
    const url = new URL(databaseUrl);
    const proxy = new CuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.listen();
    return proxy;
  }

  /** `databaseUrl` going through the relay. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  /** The local ports of the relay's connections to the database: `client_port` in pg_stat_activity. */
  upstreamPorts(): number[] {
    return [...this.pairs].map((pair) => pair.upstream?.localPort).filter((port): port is number => port !== undefined);
  }

  /** Connections from the server under test that are open now (its pool's, as the relay sees them). */
  openConnections(): number {
    return this.pairs.size;
  }

  /** The database goes away: every connection through the relay is cut, new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream?.destroy();
    }
    this.pairs.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The database stops answering, connections open: no byte passes until `restore()`. */
  freeze(): void {
    this.flow = 'hold';
    for (const pair of this.pairs) if (pair.flow === 'forward') pair.flow = 'hold';
  }

  /** The host vanishes without a reset: every byte is lost, on the connections open now and on new ones. */
  blackHole(): void {
    this.flow = 'drop';
    for (const pair of this.pairs) {
      pair.flow = 'drop';
      pair.held = [];
    }
  }

  /** The database is back, on the same port: frozen connections get what was held; black-holed ones stay silent. */
  async restore(): Promise<void> {
    this.flow = 'forward';
    for (const pair of this.pairs) {
      if (pair.flow !== 'hold') continue;
      pair.flow = 'forward';
      for (const { to, chunk } of pair.held.splice(0)) to.write(chunk);
    }
    if (!this.server) await this.listen();
  }

  async stop(): Promise<void> {
    await this.cut();
  }

  private listen(): Promise<void> {
    const server = net.createServer((client) => {
      // A black hole answers nothing: not even the database's side of the connection is opened.
      const upstream = this.flow === 'drop' ? undefined : net.connect(this.target.port, this.target.host);
      const pair: Pair = { client, upstream, flow: this.flow, held: [] };
      this.pairs.add(pair);
      const close = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream?.destroy();
      };
      client.on('error', close).on('close', close);
      upstream?.on('error', close).on('close', close);
      // Read even when nothing goes on: a socket nobody reads never sees its peer close it.
      if (upstream) upstream.on('data', (chunk: Buffer) => this.pass(pair, client, chunk));
      client.on('data', (chunk: Buffer) => upstream && this.pass(pair, upstream, chunk));
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.listeningPort, '127.0.0.1', () => {
        this.listeningPort = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  private pass(pair: Pair, to: net.Socket, chunk: Buffer): void {
    if (pair.flow === 'forward') to.write(chunk);
    else if (pair.flow === 'hold') pair.held.push({ to, chunk });
  }
}
