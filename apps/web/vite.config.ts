import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

// In development the API runs separately on port 3000; in production it serves dist/ itself,
// so the client always talks to its own origin (/api and /socket.io).
const apiTarget = process.env.HRIS_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    routeTableForTheWeb(),
    react(),
    faceModels(),
    // The pages opened first name their route's chunks in the HTML the server sends for them
    // (apps/api/src/plugins/web.ts): downloaded beside the main script, not after it has run. Not / (the
    // dashboard): signed out it leads to the sign-in page, and signed in its chunks are in the browser's cache.
    routePreloads({
      '/login': ['src/features/auth/login-page.tsx'],
      '/forgot_password': ['src/features/auth/forgot-password-page.tsx'],
      '/jobs': ['src/features/jobs/job-board-page.tsx'],
      '/jobs/register': ['src/features/jobs/register-page.tsx'],
      // Where a signed-in person lands (/ is the memoranda, SPEC.md §2) and the dashboard: the layout and the page
      // download with the main script (issue 42: 36 scripts fetched one after another on the dashboard).
      '/': ['src/app/layout/signed-in-shell.tsx', 'src/features/memoranda/memoranda-page.tsx'],
      '/memorandum_circular': ['src/app/layout/signed-in-shell.tsx', 'src/features/memoranda/memoranda-page.tsx'],
      '/dashboard': ['src/app/layout/signed-in-shell.tsx', 'src/features/dashboard/dashboard-page.tsx'],
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
      output: {
        codeSplitting: {
          groups: [
            // React itself, on every page: a chunk of its own that outlives the app's releases in the cache.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // Popovers, menus and tooltips position themselves with floating-ui: none is on the sign-in page,
            // so it is its own chunk instead of riding with the modal's focus trap that the page does load.
            { name: 'floating-ui', test: /[\\/]node_modules[\\/]@floating-ui[\\/]/, priority: 10 },
            // Everything else the main script imports statically, in one chunk with it: every page waits for all of
            // it anyway, and over HTTP/1.1 each file more is a round trip on a phone's network.
            { name: 'app', tags: ['$initial'], priority: 8 },
            { name: 'public-ui', test: (id) => PUBLIC_UI.some((pattern) => pattern.test(id)), priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
