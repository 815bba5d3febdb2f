import { afterEach, describe, expect, it } from 'vitest';
import { applyBrand } from '../brand/apply-brand.ts';
import { testProvider } from '../../test/fixtures.ts';
import { parseProvider } from './provider-validation.ts';

const BRAND = {
  colors: { primary: '#8a1020', accent: '#8a1020', primary_dark: null, accent_dark: '#ff9aa5' },
  variables: { '--brand-primary': '#8a1020', '--brand-primary-text-border': 'rgb(255 255 255 / 0.5)', '--brand-accent-dark': '#ff9aa5' },
  logo_url: '/brand/partenaire/logo.svg?v=abc',
  icon_url: '/brand/partenaire/icon-192.png?v=abc',
};

afterEach(() => document.documentElement.removeAttribute('style'));

describe('a provider’s brand in the browser (issue 38)', () => {
  it('keeps a brand as the server sends it', () => {
    expect(parseProvider(testProvider({ brand: BRAND }))?.brand).toEqual(BRAND);
  });

  it('drops from stored data what the server would never send: other properties, values that are not colours, foreign files', () => {
    const tampered = {
      ...testProvider(),
      brand: {
        colors: { primary: 'red', accent: '#8a1020' },
        variables: { '--brand-primary': 'url(https://ailleurs.example/x)', color: '#000000', '--brand-accent': '#8a1020' },
        logo_url: 'https://ailleurs.example/logo.svg',
        icon_url: 'javascript:alert(1)',
      },
    };
    expect(parseProvider(tampered)?.brand).toEqual({ colors: null, variables: { '--brand-accent': '#8a1020' }, logo_url: null, icon_url: null });
    // A provider cached by a version without brands.
    const { brand: _brand, ...older } = testProvider();
    expect(parseProvider(older)?.brand).toEqual({ colors: null, variables: {}, logo_url: null, icon_url: null });
  });

  it('puts the colours on the page, and takes them off for a provider without', () => {
    const meta = document.createElement('meta');
    meta.name = 'theme-color';
    meta.content = '#17306b';
    document.head.append(meta);
    applyBrand(BRAND);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand-primary')).toBe('#8a1020');
    expect(style.getPropertyValue('--brand-accent-dark')).toBe('#ff9aa5');
    expect(meta.content).toBe('#8a1020');
    applyBrand(testProvider().brand);
    expect(style.getPropertyValue('--brand-primary')).toBe('');
    meta.remove();
  });
});
