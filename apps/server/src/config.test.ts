import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('defaults to port 3000 and a SQLite file under ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and PUBLIC_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/jeux',
      DATABASE_URL: 'postgres://u:p@db:5432/jeux',
      PUBLIC_URL: 'https://jeux.example.fr/',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/jeux',
      databaseUrl: 'postgres://u:p@db:5432/jeux',
      publicUrl: 'https://jeux.example.fr',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL/],
  ])('stops with a clear message on a bad value %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
