import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('reads the accounts settings: secret, mail, OpenID Connect provider, proxy and extra origins', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://jeux.example.fr',
      AUTH_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://portail:secret@mail.example.fr:587',
      OIDC_ISSUER: 'https://id.example.fr/realms/jeux/',
      OIDC_CLIENT_ID: 'portail',
      OIDC_CLIENT_SECRET: 'chut',
      OIDC_NAME: 'Mon compte Journal',
      TRUST_PROXY: '1',
      TRUSTED_ORIGINS: 'http://localhost:5173, https://jeux.partenaire.fr',
    });
    expect(config).toMatchObject({
      authSecret: 's'.repeat(40),
      smtpUrl: 'smtp://portail:secret@mail.example.fr:587',
      mailFrom: 'Jeux du Jour <no-reply@jeux.example.fr>',
      oidc: { issuer: 'https://id.example.fr/realms/jeux', clientId: 'portail', clientSecret: 'chut', name: 'Mon compte Journal' },
      trustProxy: true,
      trustedOrigins: ['http://localhost:5173', 'https://jeux.partenaire.fr'],
    });
    expect(loadConfig({})).toMatchObject({ authSecret: undefined, smtpUrl: undefined, oidc: undefined, trustProxy: false, trustedOrigins: [] });
    expect(loadConfig({ MAIL_FROM: 'Jeux <jeux@example.fr>' }).mailFrom).toBe('Jeux <jeux@example.fr>');
    expect(loadConfig({ OIDC_ISSUER: 'https://id.example.fr', OIDC_CLIENT_ID: 'x' }).oidc).toMatchObject({ name: 'OpenID Connect', clientSecret: undefined });
  });

  it.each([
    [{ AUTH_SECRET: 'court' }, /AUTH_SECRET/],
    [{ SMTP_URL: 'mail.example.fr' }, /SMTP_URL/],
    [{ OIDC_ISSUER: 'https://id.example.fr' }, /OIDC_ISSUER et OIDC_CLIENT_ID/],
    [{ OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' }, /OIDC_ISSUER et OIDC_CLIENT_ID/],
    [{ OIDC_ISSUER: 'ftp://id.example.fr', OIDC_CLIENT_ID: 'x' }, /OIDC_ISSUER/],
    [{ TRUST_PROXY: 'peut-être' }, /TRUST_PROXY/],
    [{ TRUSTED_ORIGINS: 'https://ok.example.fr/chemin' }, /TRUSTED_ORIGINS/],
  ])('stops with a clear message on a bad accounts setting %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{ PORT: 'abc' }, 'Configuration invalide : PORT vaut « abc », attendu un numéro de port de 0 à 65535'],
    [{ LOG_LEVEL: 'verbose' }, 'Configuration invalide : LOG_LEVEL vaut « verbose », attendu debug, info, warn, error ou silent'],
    [{ METRICS_PORT: '0' }, 'Configuration invalide : METRICS_PORT vaut « 0 », attendu un numéro de port de 1 à 65535'],
    [{ PUZZLE_TOP_UP_SECONDS: '1.5' }, 'Configuration invalide : PUZZLE_TOP_UP_SECONDS vaut « 1.5 », attendu un nombre entier de secondes de 1 à 604800'],
    // Issue 23: it passed, then the server crashed after migrating, when building its first link.
    [
      { PUBLIC_URL: 'ftp://jeux.exemple.fr' },
      'Configuration invalide : PUBLIC_URL vaut « ftp://jeux.exemple.fr », attendu une URL http:// ou https:// complète, par exemple https://jeux.exemple.fr',
    ],
    [{ DATABASE_WAIT_SECONDS: '-1' }, 'Configuration invalide : DATABASE_WAIT_SECONDS vaut « -1 », attendu un nombre entier de secondes de 0 à 3600'],
    [{ KEEP_ALIVE_SECONDS: '0' }, 'Configuration invalide : KEEP_ALIVE_SECONDS vaut « 0 », attendu un nombre entier de secondes de 1 à 3600'],
  ])('stops with one French line naming the value and what it must be: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('names every bad variable on the same line, and never repeats a secret', () => {
    const error = (() => {
      try {
        loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://jeux:Sesame42@db/jeux', AUTH_SECRET: 'court' });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect(error?.message.split('\n')).toHaveLength(1);
    expect(error?.message).toMatch(/PORT .* ; DATABASE_URL attendu une adresse postgres:\/\/.* ; AUTH_SECRET attendu au moins 32 caractères/);
    expect(error?.message).not.toContain('Sesame42');
    expect(error?.message).not.toContain('court');
  });

  it('resolves relative folders against the directory the command was typed in (INIT_CWD under npm)', () => {
    const typedIn = path.join(path.sep, 'home', 'ops', 'jeux');
    const config = loadConfig({ DATA_DIR: 'donnees', WEB_DIST: '../web', INIT_CWD: typedIn });
    expect(config.dataDir).toBe(path.join(typedIn, 'donnees'));
    expect(config.webDist).toBe(path.join(typedIn, '..', 'web'));
    expect(loadConfig({ DATA_DIR: 'donnees' }).dataDir).toBe(path.resolve('donnees'));
  });

  it('keeps metrics off unless METRICS_PORT is set, and then on the loopback address', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({}).puzzleTopUpSeconds).toBe(6 * 3600);
  });

  it('keeps an idle connection open 5 s unless told otherwise', () => {
    expect(loadConfig({}).keepAliveSeconds).toBe(5);
    expect(loadConfig({ KEEP_ALIVE_SECONDS: '65' }).keepAliveSeconds).toBe(65);
  });

  it('waits a minute for an unreachable database at start unless told otherwise', () => {
    expect(loadConfig({}).databaseWaitSeconds).toBe(60);
    expect(loadConfig({ DATABASE_WAIT_SECONDS: '0' }).databaseWaitSeconds).toBe(0);
  });

  it('keeps debug answers off unless DEBUG_ANSWERS=1, and refuses them in production', () => {
    expect(loadConfig({}).debugAnswers).toBe(false);
    expect(loadConfig({ DEBUG_ANSWERS: '1' }).debugAnswers).toBe(true);
    expect(loadConfig({ DEBUG_ANSWERS: '0', NODE_ENV: 'production' }).debugAnswers).toBe(false);
    expect(() => loadConfig({ DEBUG_ANSWERS: '1', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ DEBUG_ANSWERS: 'oui' })).toThrow(/DEBUG_ANSWERS/);
  });

  it('reads the operator’s legal items (trimmed), none by default', () => {
    expect(loadConfig({}).legal).toEqual({
      editor: { editor_name: null, editor_address: null, director: null, contact_email: null, contact_phone: null },
      host: { host_name: null, host_address: null, host_phone: null },
      mail_provider: null,
    });
    const config = loadConfig({
      LEGAL_PUBLISHER_NAME: ' Jeux du Jour SAS ',
      LEGAL_PUBLISHER_ADDRESS: '4 place du Jeu, 33000 Bordeaux',
      LEGAL_PUBLICATION_DIRECTOR: 'Paul Durand',
      LEGAL_CONTACT_EMAIL: 'contact@jeux.example.fr',
      LEGAL_CONTACT_PHONE: '05 00 00 00 00',
      LEGAL_HOST_NAME: 'Hébergeur Général',
      LEGAL_HOST_ADDRESS: '3 rue du Centre, 69001 Lyon',
      LEGAL_HOST_PHONE: '+33 4 00 00 00 00',
      MAIL_PROVIDER_NAME: 'Courrier Express SAS',
      NODE_ENV: 'production',
    });
    expect(config.legal).toEqual({
      editor: {
        editor_name: 'Jeux du Jour SAS',
        editor_address: '4 place du Jeu, 33000 Bordeaux',
        director: 'Paul Durand',
        contact_email: 'contact@jeux.example.fr',
        contact_phone: '05 00 00 00 00',
      },
      host: { host_name: 'Hébergeur Général', host_address: '3 rue du Centre, 69001 Lyon', host_phone: '+33 4 00 00 00 00' },
      mail_provider: 'Courrier Express SAS',
    });
    expect(config.production).toBe(true);
    expect(loadConfig({}).production).toBe(false);
  });

  it.each([
    [{ LEGAL_HOST_NAME: '<b>Hébergeur</b>' }, 'LEGAL_HOST_NAME vaut « <b>Hébergeur</b> », attendu le nom de l’hébergeur'],
    [{ LEGAL_CONTACT_EMAIL: 'contact chez jeux.fr' }, 'LEGAL_CONTACT_EMAIL vaut « contact chez jeux.fr », attendu une adresse e-mail'],
    [{ LEGAL_HOST_PHONE: 'le standard' }, 'LEGAL_HOST_PHONE vaut « le standard », attendu le numéro de téléphone de l’hébergeur'],
    [{ MAIL_PROVIDER_NAME: 'x'.repeat(201) }, 'MAIL_PROVIDER_NAME vaut'],
  ])('stops with a French line on a legal item the console would refuse too: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
