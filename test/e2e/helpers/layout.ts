import type { Locator, Page } from 'playwright-core';

/**
 * What a householder would see as broken layout at the current width: anything reaching past the
 * right edge of the screen (including what a scrolling strip hides there), and any text cut short
 * by its box (a label ending in "…", a tab name clipped). Visually hidden text (for screen readers)
 * and the app's own off-screen parts (a closed drawer, a skip link) are not counted.
 * @returns one line per fault: what, its text, and by how much.
 */
export function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${text}"`;
    };
    const hidden = (el: HTMLElement) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width <= 1 ||
        r.height <= 1 ||
        style.visibility === 'hidden' ||
        style.clip === 'rect(0px, 0px, 0px, 0px)'
      );
    };
    const width = document.documentElement.clientWidth;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      if (hidden(el) || el.closest('[aria-hidden="true"]') || el.matches('a[href="#main"]')) continue;
      const r = el.getBoundingClientRect();
      if (r.right > width + 1 && r.left < width)
        faults.push(`past the edge by ${Math.round(r.right - width)} px: ${describe(el)}`);
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      const hasText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
      );
      if (
        clips &&
        hasText &&
        el.scrollWidth > el.clientWidth + 1 &&
        !['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)
      )
        faults.push(`text cut by ${el.scrollWidth - el.clientWidth} px: ${describe(el)}`);
    }
    return faults;
  });
}

/** Whether two elements' boxes overlap on screen. */
export async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [ra, rb] = [await a.boundingBox(), await b.boundingBox()];
  if (!ra || !rb) return false;
  return (
    ra.x < rb.x + rb.width && rb.x < ra.x + ra.width && ra.y < rb.y + rb.height && rb.y < ra.y + ra.height
  );
}
