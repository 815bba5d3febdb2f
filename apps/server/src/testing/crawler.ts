import http from 'node:http';
import { expect } from 'vitest';
import type { TestServer } from './test-server.ts';

/**
 * Link previews as the networks' crawlers see them (issue 37): a page fetched with a crawler's user agent,
 * no script run, and the tags read from its HTML.
 */

/** The user agents of the crawlers that draw a shared link's card. */
export const CRAWLERS = {
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  x: 'Twitterbot/1.0',
  whatsapp: 'WhatsApp/2.23.20.0',
};

/** A page as a crawler fetches it: its own user agent, a Host of our choice (fetch keeps the URL's), no script run. */
export function crawl(
  server: TestServer,
  urlPath: string,
  { userAgent = CRAWLERS.facebook, host, headers = {} }: { userAgent?: string; host?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: server.port, path: urlPath, headers: { 'user-agent': userAgent, ...(host ? { host } : {}), ...headers } },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    request.on('error', reject);
  });
}

/** The Open Graph, X and description tags of a page, decoded. */
export function previewTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="((?:og|twitter):[^"]+|description)" content="([^"]*)" \/>/g)) {
    tags[m[1]!] = m[2]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return tags;
}

/** Every tag a link preview needs, present once, the image and the URL absolute. */
/** `url: null`: a page whose address the canonical one would cut (an invitation's token after `#`) names none. */
export function expectCompletePreview(html: string, expected: { title: string; url: string | null; image: string; siteName: string }): Record<string, string> {
  const tags = previewTags(html);
  expect(tags).toEqual({
    description: expect.any(String),
    'og:type': 'website',
    'og:site_name': expected.siteName,
    'og:locale': 'fr_FR',
    'og:title': expected.title,
    'og:description': tags.description,
    ...(expected.url === null ? {} : { 'og:url': expected.url }),
    'og:image': expected.image,
    'og:image:type': 'image/png',
    'og:image:width': '1200',
    'og:image:height': '630',
    'og:image:alt': expect.stringMatching(/\S/),
    'twitter:card': 'summary_large_image',
  });
  expect(tags.description!.length).toBeGreaterThan(20);
  // One of each: the shell's own description gave its place to the route's.
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  expect(html.match(/property="og:title"/g)).toHaveLength(1);
  return tags;
}
