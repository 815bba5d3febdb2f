import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RequestSpec {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One HTTP exchange on an agent (so on a chosen local address); rejects on a network error or timeout. */
export function exchange(agent: http.Agent, base: URL, spec: RequestSpec, timeoutMs = 15_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: spec.method ?? 'GET',
        path: spec.path,
        headers: {
          ...(spec.body !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(spec.body)) } : {}),
          ...spec.headers,
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    request.end(spec.body);
  });
}

/** The n-th loopback address of a pool (127.10.0.1, 127.10.0.2…): each simulated player has its own. */
export function loopbackAddress(n: number): string {
  return `127.10.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** `name=value` pairs of the Set-Cookie headers, ready for a Cookie header. */
export function cookiesOf(answer: Answer): string {
  return (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
}
