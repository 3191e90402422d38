/**
 * The bench writes its table into docs/performance.md between two markers (scripts/bench/index.ts):
 * the rest of the page must stay as it is, and a page without its markers must fail loudly rather than
 * lose the table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replaceBenchBlock } from '../../scripts/bench/report';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

describe('the bench table written between its markers', () => {
  it('replaces only what stands between the markers', () => {
    const page = `# Performance\n\nBefore.\n\n${START}\n\nold table\n\n${END}\n\nAfter.\n`;
    const out = replaceBenchBlock(page, 'Measured now.\n\n| a | b |\n');
    expect(out).toBe(
      `# Performance\n\nBefore.\n\n${START}\n\nMeasured now.\n\n| a | b |\n\n${END}\n\nAfter.\n`,
    );
    // Written again, the page is the same: a second run replaces the first run's table.
    expect(replaceBenchBlock(out, 'Measured now.\n\n| a | b |\n')).toBe(out);
  });

  it('refuses a page without exactly one start marker before one end marker', () => {
    expect(() => replaceBenchBlock('no markers', 'x')).toThrow(/bench:start/);
    expect(() => replaceBenchBlock(`${END}\n${START}`, 'x')).toThrow();
    expect(() => replaceBenchBlock(`${START}${END}${START}${END}`, 'x')).toThrow();
  });

  it('finds its markers in docs/performance.md', () => {
    const page = readFileSync('docs/performance.md', 'utf8');
    expect(() => replaceBenchBlock(page, 'x')).not.toThrow();
  });
});
