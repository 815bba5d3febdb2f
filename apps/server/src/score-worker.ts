import { parentPort } from 'node:worker_threads';
import type { PuzzleRef, ScoreWorkerAnswer, ScoreWorkerRequest } from './services/score-checker.ts';
import { gameModule, judgeSubmission, readSubmission } from './services/score-checks.ts';
import { parseStoredPuzzle } from './services/puzzle-cache.ts';

/**
 * The score worker's thread (services/score-checker.ts): it reads scores' bodies and replays their moves
 * off the main thread. Built beside main.js (build/bundle.mjs); it touches no database and keeps only the
 * puzzles the main thread sent it, until told to forget them.
 */
const port = parentPort;
if (!port) throw new Error('score-worker.ts runs as a worker thread (services/score-checker.ts)');

const puzzles = new Map<string, { version: number; puzzle: unknown }>();

function puzzleOf(game: string, ref: PuzzleRef): unknown {
  if (ref.source) {
    const parsed = parseStoredPuzzle(gameModule(game), ref.source.publicData, ref.source.secretData);
    if (!parsed.ok) throw new Error(`stored puzzle ${ref.key} is invalid: ${parsed.error}`);
    puzzles.set(ref.key, { version: ref.version, puzzle: parsed.value });
  }
  const held = puzzles.get(ref.key);
  if (held?.version !== ref.version) throw new Error(`puzzle ${ref.key} version ${ref.version} was never sent`);
  return held.puzzle;
}

port.on('message', (request: ScoreWorkerRequest) => {
  if (request.kind === 'forget') {
    puzzles.delete(request.key);
    return;
  }
  let reply: ScoreWorkerAnswer;
  let moved: ArrayBuffer[] = [];
  try {
    let answer = request.kind === 'read' ? readSubmission(request.text) : judgeSubmission(request.text, request.game, puzzleOf(request.game, request.puzzle));
    // The packed log goes in a buffer of its own size, moved rather than copied. A small Buffer is a view on
    // Node's 8 kB pool, and a message copies a view's whole buffer: 8 kB per score reached the main thread,
    // memory outside V8's heap that started a full collection there every few seconds under load (issue 36).
    if (answer.ok && 'packed' in answer.value) {
      const packed = new Uint8Array(answer.value.packed);
      answer = { ...answer, value: { ...answer.value, packed } };
      moved = [packed.buffer as ArrayBuffer];
    }
    reply = { id: request.id, answer };
  } catch (error) {
    reply = { id: request.id, failure: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, moved);
});
