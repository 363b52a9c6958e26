import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { PREBUNDLE } from './prebundle';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/app/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  staticDirs: [
    { from: '../packages/app/public', to: '/' },
    // mockServiceWorker.js, the MSW worker that answers the stories' /v2 calls (written by `npx msw init`).
    { from: '../packages/mocks/public', to: '/' },
  ],
  async viteFinal(viteConfig) {
    const { mergeConfig, defaultClientConditions } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [react(), tailwindcss()],
      // Workspace packages from their sources (the `@buddy/source` export condition), never from a kit build.
      resolve: { conditions: ['@buddy/source', ...defaultClientConditions] },
      optimizeDeps: { include: PREBUNDLE },
    });
  },
};
export default config;
