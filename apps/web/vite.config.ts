import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagesChunk, routePreloads } from './route-preloads';

// The public pages' shared code in two chunks: the sign-in pages', and the job board's (which may use the first).
const signInChunk = pagesChunk('sign-in', ['src/features/auth/login-page.tsx', 'src/features/auth/forgot-password-page.tsx'], 6);
const jobBoardChunk = pagesChunk('job-board', ['src/features/jobs/job-board-page.tsx', 'src/features/jobs/job-preview-page.tsx'], 5);

// In development the API runs separately on port 3000; in production it serves dist/ itself,
// so the client always talks to its own origin (/api and /socket.io).
const apiTarget = process.env.HRIS_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // The pages opened first name their route's chunks in the HTML the server sends for them
    // (apps/api/src/plugins/web.ts): downloaded beside the main script, not after it has run.
    routePreloads({
      '/login': ['src/features/auth/login-page.tsx'],
      '/forgot_password': ['src/features/auth/forgot-password-page.tsx'],
      '/jobs': ['src/features/jobs/job-board-page.tsx'],
      '/jobs/register': ['src/features/jobs/register-page.tsx'],
      '/': ['src/app/layout/signed-in-shell.tsx', 'src/features/dashboard/dashboard-page.tsx'],
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
            { name: 'app', tags: ['$initial'], priority: 8 },
          ],
        },
      },
    },
  },
});
