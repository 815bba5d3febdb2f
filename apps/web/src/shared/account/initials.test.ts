import { describe, expect, it } from 'vitest';
import { userInitials } from './initials.ts';

describe('userInitials', () => {
  it('uses the first letters of first and last name', () => {
    expect(userInitials({ first_name: 'Marie', last_name: 'Curie', username: 'mcurie' })).toBe('MC');
  });

  it('upper-cases and keeps accents', () => {
    expect(userInitials({ first_name: 'émile', last_name: 'zola', username: null })).toBe('ÉZ');
  });

  it('falls back to the first letter of the username when names are absent', () => {
    expect(userInitials({ first_name: null, last_name: null, username: 'joueur42' })).toBe('J');
    expect(userInitials({ first_name: '  ', last_name: '', username: 'zoe' })).toBe('Z');
  });

  it('prefers the username when only one name is given', () => {
    expect(userInitials({ first_name: 'Marie', last_name: null, username: 'mcurie' })).toBe('M');
    expect(userInitials({ first_name: null, last_name: 'Curie', username: 'zed' })).toBe('Z');
  });

  it('uses a lone name, then a question mark, when nothing else exists', () => {
    expect(userInitials({ first_name: null, last_name: 'Curie', username: null })).toBe('C');
    expect(userInitials({ first_name: null, last_name: null, username: null })).toBe('?');
  });
});
