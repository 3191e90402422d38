import { describe, expect, it } from 'vitest';
import { contactSheetHtml, sheetEntries } from '../../e2e/contactSheet';

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
    expect(html).toContain('<h2>a&lt;b</h2>');
    expect(html).not.toContain('<h2>a<b</h2>');
  });
});
