// @vitest-environment happy-dom
/**
 * Deferred areas (src/router/deferredAreas.tsx): an area the server rendered stays the server's
 * markup, its code not asked for, until the householder's first interaction; then React adopts that
 * very markup (no second render of it, nothing typed lost), and `deferredAreasSettled` says so. Where
 * nothing is held the route's wait (`areasReady`) has the code before the page renders.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createElement, useEffect, useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';

type DeferredModule = typeof import('../../../src/router/deferredAreas');

/** The area's component: a box and a counter button, as a card has. */
function Area({ label }: { label: string }) {
  const [presses, setPresses] = useState(0);
  return createElement(
    'div',
    { id: 'area' },
    createElement('input', { id: 'box', 'aria-label': label, defaultValue: '' }),
    createElement(
      'button',
      { id: 'count', type: 'button', onClick: () => setPresses((n) => n + 1) },
      `${presses}`,
    ),
  );
}

/** A fresh copy of the module (its state is the page's) and an area of it whose loads are counted. */
async function freshArea() {
  vi.resetModules();
  const deferred: DeferredModule = await import('../../../src/router/deferredAreas');
  const loads = { count: 0 };
  const Deferred = deferred.deferredArea<{ label: string }>(
    async () => {
      loads.count += 1;
      return { default: Area };
    },
    createElement('p', null, 'loading'),
  );
  // As src/boot.tsx does: at the app's first commit, wait for the areas before doing early presses again.
  const settled = { at: null as number | null };
  let commits = 0;
  function AfterTakeover() {
    useEffect(() => {
      void deferred.deferredAreasSettled().then(() => (settled.at ??= commits));
    }, []);
    return null;
  }
  const page = () =>
    createElement(
      'main',
      null,
      createElement('h1', null, 'Your energy'),
      createElement(Deferred, { label: 'Postcode' }),
      createElement(AfterTakeover),
    );
  const interacted = () => (commits += 1);
  return { deferred, loads, page: page as ComponentType, settled, interacted };
}

/** Lets React and the area's promises run. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 10)));

let root: Root | undefined;
let errors: unknown[];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('deferred areas', () => {
  it('are rendered whole by the server once preloaded, as the router does before a server render', async () => {
    const { deferred, loads, page } = await freshArea();
    await deferred.areasReady();
    expect(loads.count).toBe(1);
    const html = renderToString(createElement(page));
    expect(html).toContain('id="box"');
    expect(html).not.toContain('loading');
  });

  it('stay the server markup, their code not asked for, until the first interaction; then are adopted as they stand', async () => {
    const { deferred, loads, page } = await freshArea();
    await deferred.areasReady();
    document.body.innerHTML = `<div id="root">${renderToString(createElement(page))}</div>`;
    // The browser: a fresh module, holding its areas for the first interaction.
    const browser = await freshArea();
    browser.deferred.holdDeferredAreas(false);
    expect(await browser.deferred.areasReady().then(() => browser.loads.count)).toBe(0);
    const box = document.getElementById('box') as HTMLInputElement;
    const serverBox = box;
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, createElement(browser.page));
    });
    await settle();
    // Hydrated around it, the area still the server's: its code not fetched, nothing settled.
    expect(browser.loads.count).toBe(0);
    expect(document.getElementById('box')).toBe(serverBox);
    expect(browser.settled.at).toBe(null);
    // The householder types before the area is the app's: the focus is the first interaction.
    browser.interacted();
    await act(async () => {
      box.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      box.value = 'SW1A 1AA';
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(browser.loads.count).toBe(1);
    // Settled after the interaction, not at the first commit (when React had not yet even tried the area).
    expect(browser.settled.at).toBe(1);
    // The very element the server sent, with what was typed, now the app's: a press counts.
    expect(document.getElementById('box')).toBe(serverBox);
    expect(serverBox.value).toBe('SW1A 1AA');
    await act(async () => document.getElementById('count')!.click());
    expect(document.getElementById('count')!.textContent).toBe('1');
    expect(errors).toEqual([]);
    expect(loads.count).toBe(1);
  });

  it('load at once where the page was touched before the app started', async () => {
    const { deferred, loads } = await freshArea();
    deferred.holdDeferredAreas(true);
    await deferred.areasReady();
    expect(loads.count).toBe(1);
    await expect(deferred.deferredAreasSettled()).resolves.toBeUndefined();
  });

  it('load when the app renders the page itself after holding them (released)', async () => {
    const { deferred, loads } = await freshArea();
    deferred.holdDeferredAreas(false);
    await deferred.areasReady();
    expect(loads.count).toBe(0);
    deferred.releaseDeferredAreas();
    await deferred.preloadDeferredAreas();
    expect(loads.count).toBe(1);
    // A key anywhere after the release changes nothing: the code loaded once.
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await deferred.areasReady();
    expect(loads.count).toBe(1);
  });

  it("are no longer awaited once their page goes before they were the app's", async () => {
    const { deferred, page } = await freshArea();
    await deferred.areasReady();
    document.body.innerHTML = `<div id="root">${renderToString(createElement(page))}</div>`;
    const browser = await freshArea();
    browser.deferred.holdDeferredAreas(false);
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, createElement(browser.page));
    });
    await settle();
    expect(browser.settled.at).toBe(null);
    // The householder follows a link away: the area never became the app's, and the presses held
    // for it must not stay held.
    await act(async () => root!.render(createElement('p', null, 'elsewhere')));
    await settle();
    expect(browser.settled.at).toBe(0);
    expect(browser.loads.count).toBe(0);
  });
});
