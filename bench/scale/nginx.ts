import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adaptSiteFile, documentedSiteFile, NginxServer } from '../../apps/server/src/testing/nginx.ts';
import { freePorts } from '../processes.ts';

export { ensureNginx } from '../../apps/server/src/testing/nginx.ts';

export interface Site {
  /** Port nginx listens on (127.0.0.1). */
  port: number;
  /** Ports of the server processes behind it. */
  upstreams: number[];
}

/**
 * A private nginx running the site file of docs/operations.md itself, once per site (each with its own
 * upstream and cache names), in plain HTTP: the test measures the portal behind nginx, not TLS. Its
 * directives are the ones operators install: keep-alive to the processes, the client address, retries on
 * the next process, a failed process left alone 5 s with the backup lines behind it.
 */
export class Nginx {
  private server: NginxServer | undefined;
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-scale-sites-'));

  constructor(
    private readonly binary: string,
    private readonly sites: Site[],
  ) {}

  get pid(): number | undefined {
    return this.server?.pid;
  }

  async start(): Promise<void> {
    const redirects = await freePorts(this.sites.length);
    const site = documentedSiteFile();
    const files = this.sites.map((s, index) => {
      const dir = path.join(this.dir, String(index));
      fs.mkdirSync(dir);
      return adaptSiteFile(site, { upstreams: s.upstreams, httpPort: redirects[index]!, sitePort: s.port, dir, suffix: `_${index}` });
    });
    // Load generators keep their connections: as many requests on one as they like.
    this.server = new NginxServer(this.binary, files, { httpSettings: '  keepalive_requests 1000000;\n  keepalive_timeout 75s;' });
    await this.server.start([...this.sites.map((s) => s.port), ...redirects]);
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  /** Error lines nginx logged (upstream failures while a process is down show here). */
  errorLog(): string[] {
    return this.server?.errorLog() ?? [];
  }
}
