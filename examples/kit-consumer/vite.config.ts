import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A plain Vite + React app: no Tailwind, no alias. The kit comes from node_modules with its own built stylesheet.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
});
