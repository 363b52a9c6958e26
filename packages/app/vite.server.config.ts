/**
 * The app's server build (docs/decisions/049-pages-rendered-on-the-server.md): src/server.tsx and everything it renders
 * in one file, dist-server/server.js, which the API server imports to draw each page. Styles and assets are the client
 * build's (vite.config.ts): here only the markup is made, with the same asset addresses.
 */
import { defaultServerConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouterProduction } from './react-router-production.mjs';

export default defineConfig({
  // React Router's production build too, as in the client build (react-router-production.mjs).
  plugins: [reactRouterProduction(), react()],
  // React's production build: the bundle holds React itself, and nothing sets NODE_ENV where the server runs (React's
  // development build renders several times slower).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  css: { postcss: { plugins: [] } },
  // Workspace packages from their sources (the `@buddy/source` export condition), as in the client build.
  resolve: { conditions: ['@buddy/source', ...defaultServerConditions] },
  // Nothing left to node_modules at run time: the server package does not depend on React.
  ssr: { noExternal: true },
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: 'src/server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
