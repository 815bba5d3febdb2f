import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema.ts';

/** Stands for the value given to `run` at this index, wherever the query builder puts it among the parameters. */
class Slot {
  constructor(readonly index: number) {}
}

/** The SQL texts of every prepared statement: PostgreSQL's connections keep them parsed (connection.ts). */
const preparedTexts = new Set<string>();

/** Whether a statement's text is one of the prepared statements' (PostgreSQL then parses and plans it once per connection). */
export const isPreparedText = (sql: string): boolean => preparedTexts.has(sql);

/** The prepared writes whose commit nobody waits for (PrepareOptions.awaitCommit false). */
const unawaitedTexts = new Set<string>();

/** Whether a write may return before its commit (SQLite's group commit then commits it with the group open); known by its SQL text. */
export const commitNotAwaited = (sql: string): boolean => unawaitedTexts.has(sql);

export interface PrepareOptions {
  /**
   * False for counters a crash may lose without harm (the rate limits'): on SQLite the statement returns as
   * soon as it has run, and is committed with the group of writes then open, instead of waiting for that
   * commit as every other write does. A score thus waits for one commit, not two (issue 36).
   */
  awaitCommit?: boolean;
}

/** A query builder's query, or a raw \`sql\` one (compiled against its database). */
interface Buildable<R> {
  compile(db: Kysely<Database>): CompiledQuery<R>;
}

/** A statement built once, run with the values of each request. */
export type Prepared<A extends readonly unknown[], R> = (db: Kysely<Database>, ...values: A) => Promise<QueryResult<R>>;

/**
 * A statement of a hot route, built and compiled by Kysely once per SQL dialect, then run with each
 * request's values (issue 36): no query tree is built, frozen and compiled per request, and PostgreSQL
 * parses and plans it once per connection. `build` writes the query with the placeholders it receives in
 * place of the values: they are only put where values go (compared, inserted), never looked at, and the
 * statement's shape (its columns, the length of an `in` list) never depends on them.
 */
export function prepare<A extends readonly unknown[], R>(
  arity: A['length'],
  build: (db: Kysely<Database>, ...values: A) => Buildable<R>,
  options: PrepareOptions = {},
): Prepared<A, R> {
  // Keyed by the dialect's adapter, which a transaction shares with its database.
  const templates = new WeakMap<object, CompiledQuery<R>>();
  const slots = Array.from({ length: arity }, (_, index) => new Slot(index)) as unknown as A;
  return (db, ...values) => {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      template = build(db, ...slots).compile(db);
      templates.set(adapter, template);
      preparedTexts.add(template.sql);
      if (options.awaitCommit === false) unawaitedTexts.add(template.sql);
    }
    const parameters = template.parameters.map((parameter) => (parameter instanceof Slot ? values[parameter.index] : parameter));
    return db.executeQuery<R>({ ...template, parameters });
  };
}

const inserts = new Map<string, Prepared<unknown[], unknown>>();

/**
 * Inserts one row through a statement prepared for its table and its columns (the row's keys, in order):
 * a row that gains a column gets a statement of its own, with nothing else to change.
 */
export function insertRow<T extends keyof Database & string>(db: Kysely<Database>, table: T, row: Database[T] & object): Promise<QueryResult<unknown>> {
  const columns = Object.keys(row);
  const id = `${table}(${columns.join(',')})`;
  let statement = inserts.get(id);
  if (!statement) {
    statement = prepare(columns.length, (database, ...values: unknown[]) =>
      database.insertInto(table).values(Object.fromEntries(columns.map((column, i) => [column, values[i]])) as never),
    );
    inserts.set(id, statement);
  }
  return statement(db, ...columns.map((column) => (row as Record<string, unknown>)[column]));
}
