import pg from 'pg';
import type { Acknowledged } from './traffic.ts';

/**
 * A PostgreSQL database of a bench's own, made afresh each run with a role that may create databases: the
 * test suites' (TEST_DATABASE_URL) unless another server is given.
 */
export class ScaleDatabase {
  readonly url: string;
  private readonly adminUrl: string;

  constructor(
    readonly name: string,
    adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://jdj:jdj@127.0.0.1:5432/jdj_test',
  ) {
    this.adminUrl = adminUrl;
    const url = new URL(this.adminUrl);
    url.pathname = `/${name}`;
    this.url = url.toString();
  }

  async create(): Promise<void> {
    await this.admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${this.name}`);
    });
  }

  async drop(): Promise<void> {
    await this.admin((client) => client.query(`DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`));
  }

  /** What the database holds of what players were told: scores missing, duplicated, or never acknowledged. */
  async audit(acknowledged: readonly Acknowledged[]): Promise<ScoreAudit> {
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    try {
      const rows = (await client.query<{ id: string; client_play_id: string }>('SELECT id, client_play_id FROM score')).rows;
      const stored = new Map(rows.map((row) => [row.client_play_id, row.id]));
      const duplicatePlays = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM (SELECT client_play_id FROM score GROUP BY client_play_id HAVING count(*) > 1) d',
      );
      const duplicateDays = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM (SELECT coalesce(user_id, anonymous_user_id), game, puzzle_date FROM score
           GROUP BY 1, 2, 3 HAVING count(*) > 1) d`,
      );
      const acknowledgedIds = new Set(acknowledged.map((a) => a.clientPlayId));
      return {
        stored: rows.length,
        missing: acknowledged.filter((a) => !stored.has(a.clientPlayId)).length,
        // An acknowledgement naming another row than the one stored would be a lie too.
        mismatched: acknowledged.filter((a) => stored.has(a.clientPlayId) && stored.get(a.clientPlayId) !== a.scoreId).length,
        duplicates: Number(duplicatePlays.rows[0]!.n) + Number(duplicateDays.rows[0]!.n),
        unacknowledged: rows.filter((row) => !acknowledgedIds.has(row.client_play_id)).length,
      };
    } finally {
      await client.end();
    }
  }

  /** Process ids of the PostgreSQL backends serving this database right now (the processes' pools). */
  async backendPids(): Promise<number[]> {
    return this.admin(async (client) =>
      (await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [this.name])).rows.map((row) => row.pid),
    );
  }

  private async admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
}

export interface ScoreAudit {
  stored: number;
  missing: number;
  mismatched: number;
  duplicates: number;
  /** Stored scores no client was told about (a client that gave up): the client would resend them. */
  unacknowledged: number;
}
