// Lint configuration. The `no-restricted-imports` blocks below enforce the import direction
// of the architecture: src -> engine/react -> engine/core, and the server never reaches into the app.
import { readdirSync } from 'node:fs';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const noApp = {
  group: ['**/src/**', '../src/*', '../../src/*'],
  message: 'engine/ and server/ must not import the app (src/).',
};
const noServer = {
  // Emotion's server API is a package (what the app's server renderer extracts styles with).
  group: ['**/server/**', '../server/*', '../../server/*', '!@emotion/server/**'],
  message: 'Only server/ may import server code.',
};
const noEngineReact = {
  group: ['**/engine/react/**', '**/engine/react'],
  message: 'This layer must not import engine/react.',
};
const noReact = {
  group: ['react', 'react-dom', 'react/*', '@mui/*', '@rjsf/core', '@rjsf/mui'],
  message: 'engine/core is pure: no React.',
};

/** Folders directly under `dir` (read each time lint runs, so a new feature or shared folder is covered). */
const foldersOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Boundaries inside the app (import-x/no-restricted-paths zones): a feature folder (`src/features/*`)
 * imports no other feature; what two features share lives in a shared folder (src/widgets,
 * src/stores, src/components, src/format, ...). A shared folder imports no feature, or the two
 * would be tied together again; the router is the one exception: it composes the features' pages.
 */
const features = foldersOf('src/features');
const appBoundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `A feature imports no other feature: move what both need to a shared folder (src/widgets, src/stores, src/components, ...).`,
  })),
  ...foldersOf('src')
    .filter((folder) => folder !== 'features' && folder !== 'router')
    .map((folder) => ({
      target: `./src/${folder}`,
      from: './src/features',
      message: 'A shared folder imports no feature (only the router composes the features).',
    })),
];

export default defineConfig(
  { ignores: ['node_modules', 'dist', 'data', 'test-results', 'coverage'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    // No import cycles anywhere: a cycle makes module order matter (a value read before its module ran)
    // and blurs which part depends on which. Type-only imports count too: they tie the parts together
    // the same way in the picture of the code.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: appBoundaries }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'engine/react/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['engine/core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApp, noServer, noEngineReact, noReact] }] },
  },
  {
    files: ['engine/react/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApp, noServer] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApp, noEngineReact] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noServer] }] },
  },
  {
    files: ['contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noApp, noServer, noEngineReact, noReact] }] },
  },
);
