// Flat ESLint config for the whole monorepo (each workspace runs `eslint src`).
// Import boundaries (architecture page): a remote never imports another remote; shared-ui and
// shared-services never import each other; nobody but shared-services imports Firebase; apps never import local-firebase.
// CommonJS because the root package.json has no "type": "module".
const { readdirSync } = require('node:fs');
const path = require('node:path');
const js = require('@eslint/js');
const importX = require('eslint-plugin-import-x');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');
const tseslint = require('typescript-eslint');

const REMOTES = ['mf-catalog', 'mf-promotions', 'mf-account', 'mf-admin'];

const firebaseBan = {
  group: ['firebase', 'firebase/*', '@firebase/*'],
  message: 'Only @bonus-atlas/shared-services talks to Firebase; use its API.',
};

const localFirebaseBan = {
  group: ['@bonus-atlas/local-firebase', '@bonus-atlas/local-firebase/*', '**/local-firebase/**'],
  message: 'local-firebase is a server for development and tests; apps never import it.',
};

/** `remote` = null bans every remote (the shell reaches them only through federation). */
function otherRemotesBan(remote) {
  const others = REMOTES.filter((name) => name !== remote);
  return {
    group: others.flatMap((name) => [`@bonus-atlas/${name}`, `@bonus-atlas/${name}/*`, `**/${name}/**`, `**/${name}`]),
    message: 'Remotes never import each other; load exposed modules through federation (loadRemote).',
  };
}

const routerBan = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import routing from @bonus-atlas/shared-ui/router: the one shared, tree-shaken router.',
};

/** A remote's features (src/features/<name>): the folders one feature may reach in another only through its index. */
function featuresOf(remote) {
  return readdirSync(path.join(__dirname, remote, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

// Another feature is reached through its index (its public face), never a file inside it, so a feature can
// reorganise its insides without breaking its neighbours.
const featureBoundaries = REMOTES.map((remote) => ({
  files: [`${remote}/src/**`],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: __dirname,
        zones: featuresOf(remote).map((feature) => ({
          target: `./${remote}/src/features/!(${feature})/**`,
          from: `./${remote}/src/features/${feature}`,
          except: ['./index.ts'],
          message: `Import from the ${feature} feature through its index (features/${feature}/index.ts).`,
        })),
      },
    ],
  },
}));

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// Not in the federation share scope (federation.shared.ts): they live inside the shared packages, so a
// direct import from a remote would load a second copy with its own state. The shell compiles the one
// copy; it reaches them through the same package APIs, except TanStack Query (it provides the client).
// Type imports are free.
const tanstackBan = {
  group: ['@tanstack/react-query', '@tanstack/query-core'],
  allowTypeImports: true,
  message: 'Take TanStack Query from @bonus-atlas/shared-services: its hooks must see the shell’s QueryClientProvider.',
};

const unsharedLibraryBan = (extra) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        ...extra,
        {
          group: ['zustand', 'zustand/*'],
          allowTypeImports: true,
          message: 'The stores live in @bonus-atlas/shared-services (one session store per page); use its hooks.',
        },
        {
          group: ['i18next', 'react-i18next', 'i18next-*'],
          allowTypeImports: true,
          message: "Translate with @bonus-atlas/shared-ui's useTranslation/addResources (one i18n instance per page).",
        },
      ],
    },
  ],
});

const sharedServicesRootBan = {
  name: '@bonus-atlas/shared-services',
  message:
    "The shell's frame paints with @bonus-atlas/shared-services/frame; reach the rest through loadServices() or a lazily loaded component.",
};

