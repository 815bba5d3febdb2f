/** The accent colour if it is a #rrggbb value, else the site's neutral accent. */
export declare function safeAccentColor(color: string, fallback?: string): string;
/** WCAG relative luminance of a #rrggbb colour (0 black, 1 white); 0 for anything else. */
export declare function relativeLuminance(color: string): number;
/** Text colour readable on an accent background (WCAG relative luminance): dark on light colours. */
export declare function textColorOn(color: string): '#ffffff' | '#1b2333';
