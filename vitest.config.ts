import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precomposedJourney } from './scripts/vite/precomposedJourney.js';

// Unit, component and server tests. The default environment is Node; component tests opt in to
// happy-dom with a `// @vitest-environment happy-dom` comment at the top of the file.
export default defineConfig({
  plugins: [react(), precomposedJourney()],
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Generous: PGlite start-up and child server processes are slow on a loaded 2-core machine.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The server tests' template databases, built once per run and cloned by each file.
    globalSetup: ['test/server/helpers/dbTemplates.setup.ts'],
  },
});
