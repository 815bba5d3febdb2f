/**
 * The pages' Content-Security-Policy: our own scripts only (no inline script), our own styles plus the
 * hashed inline CSS of a server-rendered first screen, our own API, images from
 * us and data: URLs (generated images such as a QR code), and framing by the provider's partner sites
 * alone, so partners embed the portal and nobody else does.
 */
export interface CspOptions {
  /** Partner origins of the page's provider, allowed to embed it (besides the site itself). */
  frameAncestors: readonly string[];
  /** Extra script and connection origins (an optional third-party measurement tool). */
  extraScriptSources?: readonly string[];
  extraConnectSources?: readonly string[];
  /**
   * Hashes of a server-rendered page's inline <style> and style attributes (issue 24). Attributes need
   * 'unsafe-hashes', which allows only these exact values: never 'unsafe-inline'.
   */
  styleHashes?: readonly string[];
}

export function contentSecurityPolicy(options: CspOptions): string {
  const list = (...sources: (string | readonly string[] | undefined)[]) => sources.flat().filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", options.extraScriptSources)}`,
    `style-src ${list("'self'", options.styleHashes?.length ? ["'unsafe-hashes'", ...options.styleHashes] : undefined)}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${list("'self'", options.extraConnectSources)}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${list("'self'", options.frameAncestors)}`,
  ].join('; ');
}
