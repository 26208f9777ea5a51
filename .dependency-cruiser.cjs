/**
 * Import rules `npm run lint` enforces with dependency-cruiser (ARCHITECTURE.md, "The layers").
 * ESLint checks the module boundary line by line; this checks the graph: no cycles, and no layer
 * reaching up (domain and lib know no module; the API and the web never import each other).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment:
        'Two files that import each other (directly or around a loop) cannot be understood or changed alone. ' +
        'A lazily loaded page (dynamic import) is loaded after the route table, so the dashboard listing the routes is no loop.',
      severity: 'error',
      from: { path: '^apps/(api|web)/src' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'modules-by-index',
      comment: 'A module is used by others only through its index.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/([^/]+)/(?!index\\.ts$)', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'The rules in domain/ take their inputs as arguments: no database, no module, no Fastify.',
      severity: 'error',
      from: { path: '^apps/api/src/domain/' },
      to: { path: ['^apps/api/src/(modules|plugins|lib)/', '^packages/db/', 'node_modules/(fastify|pg|drizzle-orm)'] },
    },
    {
      name: 'lib-knows-no-module',
      severity: 'error',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/modules/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-and-api-apart',
      comment: 'The web and the API share only packages/contracts.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: ['^apps/api/', '^packages/db/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '/test/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
