/**
 * The pages every visitor gets alike (issue 23 item 1): the quote form as a new quote opens it (its
 * first card), the existing-switch carbon form, the information pages and the error page,
 * rendered on the server by the app's own components with no session behind them, and kept once
 * rendered, so a reply costs a lookup rather than a render. The style nonce is a slot in the kept page
 * that each reply fills in (server/web/indexPage.ts).
 */
import type { PageData } from '../../contract/pageData.js';
import { isInfoTopic } from '../../contract/pageText.js';

/** The quote form's route name (src/routes/routeTable.ts). */
const QUOTE_FORM = 'currentTariff';
/** The existing-switch carbon form's route name: an empty form, whoever asks. */
const EXISTING_SWITCH_FORM = 'carbonOffsetExisting';
/** The error page's route name and path prefix (src/routes/routeTable.ts: `/error/:status`). */
const ERROR_PAGE = 'error';
const ERROR_PATH = /^\/error\/([^/]+)\/?$/;

/**
 * The data of the page of `route` at `path` (a decoded pathname) when every visitor gets that page
 * alike, else null (a page of the session's journey): an information page and the existing-switch
 * form have none, the error page
 * its status, the quote form a mark that it is the empty form.
 */
export function publicPageData(route: string, path: string): PageData | null {
  if (isInfoTopic(route) || route === EXISTING_SWITCH_FORM) return {};
  if (route === QUOTE_FORM) return { quoteForm: true };
  if (route !== ERROR_PAGE) return null;
  const status = ERROR_PATH.exec(path)?.[1];
  return status === undefined ? null : { errorPage: { status } };
}

/**
 * Kept pages by path, up to `limit` of them: the information pages and the error page's few
 * statuses fit many times over, and a scanner asking for `/error/<anything>` gets each page rendered
 * afresh rather than filling the memory.
 */
export function publicPageCache(limit = 64) {
  const kept = new Map<string, Promise<string | null>>();
  return {
    /** The page at `path`, rendered by `render` the first time (a failed render is not kept). */
    get(path: string, render: () => Promise<string | null>): Promise<string | null> {
      const found = kept.get(path);
      if (found) return found;
      const page = render();
      if (kept.size < limit) {
        kept.set(path, page);
        void page.then(
          (html) => html === null && kept.delete(path),
          () => kept.delete(path),
        );
      }
      return page;
    },
  };
}
