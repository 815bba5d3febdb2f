/**
 * Test helpers for the account suites: a real SMTP listener, an RFC 6238 TOTP generator and a small
 * "browser" that keeps cookies and follows redirects by hand. Only tests import this file.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  /** The Reply-To header ('' without one). */
  replyTo: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** Quoted-printable to text (soft line breaks, =XX bytes in UTF-8). */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const ch = joined[i]!;
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? decodeHeader(line.slice(name.length + 1).trim()) : '';
}

/** The text and HTML parts of one of our (nodemailer-built) mails. */
export function parseMail(raw: string): Omit<CapturedMail, 'to'> {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  // Parts end at their boundary line only: a quoted-printable line may itself start with "--" (a token's).
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headerOf(head, 'Content-Type'))?.[1];
  const parts = boundary ? body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?\\r?\\n?`)) : [body];
  const part = (type: string) => {
    const found = parts.find((p) => new RegExp(`^Content-Type: ${type}`, 'im').test(p.split(/\r?\n\r?\n/)[0] ?? ''));
    if (!found) return '';
    const [headers = '', ...content] = found.split(/\r?\n\r?\n/);
    const encoded = content.join('\n\n');
    return /Content-Transfer-Encoding: base64/i.test(headers) ? Buffer.from(encoded, 'base64').toString('utf8') : decodeQuotedPrintable(encoded);
  };
  return {
    from: headerOf(head, 'From'),
    replyTo: headerOf(head, 'Reply-To'),
    subject: headerOf(head, 'Subject'),
    text: part('text/plain'),
    html: part('text/html'),
    raw,
  };
}

/** The first link of a mail's text part that starts with `prefix`. */
export function linkIn(mail: CapturedMail, prefix: string): URL {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return new URL(found);
}

/** A real SMTP server in the test process, keeping every mail it receives. */
export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  private waiters: (() => void)[] = [];
  private server: SMTPServer;
  port = 0;

  constructor(readonly credentials = { user: 'portail', pass: 'secret-smtp' }) {
    this.server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (auth, _session, callback) => {
        if (auth.username === credentials.user && auth.password === credentials.pass) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({ ...parseMail(raw), to: session.envelope.rcptTo.map((r) => r.address) });
          for (const wake of this.waiters.splice(0)) wake();
          callback();
        });
      },
    });
  }

  /** Listens on `port` (a free one by default; the port of a listener stopped earlier, to bring it back). */
  async start(port = 0): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  /** smtp://user:pass@127.0.0.1:port, as SMTP_URL. */
  get url(): string {
    return `smtp://${this.credentials.user}:${this.credentials.pass}@127.0.0.1:${this.port}`;
  }

  /** The next mail to `to` whose subject matches, waiting for it to arrive. */
  async waitFor(to: string, subject: RegExp, timeoutMs = 5_000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mails.find((m) => m.to.includes(to) && subject.test(m.subject));
      if (found) {
        this.mails.splice(this.mails.indexOf(found), 1);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of input.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(ch);
    if (index < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code an authenticator app shows for an otpauth:// URI (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits). */
export function totpCode(otpauthUri: string, at = Date.now()): string {
  const url = new URL(otpauthUri);
  const key = base32Decode(url.searchParams.get('secret') ?? '');
  const period = Number(url.searchParams.get('period') ?? 30);
  const digits = Number(url.searchParams.get('digits') ?? 6);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / period)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/**
 * A code the authenticator shows now or next that has not served yet, and that stays valid for a whole
 * step whatever the machine's speed: the current step's or the next one's (the server accepts one step
 * either way). When both have served, it waits for the next step to begin rather than offer the previous
 * step's code, which a step boundary between here and the server would turn into « Code incorrect ».
 */
export async function unusedTotpCode(otpauthUri: string, used: readonly string[]): Promise<string> {
  const period = Number(new URL(otpauthUri).searchParams.get('period') ?? 30) * 1000;
  for (;;) {
    const now = Date.now();
    const code = [now, now + period].map((at) => totpCode(otpauthUri, at)).find((candidate) => !used.includes(candidate));
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, period - (now % period) + 50));
  }
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * What a browser does for our calls: keeps the site's cookies, sends its Origin, and comes from
 * an address of its own (the server trusts X-Forwarded-For in these tests), so each test player
 * has its own rate-limit bucket.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  localUserId: string | undefined;
  /** The key the web app keeps beside its anonymous id and sends on every call (x-local-user-key). */
  readonly localUserKey = randomBytes(24).toString('hex');

  constructor(readonly siteUrl: string) {}

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A fetch to the site with the browser's cookies; redirects are returned, not followed. */
  async raw(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
    const url = path.startsWith('http') ? path : this.siteUrl + path;
    const ours = new URL(url).origin === new URL(this.siteUrl).origin;
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(ours ? { origin: this.siteUrl, 'x-forwarded-for': this.ip } : {}),
      ...(ours && this.cookies.size ? { cookie: this.cookieHeader() } : {}),
      ...(ours && this.localUserId ? { 'x-local-user-id': this.localUserId } : {}),
      ...(ours ? { 'x-local-user-key': this.localUserKey } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    };
    const response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      redirect: 'manual',
      ...(init.body !== undefined ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) } : {}),
    });
    if (ours) this.keep(response);
    return response;
  }

  async call<T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>> {
    const response = await this.raw(path, { body, ...(headers ? { headers } : {}) });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }

  /** Follows redirects by hand (across origins, cookies only to the site) and returns the last answer. */
  async follow(start: string, maxHops = 10): Promise<{ response: Response; url: string; hops: string[] }> {
    let url = start;
    const hops: string[] = [];
    for (let hop = 0; hop < maxHops; hop += 1) {
      hops.push(url);
      const response = await this.raw(url);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url, hops };
      await response.arrayBuffer();
      url = new URL(location, url).toString();
    }
    throw new Error(`too many redirects: ${hops.join(' -> ')}`);
  }
}
