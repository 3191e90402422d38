// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_TOKEN_ID, pageTokenScript } from '../../../contract/pageToken';
import { takePageToken } from '../../../src/api/pageToken';

/** Puts the script element the server sends (or `raw` text in its place) into the page's head. */
function sendPage(content: { token: string; expiresIn: number } | string): void {
  document.head.innerHTML =
    typeof content === 'string'
      ? `<script type="application/json" id="${PAGE_TOKEN_ID}">${content}</script>`
      : pageTokenScript(content);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the token a page is sent with (issue 23 item 4)', () => {
  it('is taken while fresh, and taken out of the page', () => {
    sendPage({ token: 'v1.abc.def', expiresIn: 900 });
    expect(takePageToken(document, 2_000)).toBe('v1.abc.def');
    expect(document.getElementById(PAGE_TOKEN_ID)).toBeNull();
    // Once taken, there is none to take again.
    expect(takePageToken(document, 2_000)).toBeNull();
  });

  it('is left alone past half its lifetime (a tab restored long after it loaded), and still removed', () => {
    sendPage({ token: 'v1.abc.def', expiresIn: 900 });
    expect(takePageToken(document, 450_000)).toBeNull();
    expect(document.getElementById(PAGE_TOKEN_ID)).toBeNull();
    sendPage({ token: 'v1.abc.def', expiresIn: 900 });
    expect(takePageToken(document, 449_999)).toBe('v1.abc.def');
  });

  it.each([
    ['no element', null],
    ['text that is not JSON', '{"token":'],
    ['no lifetime', '{"token":"v1.a.b"}'],
    ['an empty token', '{"token":"","expiresIn":900}'],
    ['a token that is not a string', '{"token":7,"expiresIn":900}'],
  ])('gives none for %s', (_name, raw) => {
    if (raw !== null) sendPage(raw);
    expect(takePageToken(document, 1_000)).toBeNull();
  });
});
