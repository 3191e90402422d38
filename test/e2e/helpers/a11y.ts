import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { timed } from './costs';

/** WCAG 2.2 AA, as the axe tags name it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A violation as the failure message lists it. */
interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string[]; failureSummary: string }>;
}

/**
 * Scans the page with axe-core for WCAG 2.2 AA and fails with a readable list (rule, impact, help,
 * and the elements at fault) when anything is found.
 *
 * axe-core runs in the page itself, put there once per document (the app has no frames): the
 * `@axe-core/playwright` builder this replaced injected axe again into every frame on every scan and
 * finished each scan in a new blank page, about 1 s a scan against 0.1-0.2 s for `axe.run` here, and
 * the run makes close to 200 scans.
 */
export async function checkA11y(page: Page, name: string): Promise<void> {
  const violations = await timed('axe scan', async () => {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    return page.evaluate(async (tags: string[]) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const results = await run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary ?? '' })),
      }));
    }, WCAG_TAGS);
  });
  if (violations.length === 0) return;
  const lines = violations.map((v: Violation) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `      at ${n.target.join(' ')}: ${n.failureSummary.replace(/\s+/g, ' ')}`)
      .join('\n');
    return `  - [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
  });
  throw new Error(
    `axe found ${violations.length} accessibility violation(s) on "${name}":\n${lines.join('\n')}`,
  );
}
