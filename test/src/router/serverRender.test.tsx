// The stores persist to sessionStorage: an in-memory one, before they load.
import '../memorySessionStorage';
import { describe, expect, it } from 'vitest';
import defaults from '../../../journey/settings.json';
import messages from '../../../journey/messages/en-GB.json';
import type { Settings } from '../../../contract/settings';
import { infoParagraphs } from '../../../contract/pageText';

/**
 * The server's renderer (src/router/serverRender.tsx) on the pages every visitor gets alike: the
 * information pages and the error page, rendered by the app's own components with the start's
 * settings (the server keeps each one: server/web/publicPages.ts).
 */
const { createServerRenderer } = await import('../../../src/router/serverRender');

const settings = {
  ...(defaults as Settings),
  brandName: 'Start <Brand> & Co',
  callCentrePhone: '0300 123 4567',
  supplierContactEmail: 'care@start.example',
  serviceFundingStatement: 'We are paid "per switch" <b>by</b> suppliers.',
};
const renderer = createServerRenderer(settings);

/** The text of each element matching `tag` in `html`, tags removed and entities read back. */
function textsOf(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) =>
    m[1]
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

async function render(path: string, data = {}) {
  const out = await renderer.render(`http://localhost${path}`, data, 'n0nce');
  if ('redirect' in out) throw new Error(`${path} redirected to ${out.redirect}`);
  return out;
}

/** The page's main content: after the header (whose phone is the start's too). */
const mainOf = (html: string) => html.slice(html.indexOf('<main'));

describe('information pages rendered on the server', () => {
  it.each(['terms', 'privacy', 'accessibility'] as const)(
    '/%s: its heading, every paragraph with the start-time settings, and the way back, escaped',
    async (topic) => {
      const { html, styleTags } = await render(`/${topic}`);
      const main = mainOf(html);
      expect(textsOf(main, 'h1')).toEqual([messages[`page.${topic}.title`]]);
      const paragraphs = textsOf(main, 'p');
      // The catalogue's blank-line-separated paragraphs filled in with the settings, each one whole and
      // in order, before the footer's.
      const body = infoParagraphs(messages, topic, settings);
      expect(body.length).toBeGreaterThan(1);
      expect(paragraphs.slice(0, body.length)).toEqual(body);
      const text = paragraphs.join('\n');
      expect(text).not.toMatch(/\{\w+\}/);
      if (topic === 'privacy') expect(text).toContain('care@start.example');
      if (topic === 'terms') {
        expect(paragraphs[0]).toMatch(/^Start <Brand> & Co is a free service/);
        expect(paragraphs).toContain('We are paid "per switch" <b>by</b> suppliers.');
      }
      expect(main).toContain(`href="/switch/home-energy"`);
      expect(textsOf(main, 'a')).toContain(messages['info.backToQuote']);
      // Settings and catalogue text are text, never markup.
      expect(html).not.toMatch(/<Brand>|<b>by/);
      // MUI's styles come out as style elements carrying the reply's nonce, never as inline styles.
      expect(styleTags).toMatch(/^<style[^>]* nonce="n0nce"/);
      expect(html).not.toMatch(/<script|\sstyle="/);
    },
  );
});

describe('the quote form rendered on the server', () => {
  it('its heading, value statement, statements box with the start-time settings, and the first card, empty', async () => {
    const { html } = await render('/switch/home-energy/BR1/REF2', { quoteForm: true });
    const main = mainOf(html);
    expect(textsOf(main, 'h1')).toEqual([messages['page.currentTariff.title']]);
    expect(textsOf(main, 'p')).toContain(messages['quote.valueStatement']);
    expect(textsOf(main, 'aside').join('')).toContain('We are paid "per switch" <b>by</b> suppliers.');
    expect(main).toContain('0300 123 4567');
    // The first card and its postcode box, with nothing in it; no later card yet.
    expect([...main.matchAll(/data-card="([^"]+)"/g)].map((m) => m[1])).toEqual(['quote.your-home']);
    expect(main).toMatch(/<input[^>]*autoComplete="postal-code"[^>]*value=""/);
    expect(html).not.toMatch(/<Brand>|<b>by/);
    expect(html).not.toMatch(/<script|\sstyle="/);
  });
});

describe('the existing-switch carbon form rendered on the server', () => {
  it('its heading, its intro and the Switch Id box, empty', async () => {
    const main = mainOf((await render('/carbon-offset/existing')).html);
    expect(textsOf(main, 'h1')).toEqual([messages['page.carbonOffsetExisting.title']]);
    expect(textsOf(main, 'p')).toContain(messages['carbon.existing.intro']);
    expect(main).toMatch(/<input[^>]*id="existing-switch-id"[^>]*value=""/);
  });
});

describe('every other page rendered on the server without its data', () => {
  it.each([
    ['/details', 'page.personalDetails.title', 'signup.loading'],
    ['/carbon-offset-process?id=u&oid=o', 'page.carbonOffsetProcess.title', null],
    ['/results/home-energy', 'page.quoteResults.title', null],
  ] as const)('%s: its frame with the heading', async (path, titleKey, line) => {
    const main = mainOf((await render(path, {})).html);
    expect(textsOf(main, 'h1')).toEqual([messages[titleKey]]);
    if (line) expect(textsOf(main, 'p')).toContain(messages[line]);
  });
});

describe('the error page rendered on the server', () => {
  it('says what the catalogue says for the status, with Try Again where it can help', async () => {
    const page401 = mainOf((await render('/error/401', { errorPage: { status: '401' } })).html);
    expect(textsOf(page401, 'h1')).toEqual([messages['error.title'].replace('{status}', '401')]);
    expect(page401).toContain(messages['error.401']);
    expect(page401).toContain(messages['error.tryAgain']);
    const page404 = mainOf((await render('/error/404', { errorPage: { status: '404' } })).html);
    expect(page404).toContain(messages['error.404']);
    expect(page404).not.toContain(messages['error.tryAgain']);
    expect(page404).toContain(messages['error.backToStart']);
  });

  it('a status the catalogue has no text for gets the default text, escaped', async () => {
    const page = mainOf((await render('/error/%3Cb%3E', { errorPage: { status: '<b>' } })).html);
    expect(page).toContain(messages['error.default']);
    expect(page).not.toContain('<b>');
  });
});
