/**
 * Pages rendered on the server (issue 23 item 1): results, tariff details, Switch Complete and carbon
 * offset arrive as HTML rendered by the app's own components with the session's data, so a phone
 * paints what the householder came for before any script has run; the app then takes the page over
 * from the same data, with no second fetch of it and no error. The information pages and the error
 * page arrive rendered the same way, with no session behind them.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { API_ROUTES } from '../../contract/api/routes';
import { baseUrlOf, messages, newContext, pathOf, sharedBrowser } from './helpers';
import { contextWithSession, journeySessions } from './journey-session';
import {
  closeFilters,
  openFilters,
  openResults,
  resultCards,
  shownCount,
  waitForResults,
} from './results-steps';
import { offsetMyCarbon, openSwitchComplete } from './carbon-steps';
import { fieldId } from './quote-steps';

const browser = sharedBrowser();

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** The page at `path` as the server sends it to `ctx`'s cookies, no script run. */
async function serverHtml(ctx: BrowserContext, path: string): Promise<{ status: number; html: string }> {
  const base = baseUrlOf(ctx);
  const cookie = (await ctx.cookies(base)).map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await fetch(base + path, { headers: { cookie }, redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

/** The text of `html` as a reader gets it: tags dropped, entities read, white space collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The visible text of the element `selector`, white space collapsed. */
async function shownText(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).first().innerText()).replace(/\s+/g, ' ').trim();
}

/** Whether `texts` occur in `html` in this order. */
function inOrder(html: string, texts: string[]): boolean {
  let from = 0;
  return texts.every((text) => {
    const at = html.indexOf(text, from);
    from = at + text.length;
    return at >= 0;
  });
}

/** The page's uncaught errors and console errors and warnings from now on, each with where it came from. */
function errorsAndWarnings(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.text()} (${m.location().url})`);
  });
  return errors;
}

/** Holds the app's scripts back from `page` (the server's markup alone) until the returned call. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await held;
    await route.fallback();
  };
  await page.route('**/assets/*.js', hold);
  return async () => {
    release();
    await page.unroute('**/assets/*.js', hold);
  };
}

/**
 * Reloads `page` (or opens `url` in it), holding its scripts back until the server's heading is
 * marked, and resolves once the page is live with whether its live heading is that same element: the
 * app adopted the server's markup (hydration) rather than rendering the page again over it.
 */
async function reloadAdopts(page: Page, url?: string): Promise<boolean> {
  const release = await holdScripts(page);
  if (url) await page.goto(url, { waitUntil: 'commit' });
  else await page.reload({ waitUntil: 'commit' });
  await page.locator('main h1').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    (document.querySelector('main h1') as unknown as { served: boolean }).served = true;
  });
  await release();
  await page.locator('#page-heading').waitFor();
  return page.evaluate(
    () => (document.getElementById('page-heading') as unknown as { served?: boolean }).served === true,
  );
}

/**
 * Opens `path` in a new context with the app's scripts held back: the server's page alone, as a
 * householder meets it on a slow phone. `release` lets the scripts come; `errors` collects the page's
 * errors and warnings.
 */
async function openBeforeLive(path: string) {
  const ctx = await newContext(browser());
  const page = await ctx.newPage();
  const errors = errorsAndWarnings(page);
  const release = await holdScripts(page);
  await page.goto(`${baseUrlOf(ctx)}${path}`, { waitUntil: 'commit' });
  return { ctx, page, errors, release };
}

describe('pages rendered on the server', () => {
  it('results: the HTML holds the cheapest tariffs, name then annual cost, in the order the app shows them', async () => {
    const ctx = await newContext(browser());
    const page = await openResults(ctx, 'gas');
    // What the app shows first: the three cheapest, each with its projected annual cost.
    const first = await resultCards(page)
      .locator('h2')
      .evaluateAll((els) => els.slice(0, 3).map((e) => e.textContent ?? ''));
    const costs = await resultCards(page).evaluateAll((els) =>
      els
        .slice(0, 3)
        .map((e) => Number(e.querySelector('[data-total-cost]')!.getAttribute('data-total-cost'))),
    );
    expect(first).toHaveLength(3);

    const { status, html } = await serverHtml(ctx, '/results/home-energy');
    expect(status).toBe(200);
    const marks = first.flatMap((name, i) => [name, gbp.format(costs[i])]);
    expect(inOrder(html, marks), marks.join(' / ')).toBe(true);
    // The current tariff's panel too (the page's largest text once filled): as the app shows it, not
    // waiting for its call.
    const current =
      (await page
        .getByTestId('current-tariff')
        .getByText(/ from .+/)
        .first()
        .textContent()) ?? '';
    expect(current).not.toBe('');
    expect(html).toContain(current.replace(/&/g, '&amp;'));
    expect(html).not.toContain(messages['results.current.loading']);
    // The data the page was rendered with is in it once, for the app to start from.
    expect(html.match(/<script type="application\/json" id="page-data">/g)).toHaveLength(1);
    await ctx.close();
  });

  it("results: a reload paints the server's page, and the app takes it over from the embedded data", async () => {
    const ctx = await newContext(browser());
    const page = await openResults(ctx, 'gas');
    const before = await resultCards(page).locator('h2').allTextContents();
    const errors = errorsAndWarnings(page);
    let resultsCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/results/detail')) resultsCalls += 1;
    });
    const document = page.waitForResponse(
      (r) => r.request().resourceType() === 'document' && r.url().endsWith('/results/home-energy'),
    );
    // The app adopts the server's markup (hydrates it) rather than rendering the page again.
    expect(await reloadAdopts(page)).toBe(true);
    // What the reload painted first: the server's rendering of the same cards.
    const sent = await (await document).text();
    expect(inOrder(sent, before.slice(0, 3))).toBe(true);
    await waitForResults(page);
    expect(await resultCards(page).locator('h2').allTextContents()).toEqual(before);
    // No fetch of the results again, and no hydration mismatch (React logs one as an error).
    expect(resultsCalls).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("results with filters the tab changed: the app renders its own page over the server's, with no mismatch", async () => {
    const ctx = await newContext(browser());
    const page = await openResults(ctx, 'gas');
    const all = await shownCount(page);
    const panel = await openFilters(page);
    await panel.getByRole('radiogroup', { name: 'Rate type' }).getByRole('radio', { name: 'Fixed' }).check();
    await closeFilters(page);
    const fixed = await shownCount(page);
    expect(fixed).toBeLessThan(all);
    const cards = await resultCards(page).locator('h2').allTextContents();
    const errors = errorsAndWarnings(page);
    // The server knows the session, not the tab's filters: its markup is the unfiltered list.
    expect(await reloadAdopts(page)).toBe(false);
    await waitForResults(page);
    expect(await shownCount(page)).toBe(fixed);
    expect(await resultCards(page).locator('h2').allTextContents()).toEqual(cards);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('tariff details: the HTML holds the tariff, what it costs a year and its projection; a reload asks for none of them', async () => {
    const ctx = await newContext(browser());
    const page = await openResults(ctx, 'gas');
    await resultCards(page)
      .first()
      .getByRole('button', { name: /^More Info/ })
      .click();
    await page.waitForURL((u) => u.pathname.startsWith('/tariff-details/'));
    await page.getByTestId('labels').waitFor();
    const path = pathOf(page);
    // What the householder reads first: the tariff's name, its price block, the new tariff's projection.
    const shown = [
      await shownText(page, '#tariff-name'),
      await shownText(page, '[data-total-cost]'),
      await shownText(page, '[data-testid="projection-new"] tbody'),
    ];
    const { status, html } = await serverHtml(ctx, path);
    expect(status).toBe(200);
    expect(inOrder(textOf(html), shown), shown.join(' / ')).toBe(true);
    expect(html).not.toContain(messages['details.loading']);

    const errors = errorsAndWarnings(page);
    const calls: string[] = [];
    const asked = [API_ROUTES.tariffInformation.path, API_ROUTES.ppp.path, API_ROUTES.til.path];
    page.on('request', (r) => {
      if (asked.some((p) => r.url().endsWith(p))) calls.push(new URL(r.url()).pathname);
    });
    expect(await reloadAdopts(page)).toBe(true);
    await page.getByTestId('labels').waitFor();
    expect(await shownText(page, '#tariff-name')).toBe(shown[0]);
    expect(calls).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('Switch Complete: the HTML holds the Thank you, the switch references and the carbon panel; a reload shows them with no error or call', async () => {
    const ctx = await contextWithSession(browser(), (await journeySessions(browser())).switched);
    const page = await ctx.newPage();
    await page.goto(`${baseUrlOf(ctx)}/switch-complete`);
    await page.locator('#page-heading').waitFor();
    await page.getByTestId('carbon-panel').waitFor();
    const shown = [
      await shownText(page, '#page-heading'),
      await shownText(page, '#page-heading + p'),
      await shownText(page, '[data-testid="reference-switchId"]'),
      // The carbon panel: the footprint, then the offer.
      await shownText(page, '[data-testid="carbon-panel"]'),
    ];
    const fuelRefs = await page.locator('[data-testid^="reference-"]').allInnerTexts();
    expect(fuelRefs.length).toBeGreaterThan(1);
    const { status, html } = await serverHtml(ctx, '/switch-complete');
    expect(status).toBe(200);
    const text = textOf(html);
    expect(inOrder(text, shown), shown.join(' / ')).toBe(true);
    for (const ref of fuelRefs) expect(text).toContain(ref);

    expect(text).toContain(messages['complete.carbon.button']);

    const errors = errorsAndWarnings(page);
    const carbonCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith(API_ROUTES.carbonEquivalent.path)) carbonCalls.push(r.url());
    });
    expect(await reloadAdopts(page)).toBe(true);
    expect(await shownText(page, '[data-testid="reference-switchId"]')).toBe(shown[2]);
    expect(await shownText(page, '[data-testid="carbon-panel"]')).toBe(shown[3]);
    expect(carbonCalls).toEqual([]);
    // The offer works, and the offset page asks for its own answers (they change once paid).
    await offsetMyCarbon(page);
    expect(carbonCalls).toHaveLength(1);
    expect(errors).toEqual([]);

    // Pressed before any script has run, the offer is a link: the offset page, rendered by the server.
    await page.goBack();
    await page.getByTestId('carbon-panel').waitFor();
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('button', { name: messages['complete.carbon.button'] }).click({ noWaitAfter: true });
    await page.waitForURL((u) => u.pathname === '/carbon-offset', { waitUntil: 'commit' });
    await page.getByTestId('carbon-greeting').waitFor({ state: 'attached' });
    await release();
    await page.locator('#page-heading').waitFor();
    await page.getByTestId('carbon-project').first().waitFor();
    expect(errors).toEqual([]);
    await ctx.close();
  });
  it('carbon offset: the HTML holds the greeting, the footprint and the projects; a reload asks for neither and still pays', async () => {
    const { ctx, page } = await openSwitchComplete(browser(), 'gas');
    await offsetMyCarbon(page);
    await page.getByTestId('carbon-project').first().waitFor();
    const shown = [
      await shownText(page, '[data-testid="carbon-greeting"]'),
      await shownText(page, '[data-testid="carbon-greeting"] + p'),
      ...(await page.getByTestId('carbon-project').locator('h3').allInnerTexts()),
    ];
    // The session that completed the switch is greeted by name.
    expect(shown[0]).toMatch(/^Hello \S/);
    const { status, html } = await serverHtml(ctx, '/carbon-offset');
    expect(status).toBe(200);
    expect(inOrder(textOf(html), shown), shown.join(' / ')).toBe(true);
    // The Content Security Policy refuses style attributes in served markup: the render has none.
    expect(html).not.toMatch(/<[^>]* style="/);

    const errors = errorsAndWarnings(page);
    const calls: string[] = [];
    const asked = [API_ROUTES.carbonEquivalent.path, API_ROUTES.carbonProjects.path];
    page.on('request', (r) => {
      if (asked.some((p) => new URL(r.url()).pathname.endsWith(p))) calls.push(new URL(r.url()).pathname);
    });
    expect(await reloadAdopts(page)).toBe(true);
    await page.getByTestId('carbon-project').first().waitFor();
    expect(await shownText(page, '[data-testid="carbon-greeting"]')).toBe(shown[0]);
    expect(calls).toEqual([]);
    // The app took the page over: a project chosen is kept through a reload (the tab's choice, which
    // the server does not know: the app renders its own page), and the offset button leads on.
    await page.getByTestId('carbon-project').first().getByRole('button', { name: 'Select' }).click();
    const chosenProject = () =>
      page
        .getByTestId('carbon-project')
        .filter({ has: page.locator('button[aria-pressed="true"]') })
        .locator('h3')
        .allInnerTexts();
    const chosen = await chosenProject();
    expect(chosen).toHaveLength(1);
    expect(await reloadAdopts(page)).toBe(false);
    await page.getByTestId('carbon-project').first().waitFor();
    expect(await chosenProject()).toEqual(chosen);
    await page.getByRole('button', { name: /^Offset your carbon by 100% / }).click();
    await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a button pressed before the app is live is not dead: the app makes the press once it takes over', async () => {
    const { ctx, page } = await openSwitchComplete(browser(), 'gas');
    await offsetMyCarbon(page);
    await page.getByTestId('carbon-project').first().waitFor();
    const errors = errorsAndWarnings(page);
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    // The server's page, no script run yet: its Select buttons have no handler of the app's.
    const second = page.getByTestId('carbon-project').nth(1);
    await second.waitFor({ state: 'attached' });
    const title = await second.locator('h3').innerText();
    await second.getByRole('button', { name: 'Select' }).click({ noWaitAfter: true });
    expect(await page.locator('#page-heading').count()).toBe(0);
    await release();
    await page.locator('#page-heading').waitFor();
    // Pressed once, chosen once: the project pressed, and no other.
    const pressed = page
      .getByTestId('carbon-project')
      .filter({ has: page.locator('button[aria-pressed="true"]') });
    await expect.poll(() => pressed.locator('h3').allInnerTexts()).toEqual([title]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the quote form, the existing-switch form, information pages and the error page: the HTML holds the page; the app adopts it with no error', async () => {
    const ctx = await newContext(browser());
    const page = await ctx.newPage();
    const errors = errorsAndWarnings(page);
    const pages: [path: string, texts: string[]][] = [
      ...(['terms', 'privacy', 'accessibility'] as const).map((topic): [string, string[]] => [
        `/${topic}`,
        // The heading, the start of the first paragraph and of the last (the middle ones may name
        // start-time settings), and the way back.
        [
          messages[`page.${topic}.title`],
          ...[0, -1].map((i) =>
            messages[`info.${topic}.body`].split('\n\n').at(i)!.split('{')[0].slice(0, 40),
          ),
          messages['info.backToQuote'],
        ],
      ]),
      [
        '/error/404',
        [
          messages['error.title'].replace('{status}', '404'),
          messages['error.404'],
          messages['error.backToStart'],
        ],
      ],
      ['/switch/home-energy', [messages['page.currentTariff.title'], messages['quote.valueStatement']]],
      [
        '/carbon-offset/existing',
        [messages['page.carbonOffsetExisting.title'], messages['carbon.existing.intro']],
      ],
    ];
    for (const [path, texts] of pages) {
      const { status, html } = await serverHtml(ctx, path);
      expect(status, path).toBe(200);
      expect(inOrder(textOf(html), texts), path).toBe(true);
      // The app adopts the server's markup rather than rendering the page again over it.
      expect(await reloadAdopts(page, `${baseUrlOf(ctx)}${path}`), path).toBe(true);
      expect(pathOf(page), path).toBe(path);
    }
    // No hydration mismatch (React logs one as an error) and no other error or warning.
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("the error page over a server message the tab kept: the app renders the tab's page, with no mismatch", async () => {
    const ctx = await newContext(browser());
    const page = await ctx.newPage();
    await page.goto(`${baseUrlOf(ctx)}/privacy`);
    await page.locator('#page-heading').waitFor();
    // What the API client keeps when a call is refused with the server's own message (src/api/client.ts).
    await page.evaluate(() => {
      const stored = JSON.parse(sessionStorage.getItem('session')!) as { state: Record<string, unknown> };
      stored.state.error = { status: 401, message: 'Your visit timed out: please start again.' };
      sessionStorage.setItem('session', JSON.stringify(stored));
    });
    const errors = errorsAndWarnings(page);
    await page.goto(`${baseUrlOf(ctx)}/error/401`);
    await page.locator('#page-heading').waitFor();
    await expect(page.locator('main').innerText()).resolves.toContain(
      'Your visit timed out: please start again.',
    );
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the quote form: a postcode typed and Find address pressed before the app is live find its addresses', async () => {
    const { ctx, page, errors, release } = await openBeforeLive('/switch/home-energy');
    // The server's form, no script run yet: the householder types and presses at once.
    const postcode = page.locator(fieldId('quote.your-home', 'postcode'));
    await postcode.fill('SE1 7PB');
    await page.getByRole('button', { name: 'Find address' }).click({ noWaitAfter: true });
    // Enter in the box would submit the server's form, loading the page again with the postcode in
    // its address: held too.
    await postcode.press('Enter');
    expect(await page.locator('#page-heading').count()).toBe(0);
    await release();
    await page.locator('#page-heading').waitFor();
    // The app knows the postcode (its lookup ran with it) and lists that postcode's addresses.
    const addresses = page.locator(fieldId('quote.your-home', 'address'));
    await addresses.waitFor();
    expect(await addresses.locator('option').count()).toBeGreaterThan(1);
    await expect(postcode.inputValue()).resolves.toBe('SE1 7PB');
    expect(pathOf(page)).toBe('/switch/home-energy');
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the existing-switch form: a Switch Id typed and Enter pressed before the app is live are the app’s once live', async () => {
    const { ctx, page, errors, release } = await openBeforeLive('/carbon-offset/existing');
    const box = page.locator('#existing-switch-id');
    await box.fill('987654321');
    await box.press('Enter');
    expect(await page.locator('#page-heading').count()).toBe(0);
    await release();
    await page.locator('#page-heading').waitFor();
    // The app looked the typed Switch Id up (no such switch here), rather than finding the box empty.
    await page.getByText(messages['carbon.switchNotFound']).waitFor();
    expect(await page.getByText(messages['carbon.existing.invalid']).count()).toBe(0);
    await expect(box.inputValue()).resolves.toBe('987654321');
    expect(pathOf(page)).toBe('/carbon-offset/existing');
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
