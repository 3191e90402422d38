import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precomposedJourney } from './scripts/vite/precomposedJourney.js';
import { catalogueParts } from './scripts/vite/catalogueParts.js';

// Unit, component and server tests. The default environment is Node; component tests opt in to
// happy-dom with a `// @vitest-environment happy-dom` comment at the top of the file.
export default defineConfig({
  // Unit tests render any page without the router that loads the catalogue's later part: one part.
  plugins: [react(), precomposedJourney(), catalogueParts({ split: false })],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Generous: PGlite start-up and child server processes are slow on a loaded 2-core machine.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time. Vitest's default is one fewer than the cores, so on the 2-core CI machine
    // the suite ran one file at a time: 263 s; with two, 150 s (measured on the same idle machine).
    maxWorkers: 2,
    // The server tests' template databases, built once per run and cloned by each file.
    globalSetup: ['test/server/helpers/dbTemplates.setup.ts'],
  },
});
