import net from 'node:net';

/**
 * A TCP relay between a server under test and its database, that a test can cut: the database then looks
 * as it does to a process while it restarts or fails over — open connections drop, new ones are refused —
 * without touching the shared PostgreSQL other suites use. `restore()` brings it back on the same port.
 */
export class CuttableProxy {
  private server: net.Server | undefined;
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
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
    return [...this.pairs].map((pair) => pair.upstream.localPort).filter((port): port is number => port !== undefined);
  }

  /** The database goes away: every connection through the relay is cut, new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The database is back, on the same port. */
  async restore(): Promise<void> {
    if (!this.server) await this.listen();
  }

  async stop(): Promise<void> {
    await this.cut();
  }

  private listen(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      const pair = { client, upstream };
      this.pairs.add(pair);
      const close = () => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
      client.pipe(upstream);
      upstream.pipe(client);
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
}
