// Import rules of the domain package, checked by `npm run lint:deps`. Paths are from the repository root.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-no-app',
      severity: 'error',
      comment:
        'The domain package is shared by the web app and the server and does no I/O: it never imports either app.',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
