import type { Page } from 'playwright-core';
import { ROOT_ROUTES } from '../../../contract/api/routes';

/**
 * Delays every call of `page` to the API and the token route by `ms` (the page's own files stay
 * fast): an API slowed to seconds per call.
 */
export async function slowApi(page: Page, ms: number): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/api/') || url.pathname === ROOT_ROUTES.token.path,
    async (route) => {
      await new Promise((r) => setTimeout(r, ms));
      await route.continue().catch(() => undefined);
    },
  );
}
