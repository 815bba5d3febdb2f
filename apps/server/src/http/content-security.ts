/**
 * The pages' Content-Security-Policy: our own scripts only (no inline script), our own API, images from
 * us and data: URLs (generated images such as a QR code), and framing by the provider's partner sites
 * alone, so partners embed the portal and nobody else does.
 */
export interface CspOptions {
  /** Partner origins of the page's provider, allowed to embed it (besides the site itself). */
  frameAncestors: readonly string[];
  /** Extra script and connection origins (an optional third-party measurement tool). */
  extraScriptSources?: readonly string[];
  extraConnectSources?: readonly string[];
}

export function contentSecurityPolicy(options: CspOptions): string {
  const list = (...sources: (string | readonly string[] | undefined)[]) => sources.flat().filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", options.extraScriptSources)}`,
    "style-src 'self'",
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
