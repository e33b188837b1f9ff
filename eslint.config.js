import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import moduleBoundaries from './eslint/module-boundaries.mjs';

/** Folders of src/ that are layers; the boot file (src/main.tsx) may import any of them. */
const APP_FOLDERS = [
  'engine',
  'i18n',
  'providers',
  'session',
  'api',
  'state',
  'toast',
  'layout',
  'pages',
  'app',
  'ui',
  'demo',
  'config',
  'demoFlag',
];
const UI_LIBS = ['react', 'react-dom', 'antd', '@ant-design/*', '@refinedev/*', 'react-router'];
const SRC_ALL = ['**/src/**', '../src/*'];

/** A no-restricted-imports block: files under `files` may not import `banned` (folders or packages). */
function layer(files, why, banned, ignores = []) {
  const patterns = banned.map((name) =>
    name.includes('/') || UI_LIBS.includes(name)
      ? { group: [name, `${name}/**`], message: why }
      : {
          group: [`**/${name}`, `**/${name}/**`, `!**/resources/**`, `!**/access/**`],
          message: why,
        },
  );
  // A folder must not ban itself (src/demo imports src/demo).
  const own = files.split('/')[1];
  return [
    {
      files: [files],
      ignores,
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: patterns.filter((pattern) => !pattern.group[0].endsWith(`/${own}`)) },
        ],
      },
    },
  ];
}

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs', 'deploy/**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // React.lazy keeps a failed download for good: a page whose code could not be fetched (the
  // server down) could never be drawn again without a reload. Every lazy component goes through
  // src/ui/preloadable.tsx, which asks again once the error screen retries.
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'],
    ignores: ['src/ui/preloadable.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react'] ImportSpecifier[imported.name='lazy']",
          message: 'Use preloadable() from src/ui/preloadable.tsx: it retries a failed download.',
        },
        {
          selector: "MemberExpression[object.name='React'][property.name='lazy']",
          message: 'Use preloadable() from src/ui/preloadable.tsx: it retries a failed download.',
        },
      ],
    },
  },
  // Imports flow one way (docs/architecture.md). Each block names what a folder may not import; a
  // wrong import fails `npm run lint`. tests/unit/architecture.test.ts adds "no import cycle in
  // src/".
  ...layer('resources/**/*.ts', 'Declarations know nothing of the app', SRC_ALL, [
    'resources/*/demo/**',
    'resources/*/pages/**',
    'resources/*/actions/**',
    'resources/**/*.test.ts',
  ]),
  // A module's demo part is a backend stand-in like the demo kernel it plugs into.
  ...layer('resources/*/demo/**', 'A demo part uses the model and the demo kernel only', UI_LIBS),
  {
    files: ['resources/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'local/module-boundaries': 'error' },
  },
  ...layer('access/**/*.ts', 'Access rules know nothing of the app', SRC_ALL),
  ...layer('src/lib/**', 'src/lib is leaf utilities', [...UI_LIBS, ...APP_FOLDERS, 'model']),
  ...layer('src/model/**', 'The model reads only resources/, access/ and src/lib', [
    ...UI_LIBS,
    ...APP_FOLDERS,
  ]),
  ...layer(
    'src/demo/**',
    'The demo API is a backend stand-in: model, lib, resources, access only',
    [...UI_LIBS, ...APP_FOLDERS],
  ),
  // The translator sits just above the model: every screen, toast and provider may use it.
  ...layer('src/i18n/**', 'The translator knows no screens, state or HTTP', [
    ...UI_LIBS.filter((name) => !['react', 'antd'].includes(name)),
    ...APP_FOLDERS.filter((name) => name !== 'i18n'),
  ]),
  ...layer('src/session/**', 'Session state sits under the HTTP client', [
    ...UI_LIBS.filter((name) => name !== 'react'),
    'api',
    'providers',
    'engine',
    'layout',
    'pages',
    'app',
    'demo',
  ]),
  ...layer('src/api/**', 'The HTTP client knows no screens', [
    'providers',
    'engine',
    'layout',
    'pages',
    'app',
    'demo',
  ]),
  ...layer('src/engine/**', 'The engine reads declarations and the model, not the app on top', [
    'app',
    'pages',
    'layout',
    'providers',
    'demo',
  ]),
  ...layer('src/providers/**', 'Providers sit under the screens', [
    'app',
    'pages',
    'layout',
    'demo',
  ]),
  ...layer('src/layout/**', 'The layout never imports the app wiring', ['app']),
  // docs/openapi.json is made from what the app declares, never from its screens or its demo.
  ...layer('scripts/openapi/**', 'The API document reads resources/, access/ and src/model only', [
    ...UI_LIBS,
    ...APP_FOLDERS,
  ]),
  // The conformance check holds a backend to the document alone, as any client would.
  ...layer('scripts/contract/**', 'The contract check reads docs/openapi.json, not the app', [
    ...UI_LIBS,
    ...APP_FOLDERS,
    'model',
  ]),
);
