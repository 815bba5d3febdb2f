/**
 * The house's import rules (docs/design.md § Layers), checked by `npm run lint:deps` before the unit tests.
 * `scripts/dependency-rules.test.ts` feeds each rule a violating import and sees it fail.
 */
const WEB = '^apps/web/src/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle makes two modules one: neither can be read, tested or loaded without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-stay-below-apps',
      comment: 'packages/* are the floor both apps stand on; they never reach up into an app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'puzzles-import-no-workspace',
      comment: 'The game rules are pure: packages/puzzles imports no other workspace.',
      severity: 'error',
      from: { path: '^packages/puzzles/' },
      to: { path: '^(packages/(?!puzzles/)|apps/|e2e/|bench/)' },
    },
    {
      name: 'api-contract-imports-only-puzzles',
      comment: 'The API contract is shared by the browser and the server: it may lean on the rules, nothing else.',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: '^(packages/(?!api/|puzzles/)|apps/|e2e/|bench/)' },
    },
    {
      name: 'web-never-imports-server',
      comment: "The web app reads the API through packages/api, never through the server's code.",
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/server/|packages/content/)' },
    },
    {
      name: 'server-never-imports-web',
      comment: 'The server loads the built web app from disk (dist/), never its sources.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'server-db-below-services',
      comment: "The server's floors: routes → services → db. The database layer never calls up.",
      severity: 'error',
      from: { path: '^apps/server/src/db/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(routes|services|http|auth|cli)/' },
    },
    {
      name: 'server-services-below-routes',
      comment: 'Services hold the logic; routes call them, never the reverse.',
      severity: 'error',
      from: { path: '^apps/server/src/services/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/(routes|cli)/' },
    },
    {
      name: 'feature-imports-no-other-feature',
      comment: 'Features stand apart: what several need lives in shared/, and one feature extends another through an extension point that app/ wires.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'feature-imports-no-app',
      comment: 'app/ is the composition root: it imports features, never the reverse.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(app/|main\\.tsx|entry-server\\.tsx)` },
    },
    {
      name: 'games-import-only-shared',
      comment: "A game's board sits under the features: it uses shared/ and i18n/, never a feature or app/.",
      severity: 'error',
      from: { path: `${WEB}games/` },
      to: { path: `${WEB}(app/|features/|main\\.tsx|entry-server\\.tsx)` },
    },
    {
      name: 'shared-imports-no-layer-above',
      comment: "shared/ is the web app's library: it imports only itself and i18n/.",
      severity: 'error',
      from: { path: `${WEB}shared/` },
      to: { path: `${WEB}(app/|features/|games/|main\\.tsx|entry-server\\.tsx)` },
    },
    {
      name: 'i18n-imports-nothing-above',
      comment: 'The French texts stand alone.',
      severity: 'error',
      from: { path: `${WEB}i18n/` },
      to: { path: `${WEB}(app|features|games|shared)/` },
    },
    {
      name: 'test-helpers-only-in-tests',
      comment: 'Test fixtures never reach a bundle.',
      severity: 'error',
      from: { path: `${WEB}`, pathNot: `(\\.test\\.tsx?$|${WEB}test/)` },
      to: { path: `${WEB}test/` },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      // Vite's virtual modules and ambient types exist only inside its build.
      to: { couldNotResolve: true, pathNot: '^(virtual:pwa-register|vite/client)$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|test-results|playwright-report)/' },
    // Type-only imports are arrows too: a circle of types is still a circle.
    tsPreCompilationDeps: true,
    // Workspaces are reached through their package.json "exports", as Node and Vite resolve them.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
