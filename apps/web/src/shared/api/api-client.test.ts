import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiGet, DEFAULT_API_ERROR_MESSAGE, UNEXPECTED_ANSWER_MESSAGE } from './api-client.ts';
import { answers } from './answers.ts';

function mockFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  const spy = vi.fn(impl);
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiGet', () => {
  it('returns the data of a successful answer', async () => {
    mockFetch(async () => Response.json({ code: 200, data: { version: '0.9.0' } }));
    await expect(apiGet('/api/health', answers.health)).resolves.toEqual({ version: '0.9.0' });
  });

  it("throws with the server's message, status, url and body on an error answer", async () => {
    mockFetch(async () => Response.json({ code: 400, message: 'invalid provider' }, { status: 400 }));
    const error = await apiGet('/api/providers/current?provider=%24', answers.provider).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    const apiError = error as ApiRequestError;
    expect(apiError.message).toBe('invalid provider');
    expect(apiError.status).toBe(400);
    expect(apiError.url).toBe('/api/providers/current?provider=%24');
    expect(apiError.body).toEqual({ code: 400, message: 'invalid provider' });
    expect(apiError.aborted).toBe(false);
  });

  it('uses the default text when the server gives no message', async () => {
    mockFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await apiGet('/api/health', answers.health).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.message).toBe(DEFAULT_API_ERROR_MESSAGE);
    expect(error.status).toBe(502);
    expect(error.body).toBe('<html>Bad gateway</html>');
  });

  it('reports a network failure with status 0', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await apiGet('/api/health', answers.health).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.status).toBe(0);
    expect(error.aborted).toBe(false);
    expect(error.message).toBe(DEFAULT_API_ERROR_MESSAGE);
  });

  it('flags an aborted call', async () => {
    mockFetch(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const controller = new AbortController();
    controller.abort();
    const error = (await apiGet('/api/health', answers.health, { signal: controller.signal }).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.aborted).toBe(true);
  });

  it('refuses, in French, an answer whose shape is not the contract’s, and keeps what came', async () => {
    mockFetch(async () => Response.json({ code: 200, data: { scores: 'aucun', streak: 2 } }));
    const error = (await apiGet('/api/scores?local_user_id=x', answers.playerScores).catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe(UNEXPECTED_ANSWER_MESSAGE);
    expect(error.status).toBe(200);
    expect(error.body).toEqual({ code: 200, data: { scores: 'aucun', streak: 2 } });
  });

  it('gives the answer as the contract reads it', async () => {
    mockFetch(async () => Response.json({ code: 200, data: { date: null, today: '2026-11-28' } }));
    await expect(apiGet('/api/games/sudoku/last-playable-date', answers.lastPlayableDate)).resolves.toEqual({ date: null, today: '2026-11-28' });
  });
});
