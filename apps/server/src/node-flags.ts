/**
 * The Node flags the server runs with, wherever it is started: `npm start` and `npm run serve`
 * (package.json), the systemd unit of docs/operations.md, the benches and the e2e server. A test
 * (node-flags.test.ts) checks that every launcher passes them; V8 reads them only at start.
 *
 * --max-semi-space-size=64: a verified score makes a few hundred short-lived objects (its body, its moves,
 * its replayed states, its row). Under the busiest morning's load, with V8's 16 MB default, garbage
 * collection took 12 % of the main thread; a 64 MB young generation lets most of them die before a
 * collection sees them: +8 % verified scores per second (issue 36, docs/decisions.md), for up to about
 * 100 MB more resident memory under load.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
