const HEX_COLOR = /^#([0-9a-f]{6})$/i;

/** The accent colour if it is a #rrggbb value, else the site's neutral accent. */
export function safeAccentColor(color: string, fallback = '#17306b'): string {
  return HEX_COLOR.test(color) ? color : fallback;
}

/** WCAG relative luminance of a #rrggbb colour (0 black, 1 white); 0 for anything else. */
export function relativeLuminance(color: string): number {
  const match = HEX_COLOR.exec(color);
  if (!match?.[1]) return 0;
  const value = Number.parseInt(match[1], 16);
  const [r = 0, g = 0, b = 0] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text colour readable on an accent background (WCAG relative luminance): dark on light colours. */
export function textColorOn(color: string): '#ffffff' | '#1b2333' {
  if (!HEX_COLOR.test(color)) return '#ffffff';
  const luminance = relativeLuminance(color);
  // Contrast with white (luminance 1) against contrast with the dark text colour (luminance ≈ 0.0167).
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  const contrastWithDark = (luminance + 0.05) / (0.0167 + 0.05);
  return contrastWithWhite >= contrastWithDark ? '#ffffff' : '#1b2333';
}
