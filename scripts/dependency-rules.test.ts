import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Each rule of .dependency-cruiser.cjs meets one import that breaks it, in a small tree laid out like the
// repository's, and must name it: a rule that never fires would let the layers rot unseen.

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const depcruise = path.join(repo, 'node_modules/.bin/depcruise');

/** Files of the fixture tree: path → the relative imports it makes. */
const FILES: Record<string, string[]> = {
  // Well-behaved modules the violations point at.
  'apps/web/src/app/routes.ts': ['../features/home/Home.ts', '../shared/api/client.ts'],
  'apps/web/src/features/home/Home.ts': ['../../shared/api/client.ts', '../../games/registry.ts', '../../i18n/fr.ts'],
  'apps/web/src/shared/api/client.ts': ['../../i18n/fr.ts'],
  'apps/web/src/games/registry.ts': ['../shared/api/client.ts'],
  'apps/web/src/i18n/fr.ts': [],
  'apps/web/src/test/fixtures.ts': [],
  'apps/server/src/routes/scores.ts': ['../services/scores.ts'],
  'apps/server/src/services/scores.ts': ['../db/schema.ts'],
  'apps/server/src/db/schema.ts': [],
  'packages/puzzles/src/index.ts': [],
  'packages/content/src/index.ts': ['../../puzzles/src/index.ts'],
  'packages/api/src/index.ts': ['../../puzzles/src/index.ts'],
  // One violation per rule.
  'apps/web/src/features/stats/Stats.ts': ['../home/Home.ts'],
  'apps/web/src/features/auth/Login.ts': ['../../app/routes.ts'],
  'apps/web/src/games/sudoku/Board.ts': ['../../features/home/Home.ts'],
  'apps/web/src/shared/scores/store.ts': ['../../games/registry.ts'],
  'apps/web/src/i18n/fr-games.ts': ['../shared/api/client.ts'],
  'apps/web/src/shared/api/types.ts': ['../../../../server/src/db/schema.ts'],
  'apps/web/src/shared/ui/Modal.ts': ['../../test/fixtures.ts'],
  'apps/server/src/db/pool.ts': ['../services/scores.ts'],
  'apps/server/src/services/plays.ts': ['../routes/scores.ts'],
  'apps/server/src/http/pages.ts': ['../../../web/src/app/routes.ts'],
  'apps/server/src/services/ring-a.ts': ['./ring-b.ts'],
  'apps/server/src/services/ring-b.ts': ['./ring-a.ts'],
  'packages/puzzles/src/core/words.ts': ['../../../content/src/index.ts'],
  'packages/api/src/leagues.ts': ['../../content/src/index.ts'],
  'packages/content/src/cli.ts': ['../../../apps/server/src/db/schema.ts'],
  'apps/server/src/routes/typo.ts': ['./missing.ts'],
};

/** The rule each violating file must be caught by, and where its arrow points. */
const EXPECTED: [rule: string, from: string, to: string][] = [
  ['feature-imports-no-other-feature', 'apps/web/src/features/stats/Stats.ts', 'apps/web/src/features/home/Home.ts'],
  ['feature-imports-no-app', 'apps/web/src/features/auth/Login.ts', 'apps/web/src/app/routes.ts'],
  ['games-import-only-shared', 'apps/web/src/games/sudoku/Board.ts', 'apps/web/src/features/home/Home.ts'],
  ['shared-imports-no-layer-above', 'apps/web/src/shared/scores/store.ts', 'apps/web/src/games/registry.ts'],
  ['i18n-imports-nothing-above', 'apps/web/src/i18n/fr-games.ts', 'apps/web/src/shared/api/client.ts'],
  ['web-never-imports-server', 'apps/web/src/shared/api/types.ts', 'apps/server/src/db/schema.ts'],
  ['test-helpers-only-in-tests', 'apps/web/src/shared/ui/Modal.ts', 'apps/web/src/test/fixtures.ts'],
  ['server-db-below-services', 'apps/server/src/db/pool.ts', 'apps/server/src/services/scores.ts'],
  ['server-services-below-routes', 'apps/server/src/services/plays.ts', 'apps/server/src/routes/scores.ts'],
  ['server-never-imports-web', 'apps/server/src/http/pages.ts', 'apps/web/src/app/routes.ts'],
  ['no-circular', 'apps/server/src/services/ring-a.ts', 'apps/server/src/services/ring-b.ts'],
  ['puzzles-import-no-workspace', 'packages/puzzles/src/core/words.ts', 'packages/content/src/index.ts'],
  ['api-contract-imports-only-puzzles', 'packages/api/src/leagues.ts', 'packages/content/src/index.ts'],
  ['packages-stay-below-apps', 'packages/content/src/cli.ts', 'apps/server/src/db/schema.ts'],
  ['not-to-unresolvable', 'apps/server/src/routes/typo.ts', './missing.ts'],
];

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

let root: string;
let violations: Violation[];

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'jdj-rules-'));
  for (const [file, imports] of Object.entries(FILES)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(
      path.join(root, file),
      `${imports.map((spec, i) => `import * as m${i} from '${spec}';\nvoid m${i};`).join('\n')}\nexport const here = 1;\n`,
    );
  }
  // The command `npm run lint:deps` runs, on the fixture tree instead of the repository.
  // depcruise exits non-zero when it finds violations: here that is the point, so its output is read either way.
  const run = spawnSync(depcruise, ['apps', 'packages', '--config', path.join(repo, '.dependency-cruiser.cjs'), '--output-type', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  const output = run.stdout;
  violations = (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}, 60_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the dependency rules', () => {
  it.each(EXPECTED)('%s catches %s → %s', (rule, from, to) => {
    expect(violations).toContainEqual(expect.objectContaining({ from, to, rule: expect.objectContaining({ name: rule }) }));
  });

  it('leave the well-layered modules alone', () => {
    const broken = new Set(EXPECTED.map(([, from]) => from));
    const stray = violations.filter((v) => !broken.has(v.from) && !(v.rule.name === 'no-circular' && v.from.includes('/ring-')));
    expect(stray).toEqual([]);
  });
});
