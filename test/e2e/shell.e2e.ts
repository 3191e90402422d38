import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Request } from 'playwright-core';
import {
  baseUrl,
  checkA11y,
  checkA11yAtEachViewport,
  expectedPhone,
  launchBrowser,
  messages,
  newContext,
  openPage,
  pathOf,
  screenshots,
  settings,
  VIEWPORTS,
} from './helpers';
import { contextWithSession, journeySessions, type JourneyStage } from './journey-session';
import { API_ROUTES, ROOT_ROUTES } from '../../contract/api/routes';

let browser: Browser;
let ctx: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Every route of the shell, with the progress step it should show (none on error pages) and the
 * stage of the journey it needs (pages opened without it go elsewhere: route-guards.e2e.ts).
 */
const PAGES: Array<{
  path: string;
  name: string;
  heading: string;
  step: number;
  needs?: JourneyStage;
}> = [
  {
    path: '/switch/home-energy',
    name: 'current-tariff',
    heading: messages['page.currentTariff.title'],
    step: 1,
  },
  {
    path: '/results/home-energy',
    name: 'quote-results',
    needs: 'quote',
    heading: messages['page.quoteResults.title'],
    step: 2,
  },
  {
    path: '/tariff-details/T-123',
    name: 'tariff-details',
    needs: 'quote',
    heading: messages['page.tariffDetails.title'],
    step: 2,
  },
  {
    path: '/details',
    name: 'personal-details',
    heading: messages['page.personalDetails.title'],
    step: 3,
    needs: 'switchKey',
  },
  {
    path: '/switch-complete',
    name: 'switch-complete',
    needs: 'switched',
    heading: messages['page.switchComplete.title'],
    step: 4,
  },
  // Without a customer id the offset page goes to /error/404: it opens for a completed switch.
  {
    path: '/carbon-offset',
    name: 'carbon-offset',
    needs: 'switched',
    heading: messages['page.carbonOffset.title'],
    step: 4,
  },
  {
    path: '/carbon-offset-process?id=1&oid=ORD1',
    name: 'carbon-offset-process',
    heading: messages['page.carbonOffsetProcess.title'],
    step: 4,
  },
];

const STEP_NAMES = ['progress.step1', 'progress.step2', 'progress.step3', 'progress.step4'] as const;

describe('app shell', () => {
  beforeAll(async () => {
    ctx = await newContext(browser);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('sends an unknown path to /switch/home-energy', async () => {
    const { page } = await openPage(ctx, '/no/such/page?x=1');
    expect(pathOf(page)).toBe('/switch/home-energy');
    await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.currentTariff.title']);
    await page.close();
  });

  it('shows the call-centre phone set at server start in the header, as a tel: link', async () => {
    const { page } = await openPage(ctx, '/switch/home-energy');
    const link = page.getByRole('banner').getByRole('link', { name: `Call us on ${expectedPhone()}` });
    await expect(link.getAttribute('href')).resolves.toBe(`tel:${expectedPhone().replace(/\s/g, '')}`);
    await page.close();
  });

  it('shows the supplier contact, terms and privacy links in the footer', async () => {
    const { page } = await openPage(ctx, '/switch/home-energy');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(settings.supplierContactName, { exact: true }).count()).resolves.toBe(1);
    await expect(footer.getByRole('link', { name: settings.supplierContactPhone }).count()).resolves.toBe(1);
    await expect(
      footer.getByRole('link', { name: messages['footer.terms'] }).getAttribute('href'),
    ).resolves.toBe(settings.termsUrl);
    await expect(
      footer.getByRole('link', { name: messages['footer.privacy'] }).getAttribute('href'),
    ).resolves.toBe(settings.privacyUrl);
    await page.close();
  });

  it('lets a keyboard user skip to the main content', async () => {
    const { page } = await openPage(ctx, '/switch/home-energy');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: messages['header.skipToContent'] });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    await page.close();
  });

  it('fetches a token and records a page view before showing a page, but not before the error page', async () => {
    const withQuote = await contextWithSession(browser, (await journeySessions(browser)).quote);
    const page = await withQuote.newPage();
    const seen: Request[] = [];
    page.on('request', (r) => seen.push(r));
    await page.goto(`${baseUrl()}/results/home-energy`);
    await page.locator('#page-heading').waitFor();
    await expect.poll(() => seen.some((r) => r.url().endsWith(API_ROUTES.trackRecords.path))).toBe(true);
    const token = seen.find((r) => r.url().endsWith(ROOT_ROUTES.token.path) && r.method() === 'POST');
    expect(token).toBeDefined();
    const track = seen.find((r) => r.url().endsWith(API_ROUTES.trackRecords.path))!;
    expect(await track.headerValue('authorization')).toMatch(/^Bearer \S+/);
    const [record] = track.postDataJSON() as { propertyDetails: { name: string; value: string }[] }[];
    expect(record.propertyDetails).toEqual(
      expect.arrayContaining([
        { name: 'Page', value: messages['page.quoteResults.title'] },
        { name: 'Action', value: 'Viewed' },
      ]),
    );

    seen.length = 0;
    await page.goto(`${baseUrl()}/error/400`);
    await page.locator('#page-heading').waitFor();
    expect(
      seen.filter((r) => r.url().includes(ROOT_ROUTES.token.path) || r.url().includes('/request/')),
    ).toEqual([]);
    await withQuote.close();
  });

  for (const p of PAGES) {
    it(`${p.name}: heading, progress step ${p.step}, no CSP violation, axe finds nothing`, async () => {
      const pageCtx = p.needs
        ? await contextWithSession(browser, (await journeySessions(browser))[p.needs])
        : ctx;
      const opened = await openPage(pageCtx, p.path);
      const { page } = opened;
      expect(pathOf(page)).toBe(p.path);
      await expect(page.locator('h1').textContent()).resolves.toBe(p.heading);

      const progress = page.getByRole('navigation', { name: messages['progress.label'] });
      const steps = progress.getByRole('listitem');
      await expect(steps.count()).resolves.toBe(4);
      // Within the progress indicator: the sign-up's own section list marks its current section too.
      const current = progress.locator('[aria-current="step"]');
      await expect(current.count()).resolves.toBe(1);
      await expect(current.textContent()).resolves.toContain(messages[STEP_NAMES[p.step - 1]]);

      await checkA11yAtEachViewport(page, p.name);
      await screenshots(page, p.name);
      expect(await opened.cspViolations()).toEqual([]);
      expect(opened.pageErrors).toEqual([]);
      await page.close();
      if (pageCtx !== ctx) await pageCtx.close();
    });
  }

  it('staff preview opens without the progress indicator', async () => {
    const opened = await openPage(ctx, '/staff/preview');
    expect(pathOf(opened.page)).toBe('/staff/preview');
    await expect(opened.page.locator('[aria-current="step"]').count()).resolves.toBe(0);
    expect(await opened.cspViolations()).toEqual([]);
    await opened.page.close();
  });
});