// a date read from the machine's clock
const machineNow =
  ":matches(CallExpression[callee.object.name='Date'][callee.property.name='now'], NewExpression[callee.name='Date'][arguments.length=0])";

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.local-firebase/**',
      '.auth-emulator/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // imports that go round in a circle load a module before what it needs; a lazy import() loads it later
    files: ['shared-services/src/**', ...REMOTES.map((remote) => `${remote}/src/**`)],
    plugins: { 'import-x': importX },
    settings: {
      // the modules an import leads to are TypeScript too
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // The one circle kept on purpose: cockatiel's policies load lazily (load-cockatiel.ts) and build on the
    // retry rules and deadline they are loaded for, so the first page needs no cockatiel.
    files: ['shared-services/src/resilience/{cockatiel-policy,deadline,load-cockatiel,policies}.ts'],
    rules: { 'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }] },
  },
  ...featureBoundaries,
  {
    files: ['eslint.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // boundaries
  { files: ['shell/**'], rules: restrict(firebaseBan, localFirebaseBan, routerBan, otherRemotesBan(null)) },
  {
    // code in the shell's first paint; the lazily loaded balance, break chooser and notices may use the root
    files: ['shell/src/**'],
    ignores: [
      'shell/src/**/*.test.*',
      'shell/src/layout/WalletBalance.tsx',
      'shell/src/take-a-break/TakeABreakDialog.tsx',
      'shell/src/layout/SiteNotices.tsx',
      'shell/src/layout/SuspendedNotice.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [firebaseBan, localFirebaseBan, routerBan, otherRemotesBan(null)], paths: [sharedServicesRootBan] },
      ],
    },
  },
  // the one-bundle comparison build (benchmarks) compiles the remotes' route lists into the shell on purpose
  { files: ['benchmarks/one-bundle/**'], rules: restrict(firebaseBan, localFirebaseBan, routerBan) },
  // the shell's unit tests read the remotes' real page lists (data only; the shell's build never does)
  { files: ['shell/src/routes/page-lists.fixture.ts'], rules: restrict(firebaseBan, localFirebaseBan, routerBan) },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: restrict(firebaseBan, localFirebaseBan, routerBan, otherRemotesBan(remote)),
  })),
  { files: ['shell/**'], rules: unsharedLibraryBan([]) },
  // the shell compiles the one copy of TanStack Query (inside its shared-services) and provides the client
  { files: REMOTES.map((remote) => `${remote}/**`), rules: unsharedLibraryBan([tanstackBan]) },
  {
    files: ['shared-ui/**'],
    ignores: ['shared-ui/src/router.ts'],
    rules: restrict(firebaseBan, localFirebaseBan, routerBan, {
      group: ['@bonus-atlas/shared-services', '@bonus-atlas/shared-services/*', '**/shared-services/**'],
      message: 'shared-ui is presentation only and never imports shared-services.',
    }),
  },
  {
    files: ['shared-services/**'],
    rules: restrict({
      group: ['@bonus-atlas/shared-ui', '@bonus-atlas/shared-ui/*', '**/shared-ui/**'],
      message:
        'The data layer does not know the design system: formatting and i18n hooks live in shared-ui, and the UI calls them with what shared-services returns.',
    }),
  },
  // shared-services' domain reaches the kernel (the state one per page) by its entry's name only: a
  // remote bundles the domain, and a relative import would bundle a second Firebase app, session store,
  // query client or circuit breaker with it instead of using the shell's
  {
    files: ['shared-services/src/**'],
    ignores: [
      'shared-services/src/kernel.ts',
      'shared-services/src/frame.ts',
      'shared-services/src/{firebase,session,resilience,library-internals}/**',
      'shared-services/src/cache/{query-client,react-query,server-reads}.ts',
      'shared-services/src/shared/bound-store.ts',
      'shared-services/src/wallet/{wallet-summary-store,get-wallet-summary}.ts',
      'shared-services/src/users/{ensure-user-profile,merge-local-favorites}.ts',
      'shared-services/src/take-a-break/{break-durations,local-break,use-active-break}.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^\\.{1,2}/(.*/)?((firebase|session|resilience|library-internals)(/.*)?|cache/(query-client|react-query|server-reads)|shared/bound-store|wallet/(wallet-summary-store|get-wallet-summary)|users/(ensure-user-profile|merge-local-favorites)|take-a-break/(break-durations|local-break|use-active-break))$',
              message: 'The domain reaches the kernel through @bonus-atlas/shared-services/kernel (or /frame): one per page, the shell’s.',
            },
            { ...tanstackBan, message: 'Take TanStack Query from @bonus-atlas/shared-services/kernel: one copy per page.' },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**'],
    rules: restrict(firebaseBan),
  },
  // A test's fixtures are dated, so a test that fakes timers also says what time it is: without `now`
  // the fake clock starts at the machine's date and the test passes or fails with the calendar.
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name='useFakeTimers']:not(:has(Property[key.name='now']))",
          message: 'Set the clock with the fake timers: vi.useFakeTimers({ now: <the fixture’s date> }).',
        },
        {
          selector: `CallExpression[callee.object.name='vi'][callee.property.name='setSystemTime'] > ${machineNow}`,
          message: 'The fake clock moves from a fixed date, not from the machine’s: the test must pass on any day.',
        },
        {
          selector: `CallExpression[callee.object.name='vi'][callee.property.name='useFakeTimers'] Property[key.name='now'] > ${machineNow}`,
          message: 'The fake clock starts at a fixed date, not at the machine’s: the test must pass on any day.',
        },
      ],
    },
  },
);
