import type { MessageKey } from '../i18n/t';
import type { PayMethodName } from '../../contract/api/common';
import { DETAILS_PAY_PARAM } from '../../contract/pageData.js';

/** The named routes of spec section 2 (plus the hidden staff preview and the information pages). */
export type RouteName =
  | 'currentTariff'
  | 'quoteResults'
  | 'tariffDetails'
  | 'personalDetails'
  | 'switchComplete'
  | 'carbonOffset'
  | 'carbonOffsetProcess'
  | 'carbonOffsetExisting'
  | 'error'
  | 'staffPreview'
  | 'terms'
  | 'privacy'
  | 'accessibility';

/**
 * Something a page needs from earlier in the journey: a created quote (`quote`), a chosen tariff's
 * switch key from Switch Now (`switchKey`), or a completed switch (`switched`: its details, or the
 * server saying the quote is already switched).
 */
export type RouteNeed = 'quote' | 'switchKey' | 'switched';

/** Routes whose path has no parameters: where a guard can send the householder. */
type PlainRouteName = {
  [K in keyof typeof PATHS]: (typeof PATHS)[K] extends string ? K : never;
}[keyof typeof PATHS];

/** A need of a route and the route to go to without it. */
interface RouteRequirement {
  need: RouteNeed;
  otherwise: PlainRouteName;
}

/** What the shell needs to know about a route. */
export interface RouteMeta {
  name: RouteName;
  /** React Router path pattern. */
  path: string;
  /** Catalogue key of the page title (document title and tracking). */
  titleKey: MessageKey;
  /** Step of the four-step progress indicator, when the page is part of the journey. */
  step?: 1 | 2 | 3 | 4;
  /** Whether the guard checks that the switch is not already complete before entering. */
  checksAlreadySwitched: boolean;
  /** Whether the guard runs at all (every route except error). */
  guarded: boolean;
  /** What the page needs, checked in order by the guard before anything else (none: opens as is). */
  requires: readonly RouteRequirement[];
}

const route = (
  name: RouteName,
  path: string,
  step: RouteMeta['step'],
  checksAlreadySwitched = false,
  requires: readonly RouteRequirement[] = [],
): RouteMeta => ({
  name,
  path,
  titleKey: `page.${name}.title` as MessageKey,
  step,
  checksAlreadySwitched,
  guarded: name !== 'error',
  requires,
});

/** Without a quote there is nothing to show: back to the quote form (spec section 4). */
const NEEDS_QUOTE: RouteRequirement = { need: 'quote', otherwise: 'currentTariff' };

/** Every route of the app, by name. */
export const ROUTES: Record<RouteName, RouteMeta> = {
  currentTariff: route('currentTariff', '/switch/home-energy/:refererBranch?/:reference?', 1),
  quoteResults: route('quoteResults', '/results/home-energy', 2, true, [NEEDS_QUOTE]),
  tariffDetails: route('tariffDetails', '/tariff-details/:tariffId', 2, true, [NEEDS_QUOTE]),
  // Sign-up is for the tariff chosen with Switch Now: without its key, choose one on the results.
  personalDetails: route('personalDetails', '/details', 3, true, [
    NEEDS_QUOTE,
    { need: 'switchKey', otherwise: 'quoteResults' },
  ]),
  // Spec section 2: without switched data, Switch Complete goes to the quote form.
  switchComplete: route('switchComplete', '/switch-complete', 4, false, [
    { need: 'switched', otherwise: 'currentTariff' },
  ]),
  carbonOffset: route('carbonOffset', '/carbon-offset', 4),
  carbonOffsetProcess: route('carbonOffsetProcess', '/carbon-offset-process', 4),
  // Not routed in the spec: here so a customer can come back later (footer link).
  carbonOffsetExisting: route('carbonOffsetExisting', '/carbon-offset/existing', undefined),
  error: route('error', '/error/:status', undefined),
  staffPreview: route('staffPreview', '/staff/preview', undefined),
  // The service's own information pages (footer links by default).
  terms: route('terms', '/terms', undefined),
  privacy: route('privacy', '/privacy', undefined),
  accessibility: route('accessibility', '/accessibility', undefined),
};

/** Concrete paths for navigation. */
export const PATHS = {
  currentTariff: '/switch/home-energy',
  quoteResults: '/results/home-energy',
  /** Tariff details, priced for `payMethod` when given (see DETAILS_PAY_PARAM). */
  tariffDetails: (tariffId: string, payMethod?: PayMethodName) =>
    `/tariff-details/${encodeURIComponent(tariffId)}${payMethod ? `?${DETAILS_PAY_PARAM}=${payMethod}` : ''}`,
  personalDetails: '/details',
  switchComplete: '/switch-complete',
  carbonOffset: '/carbon-offset',
  carbonOffsetProcess: '/carbon-offset-process',
  carbonOffsetExisting: '/carbon-offset/existing',
  error: (status: number | string) => `/error/${status}`,
  staffPreview: '/staff/preview',
  terms: '/terms',
  privacy: '/privacy',
  accessibility: '/accessibility',
} as const;
