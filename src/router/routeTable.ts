import type { MessageKey } from '../i18n/t';

/** The named routes of spec section 2 (plus the hidden staff preview). */
export type RouteName =
  | 'currentTariff'
  | 'quoteResults'
  | 'tariffDetails'
  | 'personalDetails'
  | 'switchComplete'
  | 'carbonOffset'
  | 'carbonOffsetProcess'
  | 'error'
  | 'staffPreview';

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
}

const route = (
  name: RouteName,
  path: string,
  step: RouteMeta['step'],
  checksAlreadySwitched = false,
): RouteMeta => ({
  name,
  path,
  titleKey: `page.${name}.title` as MessageKey,
  step,
  checksAlreadySwitched,
  guarded: name !== 'error',
});

/** Every route of the app, by name. */
export const ROUTES: Record<RouteName, RouteMeta> = {
  currentTariff: route('currentTariff', '/switch/home-energy/:refererBranch?/:reference?', 1),
  quoteResults: route('quoteResults', '/results/home-energy', 2, true),
  tariffDetails: route('tariffDetails', '/tariff-details/:tariffId', 2, true),
  personalDetails: route('personalDetails', '/details', 3, true),
  switchComplete: route('switchComplete', '/switch-complete', 4),
  carbonOffset: route('carbonOffset', '/carbon-offset', 4),
  carbonOffsetProcess: route('carbonOffsetProcess', '/carbon-offset-process', 4),
  error: route('error', '/error/:status', undefined),
  staffPreview: route('staffPreview', '/staff/preview', undefined),
};

/** Concrete paths for navigation. */
export const PATHS = {
  currentTariff: '/switch/home-energy',
  quoteResults: '/results/home-energy',
  tariffDetails: (tariffId: string) => `/tariff-details/${encodeURIComponent(tariffId)}`,
  personalDetails: '/details',
  switchComplete: '/switch-complete',
  carbonOffset: '/carbon-offset',
  carbonOffsetProcess: '/carbon-offset-process',
  error: (status: number | string) => `/error/${status}`,
  staffPreview: '/staff/preview',
} as const;
