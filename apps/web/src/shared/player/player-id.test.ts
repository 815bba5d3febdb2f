import { describe, expect, it } from 'vitest';
import { getLocalUserId, getSessionId, isUuid, LOCAL_USER_ID_KEY, randomUuid, SESSION_ID_KEY } from './player-id.ts';

describe('local_user_id', () => {
  it('is created once as a UUID and kept in localStorage', () => {
    const id = getLocalUserId();
    expect(isUuid(id)).toBe(true);
    expect(localStorage.getItem(LOCAL_USER_ID_KEY)).toBe(id);
    expect(getLocalUserId()).toBe(id);
  });

  it('keeps an existing UUID', () => {
    localStorage.setItem(LOCAL_USER_ID_KEY, '3f2b8c1e-9d4a-4e2b-8c7d-1a2b3c4d5e6f');
    expect(getLocalUserId()).toBe('3f2b8c1e-9d4a-4e2b-8c7d-1a2b3c4d5e6f');
  });

  it.each(['', 'pas-un-uuid', '{"id":1}', '3f2b8c1e-9d4a-4e2b-8c7d'])('replaces a stored %j that is not a UUID', (stored) => {
    localStorage.setItem(LOCAL_USER_ID_KEY, stored);
    const id = getLocalUserId();
    expect(isUuid(id)).toBe(true);
    expect(id).not.toBe(stored);
    expect(localStorage.getItem(LOCAL_USER_ID_KEY)).toBe(id);
  });

  it('draws version 4 UUIDs that differ', () => {
    const a = randomUuid();
    const b = randomUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});

describe('session id', () => {
  it('is one UUID per tab, in sessionStorage', () => {
    const id = getSessionId();
    expect(isUuid(id)).toBe(true);
    expect(sessionStorage.getItem(SESSION_ID_KEY)).toBe(id);
    expect(getSessionId()).toBe(id);
    expect(id).not.toBe(getLocalUserId());
  });
});
