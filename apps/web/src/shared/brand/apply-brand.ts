import type { ProviderBrandDto } from '../api/api-types.ts';

/**
 * The provider's colours on the page (issue 38). The server writes them into every page's <head>, so the first
 * paint is already the partner's; this keeps them right when the app shows another provider than the page was
 * sent for (a tab that remembers a ?provider=, the service worker's offline page). Through the CSSOM, which the
 * CSP's style-src does not govern, with values parseProvider checked.
 */
const applied = new Set<string>();

export function applyBrand(brand: ProviderBrandDto): void {
  const style = document.documentElement.style;
  for (const name of applied) if (!(name in brand.variables)) style.removeProperty(name);
  applied.clear();
  for (const [name, value] of Object.entries(brand.variables)) {
    style.setProperty(name, value);
    applied.add(name);
  }
  const themeColor = brand.colors?.primary;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta && themeColor) meta.content = themeColor;
}
