import http from 'node:http';
import type { TestServer } from './test-server.ts';

/** A GET with a Host header of our choice (fetch keeps the URL's): a provider's own host name. */
export function getWithHost(server: TestServer, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: server.port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}
