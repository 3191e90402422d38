export {
  baseUrl,
  baseUrlOf,
  launchBrowser,
  newContext,
  openPage,
  pathOf,
  sharedBrowser,
  VIEWPORTS,
  type OpenedPage,
} from './browser';
export { checkA11y, WCAG_TAGS } from './a11y';
export { takeCspViolations, watchCsp, type CspViolation } from './csp';
export { atEachViewport, screenshots, SCREENSHOT_DIR } from './screenshots';
export { expectedPhone, messages, settings } from './expected';
export { layoutFaults, overlap } from './layout';
export { ownServer, type OwnServer } from './ownServer';
export { completedSwitches, switchesAndPayments } from './switchCount';
export { slowApi } from './slowApi';
import { checkA11y } from './a11y';
import { atEachViewport } from './screenshots';
import type { Page } from 'playwright-core';

/** The usual end of a page test: an axe scan at phone and desktop width. */
export async function checkA11yAtEachViewport(page: Page, name: string): Promise<void> {
  await atEachViewport(page, (viewport) => checkA11y(page, `${name} (${viewport})`));
}
