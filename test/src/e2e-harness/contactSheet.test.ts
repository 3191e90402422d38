import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contactSheetHtml, entryId, groupedEntries, sheetEntries } from '../../e2e/contactSheet';
import { CONSENT_VARIANT_PREFIX, groupOf, NAMED_STATES, OTHER_GROUP } from '../../e2e/sheetGroups';

/**
 * The screenshot names the end-to-end tests give as text (`screenshots(page, 'name')`), and the
 * text before the first `${` of those built from a template: what the sheet is grouped by.
 */
function shotNames(): string[] {
  const dir = 'test/e2e';
  const source = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(`${dir}/${f}`, 'utf8'))
    .join('\n');
  return [...source.matchAll(/screenshots\(\s*page,\s*(['`])(.*?)\1/gs)].map(
    ([, , name]) => name.split('${')[0],
  );
}

describe('the screenshot contact sheet', () => {
  it('pairs the phone and desktop pictures, sorted by name, ignoring other files', () => {
    const entries = sheetEntries([
      'results-dual-desktop.png',
      'details-gas-phone.png',
      'results-dual-phone.png',
      'notes.txt',
    ]);
    expect(entries).toEqual([
      { name: 'details-gas', phone: 'details-gas-phone.png' },
      { name: 'results-dual', phone: 'results-dual-phone.png', desktop: 'results-dual-desktop.png' },
    ]);
  });

  it('sorts numbers in names by value: consent 4, 12, 111, then the named variants', () => {
    const names = sheetEntries(
      ['consent-111', 'consent-aes', 'consent-12', 'consent-4'].map((v) => `sign-up terms ${v}-phone.png`),
    ).map((e) => e.name);
    expect(names).toEqual([
      'sign-up terms consent-4',
      'sign-up terms consent-12',
      'sign-up terms consent-111',
      'sign-up terms consent-aes',
    ]);
  });

  it('groups entries by part of the product in journey order, route shells with their page, unknown names last', () => {
    expect(groupOf('quote-results')).toBe('Results');
    expect(groupOf('quote-gas-filled')).toBe('Quote form');
    expect(groupOf('personal-details')).toBe('Sign-up');
    expect(groupOf('sign-up terms consent-42')).toBe('Sign-up');
    expect(groupOf('carbon-payment-failed')).toBe('Carbon offset and checkout');
    const groups = groupedEntries(
      sheetEntries(
        [
          'mystery',
          'carbon-payment-failed',
          'results-empty',
          'sign-up details',
          'quote-results',
          'quote-ev-panel',
        ].map((n) => `${n}-phone.png`),
      ),
    );
    expect(groups.map((g) => [g.title, g.entries.map((e) => e.name)])).toEqual([
      ['Quote form', ['quote-ev-panel']],
      ['Results', ['quote-results', 'results-empty']],
      ['Sign-up', ['sign-up details']],
      ['Carbon offset and checkout', ['carbon-payment-failed']],
      ['Other', ['mystery']],
    ]);
  });

  it('every screenshot the end-to-end tests name has a group, and the states issue 15 names are shot', () => {
    const names = shotNames();
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((n) => groupOf(n) === OTHER_GROUP)).toEqual([]);
    for (const { name } of NAMED_STATES) expect(names).toContain(name);
    expect(names).toContain(CONSENT_VARIANT_PREFIX);
  });

  it('lists the states issue 15 names, linked when taken and marked when not', () => {
    const entries = sheetEntries(
      ['results-empty', 'sign-up terms consent-8', 'sign-up terms consent-aes'].map((n) => `${n}-phone.png`),
    );
    const html = contactSheetHtml(entries, 'screenshots', 'Sheet');
    expect(html).toContain(`<li><a href="#${entryId('results-empty')}">Empty results</a></li>`);
    expect(html).toContain('Review-only results: not taken in this run');
    expect(html).toContain('Carbon offset payment failed: not taken in this run');
    expect(html).toContain(
      `each supplier consent variant (2): <a href="#${entryId('sign-up terms consent-8')}">8</a>, <a href="#${entryId('sign-up terms consent-aes')}">aes</a>`,
    );
    expect(html).toContain(`<section id="${entryId('sign-up terms consent-8')}">`);
  });

  it('shows both pictures of each entry, says which is missing, and escapes names', () => {
    const html = contactSheetHtml(
      [
        { name: 'a<b', phone: 'a<b-phone.png' },
        { name: 'quote', phone: 'q-phone.png', desktop: 'q-desktop.png' },
      ],
      'screenshots',
      'Sheet',
    );
    expect(html).toContain('<img src="screenshots/q-desktop.png" alt="quote, desktop"');
    expect(html).toContain('<img src="screenshots/q-phone.png" alt="quote, phone"');
    expect(html).toContain('desktop: not taken');
    expect(html).toContain('<h3>a&lt;b</h3>');
    expect(html).not.toContain('<h3>a<b</h3>');
  });
});
