import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePorts } from '../processes.ts';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const execFileAsync = promisify(execFile);

/**
 * A PostgreSQL cluster of the scale test's own: initdb in a temporary folder, on a free port of the
 * loopback. The database faults (a restart under load, terminated backends) happen to it, never to the
 * shared server other suites and engineers use. As root, it runs as the `postgres` user (PostgreSQL
 * refuses root).
 */
export class ThrowawayPostgres {
  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly runAs: { uid: number; gid: number } | undefined,
  ) {}

  static async start(): Promise<ThrowawayPostgres> {
    const [port] = await freePorts(1);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-scale-pg-'));
    const runAs = process.getuid?.() === 0 ? postgresUser() : undefined;
    if (runAs) fs.chownSync(dir, runAs.uid, runAs.gid);
    const cluster = new ThrowawayPostgres(dir, port!, runAs);
    // Trust on the loopback: a throwaway cluster with no other user. fsync stays on: the test counts on
    // what PostgreSQL acknowledged surviving its restart.
    await cluster.run('initdb', ['-D', cluster.dataDir, '-U', 'jdj', '--auth=trust', '-E', 'UTF8', '--no-instructions', '--no-sync']);
    await cluster.pgCtl(['start', '-w', '-t', '60', '-l', cluster.logFile]);
    return cluster;
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  private get logFile(): string {
    return path.join(this.dir, 'postgres.log');
  }

  /** URL of a database of this cluster (the role jdj is its superuser). */
  url(database = 'postgres'): string {
    return `postgres://jdj@127.0.0.1:${this.port}/${database}`;
  }

  /**
   * `pg_ctl restart -m fast`: every session is cut (57P01), new connections are refused until it is back.
   * Resolves once it accepts connections again, with how long it took (ms). Asynchronous: the load goes on.
   */
  async restart(): Promise<number> {
    const started = performance.now();
    await this.pgCtl(['restart', '-m', 'fast', '-w', '-t', '60', '-l', this.logFile]);
    return performance.now() - started;
  }

  /** pg_terminate_backend on every session of `database` (idle in a pool or busy): how many ended. */
  async terminateBackends(database: string): Promise<number> {
    const client = new pg.Client({ connectionString: this.url() });
    await client.connect();
    try {
      const { rows } = await client.query<{ ended: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
      return rows.filter((row) => row.ended).length;
    } finally {
      await client.end();
    }
  }

  async stop(): Promise<void> {
    try {
      await this.pgCtl(['stop', '-m', 'immediate', '-w']);
    } catch {
      // already stopped
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private pgCtl(args: string[]): Promise<void> {
    // -k: its socket in its own folder, never /var/run/postgresql where the shared server's is.
    return this.run('pg_ctl', ['-D', this.dataDir, '-o', `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`, ...args]);
  }

  private async run(tool: string, args: string[]): Promise<void> {
    await execFileAsync(path.join(BIN, tool), args, { cwd: this.dir, ...(this.runAs ?? {}) });
  }
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}
