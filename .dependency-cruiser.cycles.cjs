/**
 * No import cycles (ARCHITECTURE.md, "The layers"): two files that import each other, directly or around a loop,
 * cannot be understood or changed alone, and a loop of values decides which file runs first.
 *
 * The graph is read as the code runs (`tsPreCompilationDeps: false`: type-only imports, which vanish when compiled,
 * are not edges), and every cycle of it is refused, a lazily loaded page's dynamic import() included. A rule that
 * instead filters cycles (`viaOnly`) misses some: dependency-cruiser checks one cycle a file, and when that one
 * passed through a type import it let a plain value loop beside it through (routes.tsx, system.routes.tsx,
 * section-landing.tsx, menu.ts: issue 39).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- dependency-cruiser reads its configs as CommonJS
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      from: { path: '^apps/(api|web)/src' },
      to: { circular: true },
    },
  ],
  options: { ...base.options, tsPreCompilationDeps: false },
};
