/**
 * The pages as every visitor gets them (issue 23 item 1), rendered on the server by the app's own
 * components with no session behind them, and kept once rendered, so a reply costs a lookup rather
 * than a render: every page but those the server renders with the session's data
 * (server/web/pageData.ts), and those too when it has none. The style nonce is a slot in the kept page
 * that each reply fills in (server/web/indexPage.ts).
 */
import type { PageData } from '../../contract/pageData.js';
import { isInfoTopic } from '../../contract/pageText.js';

/** The quote form's route name (src/routes/routeTable.ts). */
const QUOTE_FORM = 'currentTariff';
/** The error page's route name and path (src/routes/routeTable.ts: `/error/:status`). */
const ERROR_PAGE = 'error';
const ERROR_PATH = /^\/error\/([^/]+)\/?$/;
/**
 * Pages whose first render needs nothing from the tab: the existing-switch carbon form (empty), sign-up
 * (its heading and "loading" line: the form comes with its data) and the carbon offset payment's
 * return (checking the payment).
 */
const THE_SAME_FOR_ALL = new Set(['carbonOffsetExisting', 'personalDetails', 'carbonOffsetProcess']);

/**
 * The data the page of `route` at `path` (a decoded pathname) is rendered with when the server has no
 * session data for it: none for an information page and the pages above; the status for the error
 * page; a mark for the quote form (the empty form, as a new quote opens it); and for any other page
 * (results, tariff details, Switch Complete, carbon offset, the staff preview) the mark that it is the
 * page's frame without its data, which the tab renders over with its own.
 */
export function publicPageData(route: string, path: string): PageData {
  if (route === QUOTE_FORM) return { quoteForm: true };
  if (route === ERROR_PAGE) return { errorPage: { status: ERROR_PATH.exec(path)?.[1] ?? '' } };
  if (isInfoTopic(route) || THE_SAME_FOR_ALL.has(route)) return {};
  return { frame: true };
}

/**
 * Kept pages by path, up to `limit` of them, the least recently asked for leaving first: the pages
 * people open stay, and paths without end (a referral code in the quote form's path, a scanner asking
 * for `/error/<anything>`) cannot fill the memory.
 */
export function publicPageCache(limit = 64) {
  const kept = new Map<string, Promise<string | null>>();
  return {
    /** The page at `path`, rendered by `render` the first time (a failed render is not kept). */
    get(path: string, render: () => Promise<string | null>): Promise<string | null> {
      const found = kept.get(path);
      if (found) {
        // Map keeps insertion order: move it to the end, the most recently asked for.
        kept.delete(path);
        kept.set(path, found);
        return found;
      }
      const page = render();
      kept.set(path, page);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      void page.then(
        (html) => html === null && kept.get(path) === page && kept.delete(path),
        () => kept.get(path) === page && kept.delete(path),
      );
      return page;
    },
  };
}
