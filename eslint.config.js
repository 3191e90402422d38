// Lint configuration. The `no-restricted-imports` blocks below enforce the import direction
// of the architecture: src -> engine/react -> engine/core, and the server never reaches into the app.
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
  group: ['**/server/**', '../server/*', '../../server/*'],
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
