import type SqliteDatabase from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { commitNotAwaited } from './prepared.ts';

/**
 * Kysely's SQLite dialect with three changes measured on the busiest routes (issue 16):
 * - statements are prepared once and kept (Kysely's own driver prepares every query again: 11 % of a GET);
 * - explicit transactions are granted in arrival order (Kysely's lock wakes every waiter on each release
 *   and lets them race, which made the p99 of a 100-connection load grow to seconds);
 * - group commit: the writes of every request handled in one turn of the event loop share one commit.
 *   Each SQLite commit writes every page it touched to the WAL again (a score touches its table and four
 *   indexes); a hundred scores in one commit write those pages once. A write's promise resolves only
 *   after its commit, so nothing is acknowledged before it is in the WAL — but for the counters that
 *   say so (prepared.ts, awaitCommit: the rate limits), committed with the group yet not waited for.
 * better-sqlite3 runs each statement synchronously, so only an explicit transaction needs the connection
 * across awaits: other queries wait for it to end, then run at once.
 */
export class FastSqliteDialect implements Dialect {
  /** `beforeClose` runs when Kysely is destroyed, before the connection closes (the WAL checkpointer's stop). */
  constructor(
    private readonly database: SqliteDatabase.Database,
    private readonly beforeClose?: () => Promise<void>,
  ) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new GroupCommitSqliteDriver(this.database, this.beforeClose);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

/** A lock granted in arrival order: one waiter woken per release. */
export class FifoLock {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  unlock(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

/** Prepared statements by SQL text; the oldest goes when the cache is full (Kysely's SQL texts are few). */
const MAX_STATEMENTS = 500;

/** The savepoint an explicit transaction runs in, inside the open group of writes. */
const EXPLICIT = 'explicit_transaction';

interface Waiting {
  resolve(): void;
  reject(error: unknown): void;
}

/** What Kysely holds between acquiring and releasing the connection: it says whose queries run. */
class Handle implements DatabaseConnection {
  constructor(private readonly driver: GroupCommitSqliteDriver) {}
  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(this, compiled);
  }
  streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    return this.driver.stream<R>(this, compiled);
  }
}

/**
 * The drivers open in this process. Two connections to one file in one thread (a test's second
 * "process", a tool run in-process) would deadlock: the second's write waits for the lock the first holds
 * until its next turn of the event loop, which cannot come. So before opening a group, a driver commits the
 * others' open groups, synchronously. Separate processes just wait for the other's commit (busy_timeout).
 */
const driversOfThisProcess = new Set<GroupCommitSqliteDriver>();

export class GroupCommitSqliteDriver implements Driver {
  private readonly statements = new Map<string, SqliteDatabase.Statement>();
  private readonly transactions = new FifoLock();
  /** The handle whose explicit transaction is under way: every other query waits for its end. */
  private explicit: Handle | null = null;
  private readonly afterExplicit: (() => void)[] = [];
  /** A group of writes is open (BEGIN ran) and not committed yet. */
  private grouping = false;
  private readonly awaitingCommit: Waiting[] = [];
  private commitScheduled = false;

  constructor(
    private readonly db: SqliteDatabase.Database,
    private readonly beforeClose?: () => Promise<void>,
  ) {
    driversOfThisProcess.add(this);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Handle(this);
  }

  async releaseConnection(): Promise<void> {}

