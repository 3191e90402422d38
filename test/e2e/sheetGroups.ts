/**
 * Where each screenshot goes on the contact sheet: the part of the product it shows, in the order a
 * householder meets them, chosen by the screenshot's name. The names are those the end-to-end tests
 * give `screenshots(page, name)`; a name no rule knows goes to the last group, so nothing is lost.
 */

/** A part of the product on the sheet, with the screenshot names it holds. */
export interface SheetGroup {
  title: string;
  /** Names that start with one of these (a name is matched by its longest prefix across groups). */
  prefixes: readonly string[];
  /** Whole names (the route shells of shell.e2e.ts, whose names say the route, not the page). */
  names?: readonly string[];
}

/** The groups, in journey order. */
export const SHEET_GROUPS: readonly SheetGroup[] = [
  { title: 'Quote form', prefixes: ['quote-', 'layout-'], names: ['current-tariff'] },
  { title: 'Results', prefixes: ['results-'], names: ['quote-results'] },
  { title: 'Tariff details', prefixes: ['details-'], names: ['tariff-details'] },
  { title: 'Sign-up', prefixes: ['sign-up'], names: ['personal-details'] },
  { title: 'Switch Complete', prefixes: ['switch-complete'] },
  { title: 'Carbon offset and checkout', prefixes: ['carbon-', 'journey-payment'] },
  { title: 'Failures (API stopped, slow, refusing)', prefixes: ['failure-'] },
  {
    title: 'Loader, error pages and the page before scripts run',
    prefixes: ['loader', 'error-', 'page-shell', 'existing-switch-shell'],
  },
  { title: 'Information pages', prefixes: ['info-'] },
  { title: 'Staff preview', prefixes: ['staff-preview'] },
];

/** The group of names no rule knows. */
export const OTHER_GROUP = 'Other';

/** The title of the group `name` belongs to. */
export function groupOf(name: string): string {
  let best: { title: string; length: number } | null = null;
  for (const group of SHEET_GROUPS) {
    if (group.names?.includes(name)) return group.title;
    for (const prefix of group.prefixes)
      if (name.startsWith(prefix) && prefix.length > (best?.length ?? 0))
        best = { title: group.title, length: prefix.length };
  }
  return best?.title ?? OTHER_GROUP;
}

/**
 * Orders names as a person reads them: letters without regard to case, numbers by value (so
 * `consent-12` comes after `consent-4`, not before).
 */
export function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en-GB', { numeric: true, sensitivity: 'base' });
}

/**
 * The states issue 15 asks the sheet to show by name, each with the screenshot name that shows it;
 * the sheet lists them at its top (and says when this run did not take one).
 */
export const NAMED_STATES: ReadonlyArray<{ state: string; name: string }> = [
  { state: 'Empty results', name: 'results-empty' },
  { state: 'Review-only results', name: 'results-review-only' },
  { state: 'Carbon offset payment failed', name: 'carbon-payment-failed' },
  { state: 'Sign-up terms, default consents', name: 'sign-up terms (default consents)' },
];

/** The prefix of the screenshots of the sign-up terms with each supplier consent variant. */
export const CONSENT_VARIANT_PREFIX = 'sign-up terms consent-';
