import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../config.ts';

/** Debian's nginx, installed with apt-get when the machine lacks it (a fresh CI machine). */
export function ensureNginx(): string {
  const binary = '/usr/sbin/nginx';
  if (fs.existsSync(binary)) return binary;
  console.log('  nginx absent : installation du paquet Debian (apt-get install nginx)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
  return binary;
}

/** The site file operators install: the nginx block of docs/operations.md, as written there. */
export function documentedSiteFile(docsFile = path.join(repoRoot, 'docs/operations.md')): string {
  const block = /```nginx\n([\s\S]*?)```/.exec(fs.readFileSync(docsFile, 'utf8'))?.[1];
  if (!block) throw new Error(`no nginx site file in ${docsFile}`);
  return block;
}

export interface SiteAdaptation {
  /** Where the processes listen: they replace 127.0.0.1:3001, :3002… in that order (lines beyond are dropped). */
  upstreams: number[];
  /** Ports of the two servers: the redirecting one (80) and the site (443). */
  httpPort: number;
  sitePort: number;
  /** TLS with these files; without, the site listens in plain HTTP (a load test measures the portal, not TLS). */
  tls?: { certificate: string; key: string };
  /** Folder for the asset cache and the access log. */
  dir: string;
  /** Suffix for the names of the file (upstream, cache zone, map…), so that several copies fit in one nginx. */
  suffix?: string;
}

/**
 * The documented site file with only what differs on a test machine changed: ports, certificates, paths.
 * Every change must find what it replaces, so a site file edited out of shape fails here, not silently.
 */
export function adaptSiteFile(site: string, a: SiteAdaptation): string {
  let text = site;
  const replace = (pattern: RegExp, by: string | ((...groups: string[]) => string)) => {
    if (!pattern.test(text)) throw new Error(`site file: ${pattern} not found`);
    text = text.replace(pattern, by as string);
  };
  replace(/^\s*listen \[::\]:(80|443)[^;]*;\n/gm, '');
  replace(/listen 80;/, `listen 127.0.0.1:${a.httpPort};`);
  replace(/listen 443 ssl http2;/, a.tls ? `listen 127.0.0.1:${a.sitePort} ssl http2;` : `listen 127.0.0.1:${a.sitePort};`);
  if (a.tls) {
    replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${a.tls.certificate};`);
    replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${a.tls.key};`);
  } else replace(/^\s*ssl_[a-z_]+\s[^;]*;\n/gm, '');
  replace(/\/var\/cache\/nginx\/jeux-du-jour/g, path.join(a.dir, 'cache'));
  replace(/\/var\/log\/nginx\/jeux-du-jour\.access\.log/g, path.join(a.dir, 'access.log'));
  replace(/^(\s*server 127\.0\.0\.1:)300(\d)\b(.*)\n/gm, (_line, start: string, n: string, rest: string) => {
    const port = a.upstreams[Number(n) - 1];
    return port === undefined ? '' : `${start}${port}${rest}\n`;
  });
  if (a.suffix) replace(/jeux_du_jour/g, `jeux_du_jour${a.suffix}`);
  return text;
}

/** A throwaway self-signed certificate for the site's names. */
export function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=jeux.exemple.fr', '-keyout', key, '-out', certificate],
    {
      stdio: 'ignore',
    },
  );
  return { certificate, key };
}

export interface NginxOptions {
  /** The http-level settings around the sites (Debian's nginx.conf holds these). */
  httpSettings?: string;
  workers?: number | 'auto';
}

/**
 * A private nginx: its own prefix, configuration, pid and logs in a temporary folder, running the given site
 * files inside an `http {}` like Debian's nginx.conf (mime types included).
 */
export class NginxServer {
  private child: ChildProcess | undefined;
  readonly prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-nginx-'));

  constructor(
    private readonly binary: string,
    private readonly sites: string[],
    private readonly options: NginxOptions = {},
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Checks the configuration (`nginx -t`), starts nginx and waits until every port listens. */
  async start(ports: number[]): Promise<void> {
    const conf = path.join(this.prefix, 'nginx.conf');
    fs.writeFileSync(conf, this.config());
    execFileSync(this.binary, ['-t', '-q', '-p', this.prefix, '-c', conf], { stdio: 'inherit' });
    this.child = spawn(this.binary, ['-p', this.prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    for (const port of ports) await waitForPort(port);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGQUIT'); // graceful: workers finish their requests
      });
    }
    fs.rmSync(this.prefix, { recursive: true, force: true });
  }

  /** Lines of nginx's error log (upstream failures while a process is down show here). */
  errorLog(): string[] {
    const file = path.join(this.prefix, 'error.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  }

  private config(): string {
    // As root, workers would switch to "nobody", who cannot read this private prefix.
    const user = process.getuid?.() === 0 ? 'user root;' : '';
    const sites = this.sites.map((site, index) => {
      const file = path.join(this.prefix, `site-${index}.conf`);
      fs.writeFileSync(file, site);
      return `  include ${file};`;
    });
    return `${user}
worker_processes ${this.options.workers ?? 'auto'};
pid ${this.prefix}/nginx.pid;
error_log ${this.prefix}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  client_body_temp_path ${this.prefix}/body;
  proxy_temp_path ${this.prefix}/proxy;
  fastcgi_temp_path ${this.prefix}/fastcgi;
  uwsgi_temp_path ${this.prefix}/uwsgi;
  scgi_temp_path ${this.prefix}/scgi;
${this.options.httpSettings ?? ''}
${sites.join('\n')}
}
`;
  }
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const probe = net.connect(port, '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx does not listen on port ${port}`);
}
