/**
 * Keyboard-only journeys: move with Tab / Shift+Tab and check at every stop that the householder can
 * see where focus is (the focused control looks different from the same control unfocused, compared
 * pixel by pixel), and that a page change puts focus on the new page's heading.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Run in the page (Playwright sends it as text, so it names nothing outside itself): what has focus,
 * for messages (tag, id, name or text), and with `scroll`, that element scrolled to the middle and the
 * box that shows its focus (a visually hidden input, a radio or a checkbox, shows it on its wrapper).
 */
function focusNow(scroll: boolean): {
  what: string;
  box: { x: number; y: number; width: number; height: number } | null;
} {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return { what: 'body', box: null };
  const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
  const name = el.getAttribute('name');
  const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${name ? `[name=${name}]` : ''} "${text}"`;
  if (!scroll) return { what, box: null };
  el.scrollIntoView({ block: 'center' });
  const shown = el.getBoundingClientRect().width > 2 ? el : (el.parentElement ?? el);
  const r = shown.getBoundingClientRect();
  return { what, box: { x: r.x, y: r.y, width: r.width, height: r.height } };
}

/** What has focus, for messages: tag, id, name or text. */
export async function describeFocus(page: Page): Promise<string> {
  return (await page.evaluate(focusNow, false)).what;
}

/**
 * Fails unless the focused element shows a visible focus indicator: a picture of it (with room around
 * it for an outline or a ring) while focused differs from the same picture once focus is taken away.
 * Focus is then put back where it was (`:focus-visible` stays, as the last input was a key).
 * Returns what has focus (as {@link describeFocus}), so a walk need not ask again. Three calls into
 * the page and two pictures, where it made five calls (and the walk a sixth): a keyboard walk makes a
 * few hundred stops.
 */
export async function expectFocusVisible(page: Page): Promise<string> {
  const { box, what } = await page.evaluate(focusNow, true);
  expect(box, `nothing has focus (${what})`).not.toBeNull();
  const margin = 6;
  const viewport = page.viewportSize()!;
  const clip = {
    x: Math.max(0, box!.x - margin),
    y: Math.max(0, box!.y - margin),
    width: Math.min(viewport.width, box!.x + box!.width + margin) - Math.max(0, box!.x - margin),
    height: Math.min(viewport.height, box!.y + box!.height + margin) - Math.max(0, box!.y - margin),
  };
  const focused = await page.screenshot({ clip, animations: 'disabled' });
  // Focus taken away, and two frames so the picture shows it gone.
  await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    (window as unknown as { __focusBefore?: Element }).__focusBefore = el;
    el.blur();
    return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  const unfocused = await page.screenshot({ clip, animations: 'disabled' });
  await page.evaluate(() => {
    const win = window as unknown as { __focusBefore?: HTMLElement };
    win.__focusBefore?.focus({ preventScroll: true });
    delete win.__focusBefore;
  });
  expect(focused.equals(unfocused), `no visible focus indicator on ${what}`).toBe(false);
  return what;
}

/** Where a keyboard user is going: a CSS selector, and optionally text the element contains. */
export type FocusTarget = string | { selector: string; text: string };

/**
 * Presses Tab (or Shift+Tab with `back`) until the focused element matches `target`, checking a
 * visible focus indicator at every stop on the way.
 */
export async function tabToVisibly(
  page: Page,
  target: FocusTarget,
  opts: { back?: boolean; maxTabs?: number } = {},
): Promise<void> {
  const { selector, text } = typeof target === 'string' ? { selector: target, text: '' } : target;
  const stops: string[] = [];
  for (let i = 0; i < (opts.maxTabs ?? 80); i++) {
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    stops.push(await expectFocusVisible(page));
    const reached = await page.evaluate(
      ([s, t]) => {
        const el = document.activeElement;
        return !!el && el.matches(s) && (el.textContent ?? '').includes(t);
      },
      [selector, text] as const,
    );
    if (reached) return;
  }
  throw new Error(`Tab never reached ${selector} "${text}"; stops:\n${stops.join('\n')}`);
}

/** Waits until the new page's heading has focus (as the shell moves it on each page change). */
export async function expectHeadingFocused(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 30_000 })
    .toBe('page-heading');
}

/**
 * The texts an element's `aria-describedby` names, joined by " | " (a missing id shows as
 * "(missing #id)"): what a screen reader reads after the element's name.
 */
export function describedByTexts(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`)
      .join(' | '),
  );
}

/**
 * An error summary (`[data-error-summary]`, GOV.UK pattern) just shown by a failed submit: it has
 * focus, visibly, and lists at least `minLinks` errors; each link, reached by Tab (Shift+Tab from
 * the field before, as the summary is above the fields) and pressed with Enter, moves focus to its
 * field, which is `aria-invalid` and whose `aria-describedby` names the link's message. Focus ends on
 * the last link's field.
 */
export async function expectSummaryLinksFocusFields(page: Page, minLinks: number): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary') ?? false))
    .toBe(true);
  await expectFocusVisible(page);
  const links = page.locator('[data-error-summary] a');
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(minLinks);
  for (let i = 0; i < count; i++) {
    const message = (await links.nth(i).textContent())!;
    const href = (await links.nth(i).getAttribute('href'))!;
    await tabToVisibly(
      page,
      { selector: '[data-error-summary] a', text: message },
      { back: i > 0, maxTabs: 60 },
    );
    await page.keyboard.press('Enter');
    // On the field itself, or in the group it names (a date's first box).
    await expect
      .poll(() =>
        page.evaluate(
          (h) => `#${document.activeElement?.id}` === h || !!document.activeElement?.closest(h),
          href,
        ),
      )
      .toBe(true);
    await expectFocusVisible(page);
    const where = await describeFocus(page);
    const field = `#${await page.evaluate(() => document.activeElement!.id)}`;
    expect(await page.locator(field).getAttribute('aria-invalid'), `${where} aria-invalid`).toBe('true');
    expect(await describedByTexts(page, field), `${where} aria-describedby`).toContain(message);
  }
}
