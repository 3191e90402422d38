import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { timed } from './costs';

/** WCAG 2.2 AA, as the axe tags name it. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Scans the page with axe for WCAG 2.2 AA and fails with a readable list (rule, impact, help,
 * and the elements at fault) when anything is found.
 */
export async function checkA11y(page: Page, name: string): Promise<void> {
  const { violations } = await timed('axe scan', () =>
    new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze(),
  );
  if (violations.length === 0) return;
  const lines = violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `      at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
      .join('\n');
    return `  - [${v.impact ?? 'n/a'}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
  });
  throw new Error(
    `axe found ${violations.length} accessibility violation(s) on "${name}":\n${lines.join('\n')}`,
  );
}
