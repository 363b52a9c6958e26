import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/* @vitejs/plugin-react lives in packages/app/node_modules (not hoisted): resolve it from the app workspace. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reactPluginPath = createRequire(path.join(root, 'packages/app/package.json')).resolve(
  '@vitejs/plugin-react',
);
const { default: react } = (await import(pathToFileURL(reactPluginPath).href)) as {
  default: () => PluginOption[];
};

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../packages/app/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  staticDirs: [{ from: '../packages/app/public', to: '/' }],
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { plugins: [react(), tailwindcss()] });
  },
};
export default config;
