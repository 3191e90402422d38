// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_PRESSES_GLOBAL, EARLY_PRESS_SCRIPT } from '../../../contract/earlyPress';
import { createElement, useLayoutEffect, useState, act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { replayEarlyPresses, takeEarlyPresses } from '../../../src/router/earlyPresses';

/**
 * The page as the server sent it: a form with a submit button inside the app's root, a plain button
 * and a disabled one, a link, and a button outside the root. Each press that reaches the page is
 * counted by a listener of the document (bubbling, as the app's would be once it has the page).
 */
function serverPage() {
  document.body.innerHTML =
    '<div id="root"><form><button id="select" type="button">Select</button>' +
    '<button id="off" type="button" disabled>Off</button><button id="go" type="submit">Go</button>' +
    '<a id="link" href="#there">There</a><input id="pct" type="radio" name="pct" value="75" />' +
    '<label for="pct">75%</label></form></div><button id="outside" type="button">Outside</button>';
  const presses: { id: string; prevented: boolean }[] = [];
  const count = (e: Event) => presses.push({ id: (e.target as Element).id, prevented: e.defaultPrevented });
  document.addEventListener('click', count);
  return { presses, stop: () => document.removeEventListener('click', count) };
}

/** Presses the element `id`; true when the press's default action was prevented. */
const press = (id: string) =>
  !document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

let page: ReturnType<typeof serverPage>;
beforeAll(() => {
  // The page's head runs the script as the server sent it (the CSP allows it by its hash), once.
  // eslint-disable-next-line no-new-func -- a test running the page's own script text, as its head does
  new Function(EARLY_PRESS_SCRIPT)();
});
beforeEach(() => {
  page = serverPage();
  // A new page load: the script's holding starts again (its listener is the one added above).
  (window as unknown as Record<string, unknown>)[EARLY_PRESSES_GLOBAL] = [];
});
afterEach(() => {
  takeEarlyPresses();
  page.stop();
});

describe('presses before the app is live', () => {
  it("holds a press of the root's buttons, its default action prevented and going no further, in order", () => {
    expect(press('go')).toBe(true);
    expect(press('select')).toBe(true);
    // Not the page's yet: the app, adopting the page, must not get it as well as the replay.
    expect(page.presses).toEqual([]);
    expect(takeEarlyPresses().map((b) => b.id)).toEqual(['go', 'select']);
  });

  it('holds a radio pressed (itself or by its label) unchanged, so the app hears of the change', async () => {
    press('pct');
    document.querySelector<HTMLElement>('label[for="pct"]')!.click();
    // The label's own click reaches the page (it does nothing); the radio's, which it makes, does not.
    expect(page.presses.map((p) => p.id)).not.toContain('pct');
    const radio = document.getElementById('pct') as HTMLInputElement;
    expect(radio.checked).toBe(false);
    const held = takeEarlyPresses();
    expect(held.map((b) => b.id)).toEqual(['pct', 'pct']);
    await replayEarlyPresses(held.slice(0, 1));
    expect(radio.checked).toBe(true);
  });

  it('leaves links, disabled buttons and buttons outside the root alone', () => {
    press('link');
    press('off');
    press('outside');
    expect(page.presses.filter((p) => p.prevented)).toEqual([]);
    expect(takeEarlyPresses()).toEqual([]);
  });

  it('holds nothing once the app took the presses: a press is then the app’s', () => {
    takeEarlyPresses();
    press('select');
    expect(page.presses).toEqual([{ id: 'select', prevented: false }]);
    expect(takeEarlyPresses()).toEqual([]);
  });

  it('replays each held press once, skipping a button gone or disabled by then', async () => {
    press('select');
    press('go');
    press('select');
    const held = takeEarlyPresses();
    page.presses.length = 0;
    document.getElementById('go')!.remove();
    await replayEarlyPresses(held);
    expect(page.presses.map((p) => p.id)).toEqual(['select', 'select']);
    (document.getElementById('select') as HTMLButtonElement).disabled = true;
    await replayEarlyPresses(held);
    expect(page.presses.map((p) => p.id)).toEqual(['select', 'select']);
  });

  it('finds nothing to take on a page without the script', () => {
    takeEarlyPresses();
    expect(takeEarlyPresses()).toEqual([]);
  });

  it('holds a form of the root submitted (Enter in a text box), so the page is not loaded again', async () => {
    const form = document.querySelector('form')!;
    const submits: boolean[] = [];
    const count = (e: Event) => submits.push(e.defaultPrevented);
    document.addEventListener('submit', count);
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    expect(submits).toEqual([]);
    const held = takeEarlyPresses();
    expect(held).toEqual([form]);
    // Once live, the app's handler gets the submit (requestSubmit: the event the app listens for).
    await replayEarlyPresses(held);
    expect(submits).toEqual([false]);
    document.removeEventListener('submit', count);
  });
});

/** A box and a select the app controls, each echoing what the app's state holds. */
function Answers({ renderAgain = false }: { renderAgain?: boolean }) {
  const [postcode, setPostcode] = useState('');
  // An app that renders again as soon as it has adopted the page (a store read in a layout effect, say):
  // React then puts its own state back into the boxes it controls, before any replay.
  const [, setRenders] = useState(0);
  useLayoutEffect(() => {
    if (renderAgain) setRenders(1);
  }, [renderAgain]);
  const [fuel, setFuel] = useState('gas');
  return createElement(
    'div',
    null,
    createElement('input', {
      id: 'postcode',
      value: postcode,
      onChange: (e: { target: HTMLInputElement }) => setPostcode(e.target.value),
    }),
    createElement(
      'select',
      { id: 'fuel', value: fuel, onChange: (e: { target: HTMLSelectElement }) => setFuel(e.target.value) },
      createElement('option', { value: 'gas' }, 'Gas'),
      createElement('option', { value: 'dual' }, 'Both'),
    ),
    createElement('output', { id: 'known' }, `${postcode}|${fuel}`),
  );
}

describe('text typed before the app is live', () => {
  it('reaches the app, in order with the presses, once it has adopted the markup', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = document.getElementById('root')!;
    root.innerHTML = renderToString(createElement(Answers));
    // The householder types and chooses while the page is the server's alone (a browser fires
    // `input` for each).
    const postcode = root.querySelector('#postcode') as HTMLInputElement;
    const fuel = root.querySelector('#fuel') as HTMLSelectElement;
    postcode.value = 'SW1A';
    postcode.dispatchEvent(new Event('input', { bubbles: true }));
    fuel.value = 'dual';
    fuel.dispatchEvent(new Event('input', { bubbles: true }));
    postcode.value = 'SW1A 1AA';
    postcode.dispatchEvent(new Event('input', { bubbles: true }));
    const held = takeEarlyPresses();
    expect(held).toEqual([postcode, fuel, postcode]);
    await act(async () => void hydrateRoot(root, createElement(Answers)));
    const known = () => root.querySelector('#known')!.textContent;
    // Adopted as found: the boxes show the typed answers, the app still holds its own.
    expect(postcode.value).toBe('SW1A 1AA');
    expect(known()).toBe('|gas');
    await act(() => replayEarlyPresses(held));
    expect(known()).toBe('SW1A 1AA|dual');
    expect(postcode.value).toBe('SW1A 1AA');
    expect(fuel.value).toBe('dual');
  });
});

it('reaches the app even when the app put its own value back into the box before the replay', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const root = document.getElementById('root')!;
  root.innerHTML = renderToString(createElement(Answers, { renderAgain: true }));
  const postcode = root.querySelector('#postcode') as HTMLInputElement;
  postcode.value = 'SW1A 1AA';
  postcode.dispatchEvent(new Event('input', { bubbles: true }));
  const held = takeEarlyPresses();
  await act(async () => void hydrateRoot(root, createElement(Answers, { renderAgain: true })));
  const known = () => root.querySelector('#known')!.textContent;
  // The app's second render wrote its empty postcode over what was typed.
  expect(postcode.value).toBe('');
  await act(() => replayEarlyPresses(held));
  // The page's script noted what was typed: the app hears of it, and the box shows it again.
  expect(known()).toBe('SW1A 1AA|gas');
  expect(postcode.value).toBe('SW1A 1AA');
});
