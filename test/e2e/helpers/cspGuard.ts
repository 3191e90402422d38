/**
 * Setup file of the end-to-end run (vitest.e2e.config.ts): after each test, fails it when any page it
 * opened reported a Content Security Policy violation (see `csp.ts`), listing each with its page.
 */
import { afterAll, afterEach } from 'vitest';
import { writeCosts } from './costs';
import { takeCspViolations } from './csp';

// Each file's figures of where its time went (see costs.ts), summed by run.ts.
afterAll(writeCosts);

afterEach(async () => {
  // Console messages reach Node a moment after the page logs them: let the last ones arrive.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const violations = takeCspViolations();
  if (violations.length > 0) {
    const lines = violations.map((v) => `  - ${v.url}: ${v.text}`).join('\n');
    throw new Error(`${violations.length} Content Security Policy violation(s) in this test:\n${lines}`);
  }
});
