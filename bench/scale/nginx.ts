import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx, installed with apt-get when the machine lacks it (a fresh CI machine). */
export function ensureNginx(): string {
  const binary = '/usr/sbin/nginx';
  if (fs.existsSync(binary)) return binary;
  console.log('  nginx absent : installation du paquet Debian (apt-get install nginx)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
  return binary;
}

export interface Site {
  /** Port nginx listens on (127.0.0.1). */
  port: number;
  /** Ports of the server processes behind it. */
  upstreams: number[];
}

/**
 * A private nginx (its own prefix, config and logs in a temporary folder) with the directives of the
 * site file of docs/operations.md that matter behind a load balancer: keep-alive to the processes
 * (closed by nginx before Node's 5 s idle timeout), X-Forwarded-For, retries of connection errors on the
 * next process, and the compressed-asset cache key.
 */
export class Nginx {
  private child: ChildProcess | undefined;
  readonly prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-nginx-'));

  constructor(
    private readonly binary: string,
    private readonly sites: Site[],
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    const conf = path.join(this.prefix, 'nginx.conf');
    fs.writeFileSync(conf, this.config());
    execFileSync(this.binary, ['-t', '-q', '-p', this.prefix, '-c', conf], { stdio: 'inherit' });
    this.child = spawn(this.binary, ['-p', this.prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    for (const site of this.sites) await waitForPort(site.port);
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

  /** Error lines nginx logged (upstream failures while a process is down show here). */
  errorLog(): string[] {
    const file = path.join(this.prefix, 'error.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  }

  private config(): string {
    // As root, workers would switch to "nobody", who cannot read this private prefix.
    const user = process.getuid?.() === 0 ? 'user root;' : '';
    const sites = this.sites
      .map(
        (site, index) => `
  upstream portail_${index} {
${site.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
    keepalive 64;
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${site.port} reuseport;
    location / {
      proxy_pass http://portail_${index};
    }
    location /assets/ {
      proxy_pass http://portail_${index};
      proxy_set_header Accept-Encoding $portail_encoding;
    }
  }`,
      )
      .join('\n');
    return `${user}
worker_processes auto;
pid ${this.prefix}/nginx.pid;
error_log ${this.prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${this.prefix}/body;
  proxy_temp_path ${this.prefix}/proxy;
  fastcgi_temp_path ${this.prefix}/fastcgi;
  uwsgi_temp_path ${this.prefix}/uwsgi;
  scgi_temp_path ${this.prefix}/scgi;
  keepalive_requests 1000000;
  keepalive_timeout 75s;
  map $http_accept_encoding $portail_encoding {
    default "";
    ~*\\bbr\\b br;
    ~*\\bgzip\\b gzip;
  }
  proxy_http_version 1.1;
  proxy_set_header Connection "";
  proxy_set_header Host $host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $scheme;
  proxy_next_upstream error timeout http_502 http_503;
  proxy_connect_timeout 2s;
${sites}
}
`;
  }
}

/** Checks the nginx site file of docs/operations.md with `nginx -t`, certificates made up on the spot. */
export function checkDocumentedSite(binary: string, docsFile: string): void {
  const markdown = fs.readFileSync(docsFile, 'utf8');
  const block = /```nginx\n([^]*?)```/.exec(markdown)?.[1];
  if (!block) throw new Error(`no nginx site file in ${docsFile}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-nginx-check-'));
  try {
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=jeux.exemple.fr', '-keyout', key, '-out', cert], {
      stdio: 'ignore',
    });
    const site = block
      .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${cert};`)
      .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`)
      .replace(/\/var\/cache\/nginx\/jeux-du-jour/g, path.join(dir, 'cache'))
      .replace(/listen (\[::\]:)?(80|443)/g, (_m, v6: string | undefined, port: string) => `listen ${v6 ?? ''}${Number(port) + 18000}`);
    fs.writeFileSync(path.join(dir, 'site.conf'), site);
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${dir}/site.conf;\n}\n`,
    );
    execFileSync(binary, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx does not answer on port ${port}`);
}
