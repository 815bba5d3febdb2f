export interface ClientInfo {
  /** Browser name with its major version ("Chrome 131"), or null when unknown. */
  browser: string | null;
  /** Operating system name ("Android"), or null when unknown. */
  os: string | null;
}

interface Rule {
  name: string;
  /** Matches the user agent; group 1, when present, is the major version. */
  pattern: RegExp;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome" and "Safari"; Chrome also says "Safari".
const BROWSERS: readonly Rule[] = [
  { name: 'Edge', pattern: /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/ },
  { name: 'Opera', pattern: /\b(?:OPR|OPT|Opera|OPiOS)\/(\d+)/ },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Chrome', pattern: /\b(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/ },
  { name: 'Safari', pattern: /\bVersion\/(\d+)(?:[.\d]*)? (?:Mobile\/\w+ )?Safari\// },
];

// Order matters: Android and ChromeOS user agents also say "Linux"; iOS ones say "like Mac OS X".
const SYSTEMS: readonly Rule[] = [
  { name: 'Windows', pattern: /\bWindows\b/ },
  { name: 'iOS', pattern: /\b(?:iPhone|iPad|iPod)\b/ },
  { name: 'Android', pattern: /\bAndroid\b/ },
  { name: 'ChromeOS', pattern: /\bCrOS\b/ },
  { name: 'macOS', pattern: /\bMac OS X\b|\bMacintosh\b/ },
  { name: 'Linux', pattern: /\bLinux\b|\bX11\b/ },
];

function match(rules: readonly Rule[], userAgent: string, withVersion: boolean): string | null {
  for (const rule of rules) {
    const found = rule.pattern.exec(userAgent);
    if (found) return withVersion && found[1] ? `${rule.name} ${found[1]}` : rule.name;
  }
  return null;
}

/** Browser and operating system named by a user agent string (for the version page). */
export function parseUserAgent(userAgent: string): ClientInfo {
  return { browser: match(BROWSERS, userAgent, true), os: match(SYSTEMS, userAgent, false) };
}