describe('already-switched check', () => {
  it('goes to Switch Complete when the stored quote is already switched', async () => {
    // A tab that has chosen a tariff (the server opens sign-up for its session's cookie); the check
    // answers that its switch is complete.
    const { switchKey } = await journeySessions(browser);
    const c = await contextWithSession(browser, switchKey);
    const page = await c.newPage();
    let asked: unknown;
    await page.route('**/request/customer/whitelabel/switch/complete', (route) => {
      asked = route.request().postDataJSON();
      return route.fulfill({ status: 200, contentType: 'application/json', body: 'true' });
    });
    await page.goto(`${baseUrl()}/details`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/switch-complete');
    const { switchId } = (JSON.parse(switchKey.quote) as { state: { switchId: string } }).state;
    expect(asked).toEqual({ switchId });
    // The router sets the address before React commits the page, which it renders as a transition
    // (the shell's sign-up step shows meanwhile): wait for the page the householder sees, then read it.
    await page.getByRole('heading', { level: 1, name: messages['complete.processingTitle'] }).waitFor();
    await expect(page.locator('[aria-current="step"]').textContent()).resolves.toContain(
      messages['progress.step4'],
    );
    await c.close();
  });
});

/** The information pages, by path and catalogue topic. */
const INFO_PAGES = [
  ['/terms', 'terms'],
  ['/privacy', 'privacy'],
  ['/accessibility', 'accessibility'],
] as const;

describe('text pages without JavaScript', () => {
  let noScript: BrowserContext;
  beforeAll(async () => {
    noScript = await browser.newContext({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });
  });
  afterAll(async () => {
    await noScript?.close();
  });

  for (const [path, topic] of INFO_PAGES) {
    it(`${path}: the heading and every paragraph can be read, with the start-time phone`, async () => {
      const page = await noScript.newPage();
      await page.goto(`${baseUrl()}${path}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        messages[`page.${topic}.title`],
      );
      const body = messages[`info.${topic}.body`];
      const paragraphs = main.locator('p');
      await expect(paragraphs.count()).resolves.toBe(body.split('\n\n').length);
      // Each paragraph shows (not only sits in the HTML); the placeholders are filled from the settings.
      for (const p of await paragraphs.all()) await expect(p.isVisible()).resolves.toBe(true);
      const text = (await main.textContent()) ?? '';
      expect(text).toContain(expectedPhone());
      expect(text).toContain(settings.supplierContactEmail);
      expect(text).not.toMatch(/\{\w+\}/);
      await expect(page.title()).resolves.toBe(`${messages[`page.${topic}.title`]} | ${settings.brandName}`);
      await page.close();
    });
  }

  it('the way back from an information page works without JavaScript', async () => {
    const page = await noScript.newPage();
    await page.goto(`${baseUrl()}/privacy`);
    await page.getByRole('link', { name: messages['info.backToQuote'] }).click();
    await page.waitForURL((u) => u.pathname === '/switch/home-energy');
    await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.currentTariff.title']);
    await page.close();
  });

  it('the existing-switch carbon form shows its heading and intro before the scripts', async () => {
    const page = await noScript.newPage();
    await page.goto(`${baseUrl()}/carbon-offset/existing`);
    await expect(page.locator('h1').textContent()).resolves.toBe(messages['page.carbonOffsetExisting.title']);
    await expect(page.getByText(messages['carbon.existing.intro']).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('an information page and the existing-switch form are accessible while the scripts have not arrived', async () => {
    const ctx = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await ctx.newPage();
    // The app's scripts never arrive (a phone on a bad connection): the shell is all there is.
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const [path, heading] of [
      ['/accessibility', messages['page.accessibility.title']],
      ['/carbon-offset/existing', messages['page.carbonOffsetExisting.title']],
    ]) {
      await page.goto(`${baseUrl()}${path}`);
      await expect(page.locator('h1').textContent()).resolves.toBe(heading);
      await checkA11y(page, `page shell of ${path} before the scripts`);
    }
    await screenshots(page, 'existing-switch-shell-before-scripts');
    await ctx.close();
  });
});