  async execute<R>(handle: Handle, compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Checked again right before running, with no await in between: a transaction begun meanwhile waits.
    while (this.busyFor(handle)) await this.explicitEnded();
    const stmt = this.statement(compiled.sql);
    const parameters = compiled.parameters as unknown[];
    if (stmt.readonly) return { rows: stmt.all(parameters) as R[] };
    this.openGroup();
    let result: QueryResult<R>;
    try {
      if (stmt.reader) result = { rows: stmt.all(parameters) as R[] };
      else {
        const { changes, lastInsertRowid } = stmt.run(parameters);
        result = { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
      }
    } catch (error) {
      // A refused statement (a unique key) is undone alone; a failure that ended the transaction undid
      // the whole group, whose writers must hear it.
      if (!this.db.inTransaction) this.groupLost(error);
      throw error;
    }
    // Inside an explicit transaction the write is acknowledged with the transaction's commit; a counter
    // nobody waits for (prepared.ts, awaitCommit) only makes sure the group it joined gets committed.
    if (handle === this.explicit) return result;
    if (commitNotAwaited(compiled.sql)) this.scheduleCommit();
    else await this.committed();
    return result;
  }

  async *stream<R>(handle: Handle, compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    while (this.busyFor(handle)) await this.explicitEnded();
    for (const row of this.statement(compiled.sql).iterate(compiled.parameters as unknown[])) yield { rows: [row as R] };
  }

  async beginTransaction(handle: DatabaseConnection): Promise<void> {
    await this.transactions.lock();
    this.explicit = handle as Handle;
    this.openGroup();
    // Prepared once (every score opens one): exec would parse the text each time.
    this.statement(`SAVEPOINT ${EXPLICIT}`).run();
  }

  async commitTransaction(): Promise<void> {
    try {
      this.statement(`RELEASE ${EXPLICIT}`).run();
    } finally {
      this.endExplicit();
    }
    await this.committed();
  }

  async rollbackTransaction(): Promise<void> {
    try {
      // Gone already when a failure ended the whole group.
      if (this.db.inTransaction) this.db.exec(`ROLLBACK TO ${EXPLICIT}; RELEASE ${EXPLICIT}`);
    } finally {
      this.endExplicit();
    }
  }

  async destroy(): Promise<void> {
    this.commitGroup();
    driversOfThisProcess.delete(this);
    await this.beforeClose?.();
    this.db.close();
  }

  /** Commits the open group now, unless an explicit transaction is under way in it. */
  commitNow(): void {
    if (this.explicit === null) this.commitGroup();
  }

  private statement(sql: string): SqliteDatabase.Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      if (this.statements.size >= MAX_STATEMENTS) this.statements.delete(this.statements.keys().next().value as string);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  /** Whether another handle's explicit transaction is under way. */
  private busyFor(handle: Handle): boolean {
    return this.explicit !== null && this.explicit !== handle;
  }

  private explicitEnded(): Promise<void> {
    return new Promise<void>((resolve) => this.afterExplicit.push(resolve));
  }

  private endExplicit(): void {
    this.explicit = null;
    for (const wake of this.afterExplicit.splice(0)) wake();
    this.transactions.unlock();
    if (this.grouping) this.scheduleCommit();
  }

  private openGroup(): void {
    if (this.grouping) return;
    for (const other of driversOfThisProcess) if (other !== this) other.commitNow();
    this.db.exec('BEGIN');
    this.grouping = true;
  }

  /** Resolves once the current group is committed (rejects if it cannot be). */
  private committed(): Promise<void> {
    const done = new Promise<void>((resolve, reject) => this.awaitingCommit.push({ resolve, reject }));
    this.scheduleCommit();
    return done;
  }

  private scheduleCommit(): void {
    if (this.commitScheduled) return;
    this.commitScheduled = true;
    // After this turn's I/O callbacks: every request that arrived together has written by then.
    setImmediate(() => {
      this.commitScheduled = false;
      if (this.explicit === null) this.commitGroup();
    });
  }

  private commitGroup(): void {
    const waiting = this.awaitingCommit.splice(0);
    if (!this.grouping) {
      for (const w of waiting) w.resolve();
      return;
    }
    try {
      this.db.exec('COMMIT');
    } catch (error) {
      // This runs from setImmediate: a throw here would end the process. The writers hear the error.
      try {
        if (this.db.inTransaction) this.db.exec('ROLLBACK');
      } catch {
        // A failed rollback leaves nothing more to undo than the failed commit did.
      }
      this.grouping = false;
      for (const w of waiting) w.reject(error);
      return;
    }
    this.grouping = false;
    for (const w of waiting) w.resolve();
  }

  private groupLost(error: unknown): void {
    this.grouping = false;
    for (const w of this.awaitingCommit.splice(0)) w.reject(error);
  }
}
