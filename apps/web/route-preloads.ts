import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The pages people open first, by path, with the modules their route loads lazily (the page, and the
 * signed-in layout for a page inside it).
 */
export type RoutePreloads = Readonly<Record<string, readonly string[]>>;

/** Where the page for `pathname` is written in dist/ (apps/api/src/plugins/web.ts serves it for that path). */
export function routeHtmlFile(pathname: string): string {
  return `routes/${pathname === '/' ? 'index' : pathname.replace(/^\/+|\/+$/g, '')}.html`;
}

/**
 * Writes, beside dist/index.html, a copy for each of these paths that names its route's chunks and
 * stylesheets in <link> tags: the browser downloads them with the main script instead of after it has
 * run and the router has asked for the page (a waterfall of round trips on a phone's network).
 */
export function routePreloads(routes: RoutePreloads): Plugin {
  let root = '';
  return {
    name: 'hris-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      const outDir = options.dir!;
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** The chunk and its static imports, recursively, with the stylesheets they bring. */
      const closure = (start: string[], files = new Set<string>(), css = new Set<string>()) => {
        const queue = [...start];
        while (queue.length > 0) {
          const file = queue.pop()!;
          if (files.has(file)) continue;
          files.add(file);
          const chunk = byFile.get(file);
          if (!chunk) continue;
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
          queue.push(...chunk.imports);
        }
        return { files, css };
      };
      const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const [pathname, modules] of Object.entries(routes)) {
        const starts = modules.map((module) => {
          const id = path.resolve(root, module);
          // The route's module starts a chunk, or is in a group of modules merged into one chunk (vite.config.ts).
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id) ?? chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`route-preloads: ${module} (for ${pathname}) is in no chunk of the build`);
          return chunk.fileName;
        });
        const page = closure(starts);
        const links = [
          ...[...page.css].filter((file) => !entry.css.has(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          ...[...page.files].filter((file) => !entry.files.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ];
        const target = path.join(outDir, routeHtmlFile(pathname));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
      }
    },
  };
}
