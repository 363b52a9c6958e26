/**
 * Dependencies Vite pre-bundles up front for Storybook and the browser test projects. Without the list Vite discovers
 * them while the first test runs, re-optimises and reloads the page, which fails that first run now and then.
 */
export const PREBUNDLE = [
  '@radix-ui/react-alert-dialog',
  '@radix-ui/react-dialog',
  '@radix-ui/react-select',
  '@radix-ui/react-slot',
  '@radix-ui/react-tabs',
  '@tanstack/react-query',
  'class-variance-authority',
  'clsx',
  'lucide-react',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'openapi-msw',
  'react',
  'react-dom',
  'react-dom/client',
  'react-router',
  'tailwind-merge',
];
