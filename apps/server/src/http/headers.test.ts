import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** Security headers every answer carries (docs/security.md, V3): nosniff everywhere, HSTS behind HTTPS. */
describe('security headers', () => {
  let plain: TestServer;
  let secure: TestServer;
  beforeAll(async () => {
    [plain, secure] = await Promise.all([
      startTestServer({ name: 'sqlite' }, { puzzleWindow: { pastDays: 0, futureDays: 0 } }),
      startTestServer({ name: 'sqlite' }, { env: { PUBLIC_URL: 'https://jeux.example.fr' }, puzzleWindow: { pastDays: 0, futureDays: 0 } }),
    ]);
  });
  afterAll(() => Promise.all([plain.stop(), secure.stop()]));

  const paths = ['/api/health', '/api/games', '/api/nope', '/api/auth/get-session', '/api/auth/ok'];

  it('marks every API answer nosniff, JSON, errors and accounts alike', async () => {
    for (const path of paths) {
      const res = await fetch(plain.url + path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('asks browsers for HTTPS for a year on pages and API when the site is served over HTTPS', async () => {
    for (const path of [...paths, '/', '/sudoku']) {
      const res = await fetch(secure.url + path);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('sends no CORS header: other sites cannot read our answers', async () => {
    const res = await fetch(`${plain.url}/api/games`, { headers: { origin: 'https://pirate.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
