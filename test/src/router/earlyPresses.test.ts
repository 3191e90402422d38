// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_PRESSES_GLOBAL, EARLY_PRESS_SCRIPT } from '../../../contract/earlyPress';
import { replayEarlyPresses, takeEarlyPresses } from '../../../src/router/earlyPresses';

/**
 * The page as the server sent it: a form with a submit button inside the app's root, a plain button
 * and a disabled one, a link, and a button outside the root. Each press is counted by a listener of
 * the document (bubbling, as the app's would be once it has the page).
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

const press = (id: string) => document.getElementById(id)!.click();

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
  it("holds a press of the root's buttons, its default action prevented, in order", () => {
    press('go');
    press('select');
    expect(page.presses).toEqual([
      { id: 'go', prevented: true },
      { id: 'select', prevented: true },
    ]);
    expect(takeEarlyPresses().map((b) => b.id)).toEqual(['go', 'select']);
  });

  it('holds a radio pressed (itself or by its label) unchanged, so the app hears of the change', () => {
    press('pct');
    document.querySelector<HTMLElement>('label[for="pct"]')!.click();
    const radio = document.getElementById('pct') as HTMLInputElement;
    expect(radio.checked).toBe(false);
    const held = takeEarlyPresses();
    expect(held.map((b) => b.id)).toEqual(['pct', 'pct']);
    replayEarlyPresses(held.slice(0, 1));
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

  it('replays each held press once, skipping a button gone or disabled by then', () => {
    press('select');
    press('go');
    press('select');
    const held = takeEarlyPresses();
    page.presses.length = 0;
    document.getElementById('go')!.remove();
    replayEarlyPresses(held);
    expect(page.presses.map((p) => p.id)).toEqual(['select', 'select']);
    (document.getElementById('select') as HTMLButtonElement).disabled = true;
    replayEarlyPresses(held);
    expect(page.presses.map((p) => p.id)).toEqual(['select', 'select']);
  });

  it('finds nothing to take on a page without the script', () => {
    takeEarlyPresses();
    expect(takeEarlyPresses()).toEqual([]);
  });
});
