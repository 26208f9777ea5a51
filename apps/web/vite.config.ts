import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { PLANNING_BUILD, planRouteChunks } from './route-chunks';
import { routePreloads } from './route-preloads';
import { routeTableForTheWeb } from './route-table-for-the-web';

/**
 * What the pages shown signed out (sign-in, the job board, registration) use beyond the main script: in one
 * chunk instead of some thirty files of 1–2 KB that a phone fetches six at a time. Nothing here positions a
 * popover (floating-ui stays off the sign-in page); a signed-in page that uses one of these loads the chunk too.
 */
const PUBLIC_UI = [
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](ActionIcon|Alert|Anchor|Badge|Card|Divider|EmptyState|Group|Input|InputBase|NativeSelect|Paper|PasswordInput|SimpleGrid|Skeleton|TextInput)[\\/]/,
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Combobox[\\/]ComboboxChevron[\\/]/,
  /[\\/]@mantine[\\/]hooks[\\/]/,
  /[\\/]@tabler[\\/]icons-react[\\/].*[\\/]Icon(AlertTriangle|InfoCircle|Lock|Mail|MailCheck|MailForward|MapPin|UserPlus|Login|Search|X)\.mjs$/,
  /[\\/]src[\\/](lib[\\/](dates|money|list-state|remote-search|field-errors|upload-pdf)|components[\\/](search-field|range-label|app-footer))\.tsx?$/,
];

/**
 * The face models the face attendance pages use (features/face/face-engine.ts), from @vladmandic/human's npm package,
 * served by our own server at /models/human/: the detector, the mesh (the head's turn), the iris (a blink) and faceres
 * (the descriptor). Nothing is fetched from a CDN. Emitted into dist/ at build, served from node_modules in development.
 */
const FACE_MODELS = ['blazeface', 'facemesh', 'iris', 'faceres'].flatMap((name) => [`${name}.json`, `${name}.bin`]);
function faceModels(): Plugin {
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('@vladmandic/human')), '..', 'models');
  return {
    name: 'face-models',
    configureServer(server) {
      server.middlewares.use('/models/human/', (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0]!;
        if (!FACE_MODELS.includes(name)) return next();
        res.setHeader('content-type', name.endsWith('.json') ? 'application/json' : 'application/octet-stream');
        fs.createReadStream(path.join(dir, name)).pipe(res);
      });
    },
    generateBundle() {
      for (const name of FACE_MODELS) this.emitFile({ type: 'asset', fileName: `models/human/${name}`, source: fs.readFileSync(path.join(dir, name)) });
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));

/** The pages people open first signed out, with their route's module (each preloads its chunks, below). */
const SIGNED_OUT_FIRST_PAGES = {
  '/login': 'src/features/auth/login-page.tsx',
  '/forgot_password': 'src/features/auth/forgot-password-page.tsx',
  '/jobs': 'src/features/jobs/job-board-page.tsx',
  '/jobs/register': 'src/features/jobs/register-page.tsx',
};
/** The signed-in layout and the pages people land on signed in. */
const SIGNED_IN_SHELL = 'src/app/layout/signed-in-shell.tsx';
const DASHBOARD_PAGE = 'src/features/dashboard/dashboard-page.tsx';
const MEMORANDA_PAGE = 'src/features/memoranda/memoranda-page.tsx';
const EARLY_ANSWERS_MODULE = 'src/lib/early-answers.ts';
const EARLY_ANSWERS = /[\\/]src[\\/]lib[\\/]early-answers\.ts$/;

/**
 * The early answers (src/lib/early-answers.ts) as a script of their own, named in the page before the main one: it
 * arrives and runs first and asks for the landing page's first answers while the main script downloads. (A module script
 * written in index.html would be bundled into the main script by Vite; this is a second entry of the build instead.)
 */
function earlyAnswersScript(): Plugin {
  const id = path.resolve(root, EARLY_ANSWERS_MODULE);
  return {
    name: 'hris-early-answers',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunk = Object.values(context.bundle ?? {}).find((item) => item.type === 'chunk' && item.facadeModuleId === id);
        if (!chunk) throw new Error(`early answers: ${EARLY_ANSWERS_MODULE} is not an entry of the build`);
        const main = html.indexOf('<script type="module"');
        if (main < 0) throw new Error('early answers: index.html has no main script');
        return `${html.slice(0, main)}<script type="module" crossorigin src="/${chunk.fileName}"></script>\n    ${html.slice(main)}`;
      },
    },
  };
}

// In development the API runs separately on port 3000; in production it serves dist/ itself,
// so the client always talks to its own origin (/api and /socket.io).
const apiTarget = process.env.HRIS_API_URL ?? 'http://localhost:3000';

export default defineConfig(async ({ command }): Promise<UserConfig> => {
  // The signed-in layout and the dashboard in a file each, with what they import (route-chunks.ts): planned from a first
  // build with the default chunking, which the planning build itself is.
  const plan =
    command === 'build' && !process.env[PLANNING_BUILD]
      ? await planRouteChunks({
          configFile: fileURLToPath(import.meta.url),
          root,
          routes: { 'signed-in-shell': SIGNED_IN_SHELL, dashboard: DASHBOARD_PAGE },
          signedOutPages: Object.values(SIGNED_OUT_FIRST_PAGES),
        })
      : undefined;
  return {
    root,
    plugins: [
      routeTableForTheWeb(),
      react(),
      faceModels(),
      earlyAnswersScript(),
      // The pages opened first name their route's chunks in the HTML the server sends for them
      // (apps/api/src/plugins/web.ts): downloaded beside the main script, not after it has run.
      routePreloads({
        ...Object.fromEntries(Object.entries(SIGNED_OUT_FIRST_PAGES).map(([pathname, module]) => [pathname, [module]])),
        // Where a signed-in person lands (/ is the memoranda, SPEC.md §2) and the dashboard: the layout and the page
        // download with the main script (issue 42: 36 scripts fetched one after another on the dashboard).
        '/': [SIGNED_IN_SHELL, MEMORANDA_PAGE],
        '/memorandum_circular': [SIGNED_IN_SHELL, MEMORANDA_PAGE],
        '/dashboard': [SIGNED_IN_SHELL, DASHBOARD_PAGE],
      }),
    ],
    server: {
      port: 5173,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
      },
    },
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        input: { index: path.join(root, 'index.html'), 'early-answers': path.resolve(root, EARLY_ANSWERS_MODULE) },
        output: {
          codeSplitting: {
            groups: [
              // The early answers (index.html's first script) alone: the main script's imports of it must not pull it in.
              { name: 'early-answers', test: EARLY_ANSWERS, priority: 30 },
              // React itself, on every page: a chunk of its own that outlives the app's releases in the cache.
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
              // Popovers, menus and tooltips position themselves with floating-ui: none is on the sign-in page,
              // so it is its own chunk instead of riding with the modal's focus trap that the page does load.
              { name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, priority: 10 },
              // Everything else the main script imports statically, in one chunk with it: every page waits for all of
              // it anyway, and over HTTP/1.1 each file more is a round trip on a phone's network.
              { name: 'app', tags: ['$initial'], priority: 8 },
              { name: 'public-ui', test: (id) => PUBLIC_UI.some((pattern) => pattern.test(id)), priority: 5, includeDependenciesRecursively: false },
              // The signed-in layout's modules, then the dashboard's, a file each (the plan above says which).
              ...(plan?.groups ?? []).map(({ name, modules }, index) => ({
                name,
                test: (id: string) => modules.has(id),
                priority: 4 - index,
                includeDependenciesRecursively: false,
              })),
            ],
          },
        },
      },
    },
  };
});
