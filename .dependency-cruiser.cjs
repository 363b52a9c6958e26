/**
 * Boundaries between the packages (docs/decisions/013-contract-package-and-boundaries.md), checked by
 * `npm run lint` with dependency-cruiser. ESLint's no-restricted-imports keeps the direction of named imports
 * (ui never imports api, domain imports nothing of ours); these rules catch what it cannot see: a relative path
 * that walks out of its package into another one, and app feature folders reaching into each other.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-relative-import-across-packages',
      severity: 'error',
      comment:
        'Packages import each other by name (@buddy/domain), never by a relative path that leaves the package.',
      from: { path: '^packages/([^/]+)/' },
      to: { path: '^packages/', pathNot: '^packages/$1/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/(?!domain/)' },
    },
    {
      name: 'contract-imports-nothing-of-ours',
      severity: 'error',
      comment: 'Its tests check the domain limits against it; the contract itself stands alone.',
      from: { path: '^packages/contract/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/(?!contract/)' },
    },
    {
      name: 'ui-imports-only-domain',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^packages/(?!ui/|domain/)' },
    },
    {
      name: 'api-imports-only-contract-and-domain',
      severity: 'error',
      from: { path: '^packages/api/' },
      to: { path: '^packages/(?!api/|contract/|domain/)' },
    },
    {
      name: 'server-imports-only-contract-and-domain',
      severity: 'error',
      from: { path: '^packages/server/' },
      to: { path: '^packages/(?!server/|contract/|domain/)' },
    },
    {
      name: 'app-feature-folders-stay-apart',
      severity: 'error',
      comment:
        'A page folder does not import another page folder: what two features share lives in ui, api or domain.',
      from: { path: '^packages/app/src/pages/([^/]+)/' },
      to: { path: '^packages/app/src/pages/', pathNot: '^packages/app/src/pages/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@buddy/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
