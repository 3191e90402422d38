import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { AppLayout, type RouteHandle } from '../layout/AppLayout';
import { BootLoader } from '../layout/BootLoader';
import { RouteErrorFallback } from '../layout/RouteErrorFallback';
import { registerNavigator } from '../api/navigation';
import { getSettings } from '../settings';
import ErrorPage from '../features/error/ErrorPage';
import QuoteFormPage from '../features/quote/QuoteFormPage';
import { guardLoader } from './appGuard';
import { PATHS, ROUTES, type RouteName } from './routeTable';
import { staffPreviewPage } from './staffPreview';

/** Renders nothing: for the catch-all route, which only redirects. */
function Nothing() {
  return null;
}

type PageModule = Promise<{ default: ComponentType }>;

/** A guarded route whose page module loads on first visit, keeping the first screen's bundle small. */
function page(name: RouteName, load: () => PageModule): RouteObject {
  return {
    path: ROUTES[name].path,
    loader: guardLoader(name),
    lazy: async () => ({ Component: (await load()).default }),
    handle: { meta: ROUTES[name] } satisfies RouteHandle,
  };
}

/** Every route of spec section 2 plus the hidden staff preview; unknown paths go to the first screen. */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    HydrateFallback: BootLoader,
    children: [
      {
        errorElement: <RouteErrorFallback />,
        children: [
          {
            path: ROUTES.currentTariff.path,
            loader: guardLoader('currentTariff'),
            Component: QuoteFormPage,
            handle: { meta: ROUTES.currentTariff } satisfies RouteHandle,
          },
          page('quoteResults', () => import('../features/results/QuoteResultsPage')),
          page('tariffDetails', () => import('../features/results/TariffDetailsPage')),
          page('personalDetails', () => import('../features/signup/PersonalDetailsPage')),
          page('switchComplete', () => import('../features/complete/SwitchCompletePage')),
          page('carbonOffset', () => import('../features/carbon/CarbonOffsetPage')),
          page('carbonOffsetProcess', () => import('../features/carbon/CarbonOffsetProcessPage')),
          ...(['terms', 'privacy', 'accessibility'] as const).map((name) =>
            page(name, () => import('../features/info/InfoPage')),
          ),
          // Off in production (the server answers 404 too); `npm run dev` and the e2e run turn it on.
          ...(getSettings().staffPreview ? [page('staffPreview', staffPreviewPage)] : []),
          // No guard: the error page must show even when the token call is what failed.
          {
            path: ROUTES.error.path,
            Component: ErrorPage,
            handle: { meta: ROUTES.error } satisfies RouteHandle,
          },
          { path: '*', loader: () => redirect(PATHS.currentTariff), Component: Nothing },
        ],
      },
    ],
  },
];

/** Creates the browser router and registers it as the API client's navigator. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigator((path) => void router.navigate(path));
  return router;
}
