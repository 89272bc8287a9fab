// Import rules of the server, checked by `npm run lint:deps` (and so by `npm run lint` and `npm test`).
// Paths are from the repository root, where the check runs. A module is a folder
// apps/server/src/modules/<name>/; its index.ts is its door.
const MODULE_FILE = '^apps/server/src/modules/[^/]+/[^/]+$';
const DOOR = '^apps/server/src/modules/[^/]+/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle-between-modules',
      severity: 'error',
      comment:
        'Modules depend on each other one way only: a module that needs something of a module built on ' +
        'it gets it passed in (see ShipmentsDependencies) or the piece moves to the module that owns it. ' +
        'Counted between folders, so a cycle through plugins/ counts too: plugins never import a module.',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: {
        path: '^apps/server/src/modules/[^/]+$',
        circular: true,
      },
    },
    {
      name: 'module-door',
      severity: 'error',
      comment:
        "A module uses another module only through that module's index.ts: its repository, tables and " +
        'use-case files stay its own business, so they can change without touching the other modules.',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: MODULE_FILE, pathNot: ['^apps/server/src/modules/$1/', DOOR] },
    },
    {
      name: 'door-from-outside-modules',
      severity: 'error',
      comment:
        'Code outside the modules (app.ts, server.ts, plugins, scripts) uses a module through its index.ts too.',
      from: {
        path: '^apps/server/src/',
        pathNot: ['^apps/server/src/modules/[^/]+/', '^apps/server/src/pdf-worker\\.ts$'],
      },
      to: { path: MODULE_FILE, pathNot: DOOR },
    },
    {
      name: 'pdf-worker-draws-only',
      severity: 'error',
      comment:
        'The PDF worker thread loads the pure drawing code of the customs documents and nothing else of a ' +
        'module: its door would load routes, database code and providers into every worker.',
      from: { path: '^apps/server/src/pdf-worker\\.ts$' },
      to: {
        path: MODULE_FILE,
        pathNot: '^apps/server/src/modules/customs/customs-(pdf|document)\\.ts$',
      },
    },
    {
      name: 'providers-handed-in',
      severity: 'error',
      comment:
        'Modules use the carrier network, payment gateway and SMS network handed to them where the app is ' +
        'built (providers/configured-providers.ts), through their interfaces: none imports a sandbox, so a ' +
        "real one changes no module. Exceptions: the demo seed makes demo shipments of the sandbox's " +
        "services, and the sandbox marketplace's consent page is the sandbox's own.",
      from: {
        path: '^apps/server/src/modules/',
        pathNot: [
          '^apps/server/src/modules/shipments/seed-shipments\\.ts$',
          '^apps/server/src/modules/integrations/sandbox-oauth-page\\.ts$',
        ],
      },
      to: { path: ['^apps/server/src/providers/[^/]+/sandbox/', '^apps/server/src/providers/sms/sandbox-'] },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment:
        'platform/ is what modules build on (database, jobs, outbox, storage, mail): it never reaches up into a module.',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'plugins-below-modules',
      severity: 'error',
      comment:
        'plugins/ wraps the platform for Fastify and is used by every module; what a plugin runs of a module ' +
        '(the auth checks) is handed in by app.ts, so no plugin imports a module.',
      from: { path: '^apps/server/src/plugins/' },
      to: { path: '^apps/server/src/modules/' },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.tsbuild/' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
