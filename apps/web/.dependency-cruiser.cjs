// Import rules of the web app, checked by `npm run lint:deps` (and so by `npm run lint` and `npm test`).
// Paths are from the repository root, where the check runs. A feature is a folder
// apps/web/src/features/<name>/; its index.ts is its door. Imports go shared → features → app.
const FEATURE_FILE = '^apps/web/src/features/[^/]+/.+$';
const DOOR = '^apps/web/src/features/[^/]+/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle-between-features',
      severity: 'error',
      comment:
        'Features depend on each other one way only (the shipments inbox opens the bulk panel, the bulk panel ' +
        'pays through bulk-payment, bulk-payment through payment): a piece two features need moves down to ' +
        'the feature that owns it, or to shared/ when no feature does.',
      scope: 'folder',
      from: { path: '^apps/web/src/features/[^/]+$' },
      to: { path: '^apps/web/src/features/[^/]+$', circular: true },
    },
    {
      name: 'feature-door',
      severity: 'error',
      comment:
        "A feature uses another feature only through that feature's index.ts: its components, hooks, api " +
        'files and rules stay its own business, so they can change without touching the others.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: FEATURE_FILE,
        pathNot: ['^apps/web/src/features/$1/', DOOR],
      },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment:
        'shared/ (API client, i18n, forms, ui …) is what features build on: it never reaches up into a feature.',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'features-below-app',
      severity: 'error',
      comment: 'app/ puts the features together (providers, routes, shell): no feature imports it.',
      from: { path: '^apps/web/src/(features|shared)/' },
      to: { path: '^apps/web/src/app/' },
    },
  ],
  options: {
    // TSX needs the TypeScript parser (see scripts/depcruise/typescript-5.mjs); type-only imports count.
    parser: 'tsc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Tests and their helpers (testing/) may reach into any feature to set up what they need.
    exclude: { path: ['\\.tsbuild/', '\\.test\\.tsx?$', '/testing/'] },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
