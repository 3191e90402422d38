/**
 * The axe check of every page state can fail: an image without a text alternative and a button
 * without a name, put into a real page, are both reported by name (so "no violations" elsewhere
 * means something), and a second scan of the same document (axe already in it) still sees them.
 */
import { describe, expect, it } from 'vitest';
import { checkA11y, newContext, openPage, sharedBrowser } from './helpers';

const browser = sharedBrowser();

describe('the accessibility check', () => {
  it('reports an image without alt text and a button without a name, on every scan', async () => {
    const ctx = await newContext(browser());
    const { page } = await openPage(ctx, '/terms');
    await checkA11y(page, 'terms page');
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = '/favicon.svg';
      const button = document.createElement('button');
      document.querySelector('main')!.append(img, button);
    });
    for (let scan = 0; scan < 2; scan++) {
      const failure = await checkA11y(page, 'terms page, broken').then(
        () => null,
        (err: unknown) => String(err),
      );
      expect(failure).toContain('image-alt');
      expect(failure).toContain('button-name');
    }
    await ctx.close();
  });
});
