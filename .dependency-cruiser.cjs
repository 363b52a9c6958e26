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
      name: 'kit-parts-carry-no-buddy-rule',
      severity: 'error',
      comment:
        "The kit's primitives and patterns take rules, menus and words by props (issue 28, ADR 053): what the kit ships imports nothing of the product. The product blocks live in packages/app/src/blocks; stories, tests and their samples may take the product's data as examples.",
      from: {
        path: '^packages/ui/src/',
        pathNot: ['\\.(test|stories)\\.tsx?$', '/(demo|fixtures)\\.tsx?$', '\\.samples\\.tsx?$'],
      },
      to: { path: '^packages/domain/' },
    },
    {
      name: 'blocks-built-on-the-kit-and-the-domain',
      severity: 'error',
      comment:
        "The product blocks (packages/app/src/blocks, ADR 053) are built on the kit's public parts and the domain's rules: they never reach into the app's pages, layouts, routes or data layer, which compose them.",
      from: { path: '^packages/app/src/blocks/' },
      to: { path: ['^packages/(?!app/|ui/|domain/)', '^packages/app/src/(?!blocks/)'] },
    },
    {
      name: 'kit-testing-only-in-tests-and-stories',
      severity: 'error',
      comment:
        "@buddy/ui/testing and @buddy/ui/samples (the kit's test helpers and sample media, source only) are for tests, stories and their samples: no product code imports them.",
      from: {
        pathNot: [
          '\\.(test|stories)\\.tsx?$',
          '/(demo|fixtures)\\.tsx?$',
          '\\.samples\\.tsx?$',
          '^packages/ui/src/test/',
          '^\\.storybook/',
        ],
      },
      to: { path: '^packages/ui/src/test/' },
    },
    {
      name: 'api-imports-only-contract-and-domain',
      comment: 'Its unit tests may also take their fake /v2 fixtures from @buddy/mocks.',
      severity: 'error',
      from: { path: '^packages/api/', pathNot: '\\.test\\.ts$' },
      to: { path: '^packages/(?!api/|contract/|domain/)' },
    },
    {
      name: 'api-tests-import-only-contract-domain-and-mocks',
      severity: 'error',
      from: { path: '^packages/api/.*\\.test\\.ts$' },
      to: { path: '^packages/(?!api/|contract/|domain/|mocks/)' },
    },
    {
      name: 'server-imports-only-contract-and-domain',
      severity: 'error',
      from: { path: '^packages/server/' },
      to: { path: '^packages/(?!server/|contract/|domain/|mail-catcher/)' },
    },
    {
      name: 'mail-catcher-only-in-tests-and-tools',
      severity: 'error',
      comment:
        'The local SMTP catcher (ADR 045) receives the mail in development and tests: the product sends over SMTP and never imports it.',
      from: {
        path: '^packages/(app|ui|api|server|domain|contract|mocks)/',
        pathNot: ['\\.test\\.tsx?$', '^packages/server/test/'],
      },
      to: { path: '^packages/mail-catcher/' },
    },
    {
      name: 'mocks-imports-only-contract-and-domain',
      severity: 'error',
      comment:
        'The fake /v2 is built from the contract and the domain, never from the code it stands in for.',
      from: { path: '^packages/mocks/' },
      to: { path: '^packages/(?!mocks/|contract/|domain/)' },
    },
    {
      name: 'content-generator-imports-only-domain',
      severity: 'error',
      comment:
        'The content generator writes the bank from the types and rules of the domain; its brochure test also reads the facts of the download page from the app.',
      from: {
        path: '^packages/content-generator/',
        pathNot: '^packages/content-generator/src/brochure/brochure\\.test\\.ts$',
      },
      to: { path: '^packages/(?!content-generator/|domain/)' },
    },
    {
      name: 'nothing-imports-the-content-generator',
      severity: 'error',
      comment:
        'The content generator is a tool that writes content/: the product reads the bank it wrote, never its code.',
      from: { pathNot: '^packages/content-generator/' },
      to: { path: '^packages/content-generator/' },
    },
    {
      name: 'no-fake-backend-in-product-code',
      severity: 'error',
      comment:
        'The fake /v2 (@buddy/mocks, and msw itself) serves stories and tests only: product code never imports it.',
      from: {
        path: '^packages/(app|ui|api|server|domain|contract)/',
        pathNot: [
          '\\.(test|stories)\\.tsx?$',
          '^packages/app/src/stories/',
          '^packages/app/src/pages/test-paper/fixtures\\.ts$',
        ],
      },
      to: { path: ['^packages/mocks/', '(^|/)node_modules/(msw|openapi-msw|msw-storybook-addon)/'] },
    },
    {
      name: 'demo-accounts-only-in-seed-and-mocks',
      severity: 'error',
      comment:
        'The demo data (accounts, boards, site, coins, album, study history) is for the server seed, the fake /v2 and the samples of stories and tests, not something a product screen knows.',
      from: {
        path: '^packages/',
        pathNot: [
          '^packages/(domain|server/src/seed|server/test|mocks)/',
          '\\.(test|stories)\\.tsx?$',
          '/demo\\.tsx?$',
          // A block's samples: fixtures.ts, or named for what they hold (album-fixtures.ts).
          '/[a-z0-9-]*fixtures\\.tsx?$',
          '\\.samples\\.tsx?$',
        ],
      },
      to: { path: '^packages/domain/src/demo[.-]' },
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
