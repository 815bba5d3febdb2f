import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

/** The bounds on every PostgreSQL statement (issue 35), as an operator sets them. */
describe('DATABASE_STATEMENT_TIMEOUT_MS and DATABASE_QUERY_TIMEOUT_MS', () => {
  it('default to 5 s on the server, and 2 s more for the process to give up waiting', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual({ statementMs: 5000, queryMs: 7000 });
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '20000' }).databaseTimeouts).toEqual({ statementMs: 20_000, queryMs: 22_000 });
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '1000', DATABASE_QUERY_TIMEOUT_MS: '1500' }).databaseTimeouts).toEqual({
      statementMs: 1000,
      queryMs: 1500,
    });
  });

  it('refuse, in French, a wait shorter than the statement it waits for, and values out of range', () => {
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '5000', DATABASE_QUERY_TIMEOUT_MS: '5000' })).toThrow(
      'Configuration invalide : DATABASE_QUERY_TIMEOUT_MS (5000) doit être plus grand que DATABASE_STATEMENT_TIMEOUT_MS (5000)',
    );
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(
      'Configuration invalide : DATABASE_STATEMENT_TIMEOUT_MS vaut « 0 », attendu un nombre entier de millisecondes de 100 à 3600000',
    );
  });
});
