import { PATHS } from '../../routes/routeTable';

/**
 * Whether the page load opened the quote form itself (typed, bookmarked, linked, or a tab opened on
 * it), not a reload or a step back or forward in history: its first entry to the form is then a new
 * visit, which starts a new quote (docs/decisions/0010-answers-kept-for-the-visit.md). A light module of its own:
 * the app's start reads it too (src/router/pageData.ts), before the form's code has loaded.
 */
export function pageLoadOpenedForm(): boolean {
  const load = globalThis.performance?.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  if (!load || load.type !== 'navigate') return false;
  return new URL(load.name).pathname.startsWith(PATHS.currentTariff);
}
