import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-views.ts';

describe('the address of a page view', () => {
  it('keeps the page and drops the query and hash, where tokens and emails travel', () => {
    expect(pageAddress('https://jeux.example/confirm-password-reset?email=a%40b.fr&token=s3cret#x')).toBe('https://jeux.example/confirm-password-reset');
    expect(pageAddress('')).toBe('');
  });
});
