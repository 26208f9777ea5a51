/**
 * Import rules `npm run lint` enforces with dependency-cruiser (ARCHITECTURE.md, "The layers").
 * ESLint checks the module boundary line by line; this checks the graph: no layer reaching up (domain and lib know no
 * module; the web's app/ on top of features, features on top of components and lib; the API and the web never import
 * each other). Cycles are .dependency-cruiser.cycles.cjs's, which reads the code as it runs.
 */
module.exports = {
  forbidden: [
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
      name: 'web-app-on-top',
      comment: 'In the web, app/ is the composition root (the route table, the shell): nothing below it imports it.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|components|lib)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-components-below-features',
      comment: 'components/ and lib/ serve every feature, so they know none (a feature hands what it knows down as props).',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-lib-below-components',
      severity: 'error',
      from: { path: '^apps/web/src/lib/' },
      to: { path: '^apps/web/src/components/' },
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
