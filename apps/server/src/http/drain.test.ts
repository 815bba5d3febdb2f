import { describe, expect, it } from 'vitest';
import { HandlersInFlight } from './drain.ts';

/** A handler held open until the test lets it answer (a score whose client has gone away meanwhile). */
function heldHandler() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  return {
    answer,
    handler: async () => {
      await answered;
      return new Response('ok');
    },
  };
}

describe('the handlers a stopping process waits for', () => {
  it('keeps the database open until every handler has answered', async () => {
    const inFlight = new HandlersInFlight();
    const first = heldHandler();
    const second = heldHandler();
    const answers = [inFlight.track(first.handler)(), inFlight.track(second.handler)()];
    let idle = false;
    const waiting = inFlight.idle().then(() => (idle = true));
    first.answer();
    await answers[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBe(false);
    second.answer();
    await answers[1];
    await waiting;
    expect(idle).toBe(true);
  });

  it('counts a handler that failed as finished, and gives up waiting after the grace period', async () => {
    const inFlight = new HandlersInFlight();
    await expect(inFlight.track(async () => Promise.reject(new Error('refused')))()).rejects.toThrow('refused');
    await inFlight.idle(60_000);
    const stuck = heldHandler();
    void inFlight.track(stuck.handler)();
    // Resolves although the handler never answered before it: otherwise the test would time out here.
    await inFlight.idle(50);
    stuck.answer();
  });
});
